import Testing
import ThemePackArchive
import ThemePackPackaging
import ThemePackTestSupport

/// `verify --all` after a missing or broken manifest: the first problem is what it always
/// was, and every problem the entry rules, limits and junk checks find follows, in archive
/// order.
@Suite("verify --all goes on after a missing or broken manifest")
struct VerifyAllTests {
  /// A theme zip as SwiftTheme users download them, zipped on a Mac: no ThemePack manifest,
  /// Finder and resource-fork junk.
  static let swiftThemeEntries: [TestZip.Entry] = [
    .folder("Blue/"),
    .file("Blue/Blue.plist", Array("<plist/>".utf8)),
    .folder("Blue/images/"),
    .file("Blue/images/navBar@2x.png", Array("png".utf8)),
    .file("Blue/.DS_Store", [0, 0, 0, 1]),
    .folder("__MACOSX/"),
    .folder("__MACOSX/Blue/"),
    .file("__MACOSX/Blue/._Blue.plist", [0, 5, 22, 7]),
  ]

  static func problem(_ kind: PackageProblem.Kind, _ entry: String?, _ message: String) -> PackageProblem {
    PackageProblem(kind, entry: entry, message)
  }

  @Test func aSwiftThemeZipListsTheMissingManifestAndEveryJunkEntry() {
    let problems = PackageVerifier.check(bytes: TestZip(Self.swiftThemeEntries).bytes(), publicKey: nil)
      .problems
    #expect(
      problems == [
        Self.problem(.manifestMissing, nil, "has no manifest: 'Blue/manifest.json' is missing"),
        Self.problem(.junk, "Blue/.DS_Store", "entry 'Blue/.DS_Store' is junk (macOS Finder metadata)"),
        Self.problem(.junk, "__MACOSX/", "entry '__MACOSX/' is junk (macOS zip metadata)"),
        Self.problem(.junk, "__MACOSX/Blue/", "entry '__MACOSX/Blue/' is junk (macOS zip metadata)"),
        Self.problem(
          .junk, "__MACOSX/Blue/._Blue.plist",
          "entry '__MACOSX/Blue/._Blue.plist' is junk (macOS zip metadata)"),
      ])
  }

  @Test func entryRuleAndLimitProblemsStayFirstThenTheManifestThenJunk() {
    var entries = Self.swiftThemeEntries
    entries.insert(.file("Blue/images/a\\b.png", [1]), at: 3)
    entries.append(.file("Blue/._navBar@2x.png", Array(repeating: 7, count: 64)))
    let limits = PackageLimits(maxEntryBytes: 32)
    let problems = PackageVerifier.check(
      bytes: TestZip(entries).bytes(), publicKey: nil, limits: limits
    ).problems
    #expect(
      problems.map(\.kind) == [
        .unsafeName, .entryTooLarge, .manifestMissing, .junk, .junk, .junk, .junk, .junk,
      ])
    #expect(problems.first?.entry == "Blue/images/a\\b.png")
    #expect(problems.last?.message == "entry 'Blue/._navBar@2x.png' is junk (a macOS resource fork)")
  }

  @Test func aMalformedManifestIsFollowedByTheJunk() {
    var entries = Self.swiftThemeEntries
    entries.insert(.file("Blue/manifest.json", Array("{\"theme\": ".utf8)), at: 1)
    let problems = PackageVerifier.check(bytes: TestZip(entries).bytes(), publicKey: nil).problems
    // The theme folder is known, so `__MACOSX/` is outside it (the first problem, as
    // before); the broken manifest follows, then the junk.
    #expect(
      problems.map(\.kind) == [
        .outsideTheme, .outsideTheme, .outsideTheme, .manifestMalformed, .junk, .junk, .junk, .junk,
      ])
    #expect(problems.first?.message == "entry '__MACOSX/' is outside the theme folder 'Blue/'")
    #expect(problems[3].message.hasPrefix("manifest 'Blue/manifest.json' is malformed: "))
  }

  @Test func contentIsStillCheckedWithoutAManifest() {
    var entries = Self.swiftThemeEntries
    entries[1].crc = 0xDEAD_BEEF
    let problems = PackageVerifier.check(bytes: TestZip(entries).bytes(), publicKey: nil).problems
    #expect(problems.first?.kind == .manifestMissing)
    #expect(problems.dropFirst().first?.kind == .corrupt)
    #expect(problems.filter { $0.kind == .junk }.count == 4)
  }

  /// With a manifest the comparison already names every stray entry, so junk is not
  /// reported twice, and a package that verified before still does.
  @Test func withAManifestJunkIsAnUnlistedFileAsBefore() {
    let bytes = HostilePackages.adding(.file("blue/.DS_Store", [0]))
    let problems = PackageVerifier.check(bytes: bytes, publicKey: nil).problems
    #expect(problems.map(\.kind) == [.unlistedFile])
    #expect(PackageVerifier.check(bytes: HostilePackages.package(), publicKey: nil).problems == [])
  }
}
