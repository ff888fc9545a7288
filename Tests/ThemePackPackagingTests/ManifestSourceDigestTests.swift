import Foundation
import Testing
import ThemePackProject
import ThemePackToolTestSupport

/// What a manifest says about the project, not only about the theme's own files, is in each
/// theme's source digest, so an incremental build rewrites the manifests when it changes:
/// an image-only navigation bar (`navigationBar.image`) and the app icon's name (`appIcon`).
/// Without them the themes counted as up to date and kept manifests that named a bar or an
/// icon the project no longer had (or lacked one it now has).
@Suite("manifest keys from themepack.json follow it in incremental builds")
struct ManifestSourceDigestTests {
  static let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <rect x="16" y="16" width="32" height="32" fill="#FFF"/>
    </svg>

    """

  private func manifest(_ fixture: BuildFixture) throws -> String {
    try String(contentsOfFile: fixture.output + "/themes/a/manifest.json", encoding: .utf8)
  }

  private func config(_ extra: String) -> String {
    LintFixture.config.replacingOccurrences(of: #""scales""#, with: extra + #", "scales""#)
  }

  @Test func addingAndRemovingAnImageOnlyBarRewritesTheManifests() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    #expect(!(try manifest(fixture)).contains("navigationBar"))
    try fixture.project.write(config(#""navigationBar": "icon""#), to: "themepack.json")
    try fixture.build()
    #expect(try manifest(fixture).contains(#""navigationBar""#))
    try fixture.project.write(LintFixture.config, to: "themepack.json")
    try fixture.build()
    #expect(!(try manifest(fixture)).contains("navigationBar"))
  }

  @Test func addingAndRemovingAnAppIconRewritesTheManifests() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(Self.svg, to: "Icons/Glyph.svg")
    let before = try fixture.loaded()
    let digests = before.themes.map { ThemeSourceDigest.digest(of: $0, in: before) }
    try fixture.build()
    #expect(!(try manifest(fixture)).contains("appIcon"))
    try fixture.project.write(
      config(#""appIcon": {"master": "Icons/Glyph.svg", "tint": "template"}"#), to: "themepack.json")
    try fixture.build()
    #expect(try manifest(fixture).contains(#""AppIcon-a""#))
    let after = try fixture.loaded()
    #expect(after.themes.map { ThemeSourceDigest.digest(of: $0, in: after) } != digests)
    try fixture.project.write(LintFixture.config, to: "themepack.json")
    try fixture.build()
    #expect(!(try manifest(fixture)).contains("appIcon"))
    // A project without either keeps the digests it had (no rebuild after an update).
    let again = try fixture.loaded()
    #expect(again.themes.map { ThemeSourceDigest.digest(of: $0, in: again) } == digests)
  }
}
