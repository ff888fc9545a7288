import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// `themepack install` killed with SIGKILL at moments spread over a whole install of the
/// sample's signed upgrade: after each kill the root serves one complete version (the old
/// or the new, every file matching its manifest), and the next install finishes the job
/// and leaves nothing behind. Over HTTP (a server answering `Range`) the upgrade is a range
/// install, so the kills also fall between its parts and during its copies.
@Suite("themepack install killed at any moment leaves one whole version")
struct KilledInstallTests {
  static let runs = 12

  @Test(arguments: [false, true])
  func everyKillLeavesOneWholeVersionAndTheNextInstallCompletes(overHTTP: Bool) throws {
    let journey = try PackageInstallJourneyTests.Journey()
    try journey.package()
    let server = try LoopbackFileServer(serving: URL(fileURLWithPath: journey.output + "/packages"))
    let index = overHTTP ? server.url("index.json").absoluteString : journey.output + "/packages/index.json"
    let template = journey.folder.path("template")
    try Self.expectInstall(index: index, into: template, key: journey.key)
    let old = try #require(ThemeLibrary(root: URL(fileURLWithPath: template)).currentVersion(of: "blue"))
    try PackageInstallJourneyTests.bumpBlue(in: journey.project, to: "9.0.0")
    try journey.package()

    let started = Date()
    try Self.expectInstall(
      index: index, into: try Self.copy(template, to: journey.folder.path("timed")), key: journey.key)
    let whole = Date().timeIntervalSince(started)
    if overHTTP {
      #expect(server.requests.contains { $0.hasPrefix("206 ") }, "no range install: \(server.requests)")
    }
    var seen: Set<String> = []
    for run in 0..<Self.runs {
      let root = try Self.copy(template, to: journey.folder.path("run\(run)"))
      // Spread over the whole install; the last one long after it (it must have finished).
      let delay = run == Self.runs - 1 ? whole * 3 : whole * Double(run) / Double(Self.runs - 2)
      try Self.installKilled(after: delay, index: index, into: root, key: journey.key)
      let library = ThemeLibrary(root: URL(fileURLWithPath: root))
      let current = try #require(library.currentVersion(of: "blue"), "run \(run): nothing current")
      #expect(current == old || current == "9.0.0", "run \(run): \(current)")
      seen.insert(current)
      try PackageInstallJourneyTests.expectInstalledFilesMatchTheirManifest(
        library.folder(theme: "blue", version: current))
      try Self.expectInstall(index: index, into: root, key: journey.key)
      #expect(library.currentVersion(of: "blue") == "9.0.0", "run \(run)")
      try PackageInstallJourneyTests.expectInstalledFilesMatchTheirManifest(
        library.folder(theme: "blue", version: "9.0.0"))
      let state = try FileManager.default.contentsOfDirectory(atPath: root + "/.themepack").sorted()
      #expect(state == ["accepted.json", "installed.json"], "run \(run): \(state)")
      let blue = try FileManager.default.contentsOfDirectory(atPath: root + "/blue").sorted()
      #expect(blue == [old, "9.0.0", "current"].sorted(), "run \(run): \(blue)")
    }
    // The first kill comes before the switch and the last after it; otherwise the series
    // tested nothing.
    #expect(seen == [old, "9.0.0"], "\(seen)")
  }

  /// A download killed part way (over a slow HTTP server, once its bytes and its record are
  /// in the state folder) is resumed by the next `themepack install`, which fetches less than
  /// the package and installs the same bytes a whole install does, leaving nothing behind.
  @Test func aKilledDownloadIsResumedByTheNextInstall() throws {
    let journey = try PackageInstallJourneyTests.Journey()
    try journey.package()
    let packages = journey.output + "/packages"
    let template = journey.folder.path("template")
    try Self.expectInstall(index: packages + "/index.json", into: template, key: journey.key)
    let version = try #require(ThemeLibrary(root: URL(fileURLWithPath: template)).currentVersion(of: "blue"))
    let installed = FolderSnapshot(template + "/blue/" + version)
    for run in 0..<3 {
      let server = try LoopbackFileServer(serving: URL(fileURLWithPath: packages), pace: 16_000)
      let index = server.url("index.json").absoluteString
      let root = journey.folder.path("run\(run)")
      try Self.installKilledDuringDownload(index: index, into: root, key: journey.key)
      #expect(ThemeLibrary(root: URL(fileURLWithPath: root)).currentVersion(of: "blue") == nil, "run \(run)")
      let result = try ThemePackBinary.run(Self.arguments(index: index, into: root, key: journey.key))
      try #require(result.status == 0, "run \(run): \(result.standardError)")
      let counts = try #require(
        result.standardOutput.components(separatedBy: "fetched ").last?.split(separator: " ").compactMap {
          Int($0)
        })
      try #require(counts.count == 2, "run \(run): \(result.standardOutput)")
      #expect(counts[0] > 0 && counts[0] < counts[1], "run \(run): fetched \(counts[0]) of \(counts[1])")
      #expect(server.requests.contains { $0.hasPrefix("206 ") && $0.contains(".zip") }, "\(server.requests)")
      #expect(FolderSnapshot(root + "/blue/" + version) == installed, "run \(run)")
      let state = try FileManager.default.contentsOfDirectory(atPath: root + "/.themepack").sorted()
      #expect(state == ["accepted.json", "installed.json"], "run \(run): \(state)")
    }
  }

  /// Runs `themepack install` and kills it with SIGKILL once its download has bytes and a
  /// record in the state folder (a tenth of a second later each time round: the kill may
  /// fall between two writes).
  static func installKilledDuringDownload(index: String, into root: String, key: String) throws {
    let process = Process()
    process.executableURL = ThemePackBinary.url
    process.arguments = arguments(index: index, into: root, key: key)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    let state = root + "/.themepack"
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, process.isRunning {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: state)) ?? []
      let zip = names.first { $0.hasPrefix("download-") && $0.hasSuffix(".zip") }
      let size = zip.flatMap {
        try? FileManager.default.attributesOfItem(atPath: state + "/" + $0)[.size] as? Int
      }
      if names.contains(where: { $0.hasPrefix("download-") && $0.hasSuffix(".json") }), (size ?? 0) > 8_000 {
        return
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    Issue.record(
      "the download never started: \((try? FileManager.default.contentsOfDirectory(atPath: state)) ?? [])")
  }

  static func arguments(index: String, into root: String, key: String) -> [String] {
    ["install", "--index", index, "--theme", "blue", "--into", root, "--public-key", key + ".pub"]
  }

  static func expectInstall(index: String, into root: String, key: String) throws {
    let result = try ThemePackBinary.run(arguments(index: index, into: root, key: key))
    try #require(result.status == 0, "themepack install: \(result.standardError)")
  }

  /// Runs `themepack install` and kills it with SIGKILL after `delay` seconds (if still running).
  static func installKilled(after delay: TimeInterval, index: String, into root: String, key: String) throws {
    let process = Process()
    process.executableURL = ThemePackBinary.url
    process.arguments = arguments(index: index, into: root, key: key)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    Thread.sleep(forTimeInterval: delay)
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  static func copy(_ source: String, to destination: String) throws -> String {
    try FileManager.default.copyItem(atPath: source, toPath: destination)
    return destination
  }
}
