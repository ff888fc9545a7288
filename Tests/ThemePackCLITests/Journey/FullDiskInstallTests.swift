import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// `themepack install` whose writes are refused for want of room part way through the package
/// (a file-size limit, `ulimit -f`, with `SIGXFSZ` ignored so a write past it fails as a
/// full disk's does): the install fails in one line with exit 1, the root serves the version
/// it served, nothing of the download stays behind, and the next install with room finishes
/// the update. Over HTTP the update is a range install (its sized file and its parts are
/// refused first), from a `file:` index a whole download.
@Suite("themepack install on a full disk changes nothing")
struct FullDiskInstallTests {
  /// 32 KiB, in the 512-byte blocks of `ulimit -f`: room for the root's state files, not
  /// for the package.
  static let blocks = 64

  @Test(arguments: [true, false])
  func aRefusedWriteLeavesTheRootAsItWas(overHTTP: Bool) throws {
    let journey = try PackageInstallJourneyTests.Journey()
    try journey.package()
    let server = try LoopbackFileServer(serving: URL(fileURLWithPath: journey.output + "/packages"))
    let index = overHTTP ? server.url("index.json").absoluteString : journey.output + "/packages/index.json"
    let root = journey.folder.path("root")
    try KilledInstallTests.expectInstall(index: index, into: root, key: journey.key)
    let library = ThemeLibrary(root: URL(fileURLWithPath: root))
    let old = try #require(library.currentVersion(of: "blue"))
    try PackageInstallJourneyTests.bumpBlue(in: journey.project, to: "9.0.0")
    try journey.package()
    let package = try #require(
      try FileManager.default.contentsOfDirectory(atPath: journey.output + "/packages").first {
        $0.contains("blue") && $0.hasSuffix(".zip") && $0.contains("9.0.0")
      })
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: journey.output + "/packages/" + package)[.size] as? Int
    )
    try #require(size > Self.blocks * 512, "the package (\(size) bytes) fits under the limit")
    var before = FolderSnapshot(root)
    before.items[".themepack/accepted.json"] = nil

    let result = try Self.runLimited(KilledInstallTests.arguments(index: index, into: root, key: journey.key))
    #expect(result.status == 1, "\(result.errors)")
    #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    #expect(result.errors.contains("File too large"), "\(result.errors)")
    if overHTTP {
      #expect(server.requests.contains { $0.hasPrefix("206 ") || $0.contains(package) }, "\(server.requests)")
    }
    var after = FolderSnapshot(root)
    after.items[".themepack/accepted.json"] = nil
    #expect(after == before)
    #expect(library.currentVersion(of: "blue") == old)

    try KilledInstallTests.expectInstall(index: index, into: root, key: journey.key)
    #expect(library.currentVersion(of: "blue") == "9.0.0")
    try PackageInstallJourneyTests.expectInstalledFilesMatchTheirManifest(
      library.folder(theme: "blue", version: "9.0.0"))
  }

  /// Runs the built `themepack` under `ulimit -f blocks` with `SIGXFSZ` ignored (so a write
  /// past the limit fails with `EFBIG` instead of killing the process).
  static func runLimited(_ arguments: [String]) throws -> (status: Int32, errors: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments =
      ["-c", "trap '' XFSZ; ulimit -f \(blocks); exec \"$0\" \"$@\"", ThemePackBinary.url.path] + arguments
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    try process.run()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: said, as: UTF8.self))
  }
}
