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
