import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackToolTestSupport

/// The build fixture with an app icon: an SVG glyph (a white square, the middle half of the
/// icon) tinted `template` for every theme, and theme `b` naming its icon `Bee` and drawing it
/// from a PNG of its own; the project writes the catalog and Android, so both halves of
/// `icons/`.
enum AppIconFixture {
  static let glyph = """
    <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
      <rect x="16" y="16" width="32" height="32" fill="#FFF"/>
    </svg>

    """

  static func make() throws -> BuildFixture {
    let fixture = try BuildFixture()
    try fixture.project.write(
      """
      {
        "packageName": "test.themes",
        "outputs": ["runtime", "xcassets", "android"],
        "assets": { "icon": { "source": "master", "tint": "template" } },
        "appIcon": { "master": "Icons/Glyph.svg", "tint": "template", "background": "#FFFFFF" }
      }
      """, to: "themepack.json")
    try fixture.project.write(glyph, to: "Icons/Glyph.svg")
    var png = RGBAImage(width: 32, height: 32, fill: .clear)
    for y in 8..<24 { for x in 8..<24 { png[x, y] = ThemeRGBA(red: 255, green: 255, blue: 255) } }
    try fixture.project.writePNG(png, to: "Icons/b.png")
    try fixture.project.writeTheme(
      "b", color: "#3366CC", extra: #", "appIcon": {"name": "Bee", "master": "Icons/b.png"}"#)
    return fixture
  }
}
