import Testing
import ThemePackProject

@Suite("SemanticVersion: semver.org 2.0.0")
struct SemanticVersionTests {
  @Test(arguments: [
    "0.0.0", "1.2.3", "10.20.30", "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-0.3.7", "1.0.0+20130313144700",
    "1.0.0-beta+exp.sha.5114f85", "1.0.0-x-y-z.--",
  ])
  func validVersionsRoundTrip(text: String) throws {
    let version = try #require(SemanticVersion(text))
    #expect(version.description == text)
  }

  @Test(arguments: [
    "", "1", "1.2", "1.2.3.4", "01.2.3", "1.02.3", "1.2.03", "v1.2.3", "1.2.3-", "1.2.3+", "1.2.3-01",
    "1.2.3-a..b", "-1.2.3", "1.2.3 ", "1.2.3-é", "a.b.c",
  ])
  func invalidVersions(text: String) {
    #expect(SemanticVersion(text) == nil)
  }

  /// The precedence example of semver.org, item 11.
  @Test func precedence() throws {
    let ordered = [
      "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11",
      "1.0.0-rc.1", "1.0.0", "2.0.0", "2.1.0", "2.1.1",
    ].map { SemanticVersion($0)! }
    for (lower, higher) in zip(ordered, ordered.dropFirst()) {
      #expect(lower < higher)
      #expect(!(higher < lower))
    }
    #expect(!(SemanticVersion("1.0.0+a")! < SemanticVersion("1.0.0+b")!))
  }
}
