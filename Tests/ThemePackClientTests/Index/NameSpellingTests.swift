import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// A theme name has one spelling (Unicode NFC, compared as bytes) from the index to the
/// folders: the NFD spelling of an installed NFC theme is that theme, for the lookup, the
/// downgrade check, the record, the listing and the removal (issue 46, case 1).
@Suite("theme names in two Unicode spellings are one theme")
struct NameSpellingTests {
  /// `blüe` with a precomposed ü (U+00FC) and with u + U+0308.
  static let composed = "bl\u{00FC}e"
  static let decomposed = "blu\u{0308}e"

  @Test func theSpellingsDifferInBytesAndAreEqualToSwift() {
    #expect(Array(Self.composed.utf8) != Array(Self.decomposed.utf8))
    #expect(Self.composed == Self.decomposed, "String == compares canonically: the trap")
  }

  @Test func theNFDSpellingOfAnInstalledNFCThemeInstallsNothingOlderAndIsTheOneTheme() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(theme: Self.composed, version: "1.0.0")
    try server.publish(theme: Self.composed, version: "2.0.0")
    let installer = InstallTests.installer(root)
    let first = try await installer.install(indexURL: server.indexURL, theme: Self.composed)
    #expect(first.version == "2.0.0")
    let before = FolderSnapshot(root.url.path)

    await #expect {
      _ = try await installer.install(indexURL: server.indexURL, theme: Self.decomposed, version: "1.0.0")
    } throws: { error in
      (error as? ThemeInstallError)?.kind == .downgrade
    }
    #expect(FolderSnapshot(root.url.path) == before, "the refused downgrade changed nothing")

    let again = try await installer.install(indexURL: server.indexURL, theme: Self.decomposed)
    #expect(!again.changed && again.version == "2.0.0")
    #expect(Array(again.theme.utf8) == Array(Self.composed.utf8), "the outcome names the NFC spelling")
    let library = ThemeLibrary(root: root.url)
    let listed = try library.installedThemes()
    #expect(listed.count == 1 && listed.first?.current == "2.0.0")
    #expect(listed.first.map { Array($0.theme.utf8) } == Array(Self.composed.utf8))
    #expect(library.currentVersion(of: Self.decomposed) == "2.0.0")

    let removal = try await installer.remove(theme: Self.decomposed)
    #expect(removal.current == "2.0.0" && removal.removedVersions == ["2.0.0"])
    #expect(try library.installedThemes().isEmpty)
    let left = try FileManager.default.contentsOfDirectory(atPath: root.url.path)
    #expect(left == [".themepack"], "no theme folder in either spelling is left: \(left)")
  }

  @MainActor
  @Test(arguments: [(composed, decomposed), (decomposed, composed)])
  func eitherSpellingInstallsIntoTheNFCFolder(listed: String, asked: String) async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    // The package's folder and manifest use the index's spelling.
    try server.publish(theme: listed, version: "1.0.0")
    let outcome = try await InstallTests.installer(root).install(indexURL: server.indexURL, theme: asked)
    #expect(outcome.changed && Array(outcome.theme.utf8) == Array(Self.composed.utf8))
    let names = try FileManager.default.contentsOfDirectory(atPath: root.url.path).filter {
      $0 != ".themepack"
    }
    #expect(names.map { Array($0.utf8) } == [Array(Self.composed.utf8)])
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: asked)
    #expect(store.content?.version == "1.0.0")
  }

  static let sha = String(repeating: "a", count: 64)

  static func index(_ entries: [(theme: String, version: String)]) -> [UInt8] {
    let packages = entries.enumerated().map { offset, entry in
      #"{"theme": "\#(entry.theme)", "version": "\#(entry.version)", "file": "f\#(offset).zip", "#
        + #""size": 1, "sha256": "\#(sha)"}"#
    }
    return Array(#"{"formatVersion": 1, "packages": [\#(packages.joined(separator: ", "))]}"#.utf8)
  }

  static let refused: [([(theme: String, version: String)], String)] = [
    (
      [(composed, "1.0.0"), (decomposed, "2.0.0")],
      "packages 1 and 2 spell theme 'bl\u{00FC}e' in two Unicode forms"
    ),
    ([(composed, "1.0.0"), ("red", "1.0.0"), (composed, "1.0.0")], "packages 1 and 3 both list theme"),
    ([("blue", "1.0.0-\u{00E9}"), ("blue", "1.0.0-e\u{0301}")], "both list theme 'blue'"),
  ]

  @Test(arguments: refused)
  func theIndexReaderRefusesTwoEntriesThatNormaliseAlike(
    entries: [(theme: String, version: String)], mentions: String
  ) {
    #expect {
      _ = try ThemeIndex.parse(Self.index(entries), source: "index.json")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .invalidIndex && error.message.contains(mentions) && !error.message.contains("\n")
    }
  }

  @Test func theIndexReaderKeepsTheNFCSpellingOfAnNFDName() throws {
    let index = try ThemeIndex.parse(Self.index([(Self.decomposed, "1.0.0")]), source: "index.json")
    #expect(index.packages.map { Array($0.theme.utf8) } == [Array(Self.composed.utf8)])
    #expect(index.newest(of: Self.decomposed)?.file == "f0.zip")
    #expect(index.newest(of: Self.composed)?.file == "f0.zip")
  }
}
