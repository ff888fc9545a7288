import Testing
import ThemePackArchive
import ThemePackPackaging
import ThemePackProject

/// SemVer 2.0 precedence, one implementation for the tool (the index's order, the
/// project's `SemanticVersion`) and the client (newest version, downgrade refusal), held
/// to the SemVer specification's own examples (semver.org, section 11) and issue 46's.
@Suite("versions order by SemVer 2.0 precedence")
struct VersionPrecedenceTests {
  /// Each list in ascending precedence, as the specification and the issue give them.
  static let ascending: [[String]] = [
    ["1.0.0", "2.0.0", "2.1.0", "2.1.1"],
    ["1.0.0-alpha", "1.0.0"],
    [
      "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
      "1.0.0-rc.1", "1.0.0",
    ],
    ["9.0.0-beta", "9.0.0", "9.0.1-rc.1", "9.0.1"],
    ["1.9.0", "1.10.0", "10.0.0"],
    ["1.0.0-2", "1.0.0-10", "1.0.0-a", "1.0.0-b"],
    ["99999999999999999999.0.0", "100000000000000000000.0.0"],
  ]

  @Test(arguments: ascending)
  func everyEarlierVersionPrecedesEveryLaterOne(_ versions: [String]) {
    for (i, lower) in versions.enumerated() {
      for higher in versions[(i + 1)...] {
        #expect(ThemeVersionOrder.precedes(lower, higher), "\(lower) < \(higher)")
        #expect(!ThemeVersionOrder.precedes(higher, lower), "not \(higher) < \(lower)")
        #expect(PackageIndex.versionPrecedes(lower, higher), "the tool's index order")
        if let left = SemanticVersion(lower), let right = SemanticVersion(higher) {
          #expect(left < right && !(right < left), "the project's SemanticVersion: \(lower) < \(higher)")
        }
      }
    }
    #expect(versions.shuffled().sorted(by: ThemeVersionOrder.precedes) == versions)
  }

  /// Build metadata does not count (semver.org, section 10): equal precedence.
  @Test(arguments: [
    ("1.0.0+001", "1.0.0+20130313144700"), ("1.0.0-beta+exp.sha.5114f85", "1.0.0-beta"),
    ("1.0.0+21AF26D3----117B344092BD", "1.0.0"),
  ])
  func buildMetadataIsIgnored(_ left: String, _ right: String) throws {
    let a = try #require(ThemeVersion(left))
    let b = try #require(ThemeVersion(right))
    #expect(ThemeVersion.precedence(a, b) == 0 && ThemeVersion.precedence(b, a) == 0)
    #expect(ThemeVersionOrder.precedes(left, right) != ThemeVersionOrder.precedes(right, left), "total order")
    #expect(
      !(SemanticVersion(left)! < SemanticVersion(right)!)
        && !(SemanticVersion(right)! < SemanticVersion(left)!))
  }

  @Test(arguments: [
    ("9.0.0-beta", true), ("9.0.1-rc.1", true), ("1.0.0-0.3.7", true), ("1.0.0-x-y-z.--", true),
    ("9.0.0", false), ("1.0.0+build-1", false), ("1", false), ("not-a-version", false),
  ])
  func preReleasesAreKnown(_ version: String, _ isPreRelease: Bool) {
    #expect(ThemeVersion.isPreRelease(version) == isPreRelease)
  }

  /// Strict SemVer, and what other tools write that still orders (fewer core numbers,
  /// leading zeros), and text that is no version: ranked below every version.
  @Test func looseVersionsOrderAndTextThatIsNoVersionRanksLowest() throws {
    #expect(try #require(ThemeVersion("1.2.3-rc.1+b")).isSemVer)
    #expect(try #require(ThemeVersion("1.2")).isSemVer == false)
    #expect(try #require(ThemeVersion("01.2.3")).isSemVer == false)
    #expect(try #require(ThemeVersion("1.2.3-01")).isSemVer == false)
    for text in ["", "1..2", "1.2.3-", "1.2.3-a..b", "1.2.3+", "v1.2.3", "1.2.3-é", "beta"] {
      #expect(ThemeVersion(text) == nil, "'\(text)' is no version")
    }
    #expect(ThemeVersionOrder.precedes("1", "1.1"))
    #expect(ThemeVersionOrder.precedes("1.2", "1.2.1"))
    #expect(ThemeVersionOrder.precedes("beta", "0.0.1-alpha"), "text that is no version ranks below versions")
    #expect(!ThemeVersionOrder.precedes("0.0.1-alpha", "beta"))
  }
}
