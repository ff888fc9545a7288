import Foundation
import Testing
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `ThemeSourceDigest` solves a theme's colours once and still gives the bytes it gave
/// when it solved them twice (dark colour, then high-contrast values): the digests of a
/// fixed project are pinned, so a package's recorded `sourceSHA256` stays valid.
@Suite("theme source digest: one colour solve, same digest")
struct ThemeSourceDigestTests {
  /// A project with a dark colour, an extra colour in a pair, a template and an untinted
  /// asset; `highContrast` turns on high-contrast images (their colours enter the digest).
  private func project(highContrast: Bool) throws -> ThemeProject {
    let fixture = try LintFixture()
    let setting = highContrast ? #", "highContrast": {"images": true}"# : ""
    try fixture.write(
      """
      {
        "packageName": "test.themes", "scales": [1, 2, 3]\(setting),
        "assets": {
          "icon": { "source": "master", "tint": "template" },
          "logo": { "source": "master", "tint": "none" }
        }
      }
      """, to: "themepack.json")
    try fixture.writePNG(LintFixture.square(6, .white), to: "Base/logo@3x.png")
    try fixture.writeTheme(
      "a", color: "#E67E22",
      extra: ##", "darkColor": "#6699EE", "colors": {"onColor": {"value": "#FFFFFF", "on": "color"}}"##)
    return try #require(ThemeProject.load(assetsPath: fixture.assets).project)
  }

  /// Source files hashed by name, so the pinned digests do not follow the bytes our PNG
  /// encoder writes for the fixture's images.
  private func digest(_ theme: Theme, in project: ThemeProject) -> String {
    ThemeSourceDigest.digest(of: theme, in: project) { path in
      SHA256.hex(of: Array(("file " + (path as NSString).lastPathComponent).utf8))
    }
  }

  /// The digests of themes `a` and `b`, computed by main at 5b957f0 (which solved the
  /// colours twice) on these fixtures with the same `digest` helper.
  @Test(arguments: [
    (false, "a", "7c263d954c39fbf2a86b13b7b1cccb7a5e5b7aeba699b325ca3dd574c1c97f1f"),
    (false, "b", "d089ee315ba933518fcf08a55228029440a0e43bca88acc35d7742504171ba4b"),
    (true, "a", "1d13f8dad9145065f34b833cbba4c12012b50c9107d585e9a5c8c2c5a5f5236a"),
    (true, "b", "f2b6d935b18c5e6982f8159ccf459910259bd2d2f4c997af3bc380881d325c32"),
  ])
  func theDigestIsTheOneMainGave(_ highContrast: Bool, _ theme: String, _ expected: String) throws {
    let project = try project(highContrast: highContrast)
    let found = try #require(project.themes.first { $0.name == theme })
    #expect(digest(found, in: project) == expected)
  }

  /// The public digest is the same function over the files' real SHA-256.
  @Test func thePublicDigestHashesTheFilesBytes() throws {
    let project = try project(highContrast: true)
    let found = try #require(project.themes.first { $0.name == "a" })
    let real = ThemeSourceDigest.digest(of: found, in: project) { path in
      (try? project.reader.bytes(at: path)).map { SHA256.hex(of: $0) } ?? "unreadable"
    }
    #expect(ThemeSourceDigest.digest(of: found, in: project) == real)
    #expect(real != digest(found, in: project))
  }

  @Test func highContrastImagesChangeTheDigestOnlyWhenOn() throws {
    let off = try project(highContrast: false)
    let on = try project(highContrast: true)
    let themeOff = try #require(off.themes.first { $0.name == "a" })
    let themeOn = try #require(on.themes.first { $0.name == "a" })
    #expect(digest(themeOff, in: off) != digest(themeOn, in: on))
  }
}
