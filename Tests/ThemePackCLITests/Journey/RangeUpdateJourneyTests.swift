import Foundation
import Testing
import ThemePackTestSupport

/// The sample packaged and signed by the built `themepack`, installed over HTTP, then blue's
/// own asset redrawn (its theme preview) and a new version packaged: the update (`themepack
/// install` over a server answering `Range`) fetches under a third of the new zip and installs
/// the same files as a full install of it. (The sample's blue zip is 80 KB of 87 small files:
/// its central directory and signed manifest alone are over a tenth of it; the client's tests
/// hold a 3 MB package's update under a tenth, `RangeInstallTests`.)
@Suite("an update of the sample with one asset redrawn fetches a fraction of its zip")
struct RangeUpdateJourneyTests {
  /// The bytes fetched and the package's length from `themepack install`'s last line.
  static func fetched(_ output: String) throws -> (fetched: Int, size: Int) {
    let words = try #require(output.split(separator: "\n").last?.split(separator: " "), "\(output)")
    let at = try #require(words.firstIndex(of: "fetched"), "\(output)")
    let fetched = try #require(Int(words[at + 1]), "\(output)")
    let size = try #require(Int(words[at + 3]), "\(output)")
    return (fetched, size)
  }

  @Test func oneRedrawnAssetFetchesUnderAThirdAndInstallsWhatAFullInstallDoes() throws {
    let journey = try PackageInstallJourneyTests.Journey()
    try journey.package()
    let server = try LoopbackFileServer(serving: URL(fileURLWithPath: journey.output + "/packages"))
    let first = try journey.install("blue", from: server)
    try #require(first.status == 0, "\(first.standardError)")
    try PackageInstallJourneyTests.bumpBlue(in: journey.project, to: "9.0.0")
    let themes = journey.project + "/Themes/"
    try FileManager.default.removeItem(atPath: themes + "blue/themePreview@3x.png")
    try FileManager.default.copyItem(
      atPath: themes + "silver/themePreview@3x.png", toPath: themes + "blue/themePreview@3x.png")
    try journey.package()
    let update = try journey.install("blue", from: server)
    try #require(update.status == 0, "\(update.standardError)")
    let (fetched, size) = try Self.fetched(update.standardOutput)
    #expect(fetched * 3 < size, "fetched \(fetched) of \(size) bytes")
    #expect(
      server.requests.contains { $0.hasPrefix("206 /") && $0.contains("blue-9.0.0.zip") },
      "\(server.requests)")

    let fresh = journey.folder.path("fresh")
    let full = try ThemePackBinary.run([
      "install", "--index", journey.output + "/packages/index.json", "--theme", "blue", "--into", fresh,
      "--public-key", journey.key + ".pub",
    ])
    try #require(full.status == 0, "\(full.standardError)")
    #expect(FolderSnapshot(journey.root + "/blue/9.0.0") == FolderSnapshot(fresh + "/blue/9.0.0"))
  }
}
