import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPreview
import ThemePackProject

/// The preview shows every font with a sample drawn in it and every component role with its
/// colours and font; a family that could end the CSS string is left out of the style.
@Suite("preview: fonts and components")
struct PreviewTypographyTests {
  static func theme(fonts: [String: FontSpec], components: [String: ComponentSpec] = [:]) -> PreviewTheme {
    let blue = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255)
    let white = ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 255)
    let dark = ThemeRGBA(red: 158, green: 202, blue: 255, alpha: 255)
    let colors = ThemeColors(
      values: [
        "color": AppearanceValues(light: blue, dark: dark, lightHighContrast: blue, darkHighContrast: dark),
        "onColor": AppearanceValues(
          light: white, dark: white, lightHighContrast: white, darkHighContrast: white),
      ], checks: [], cycle: [])
    return PreviewTheme(
      name: "blue", color: blue, darkColor: dark, assets: [], colors: colors, fonts: fonts,
      components: components)
  }

  @Test func everyFontHasASampleInItsFamilySizeAndWeight() {
    let html = PreviewTypographyWriter.html(
      Self.theme(fonts: [
        "title": FontSpec(family: "PingFangSC-Semibold", size: 17, weight: .semibold, textStyle: .headline),
        "body": FontSpec(family: "Helvetica Neue", size: 15.5),
      ])
    ).markup
    #expect(html.contains("<h3>Fonts</h3>"))
    #expect(
      html.contains(
        #"<span class="font-sample" style="font-family: &#39;PingFangSC-Semibold&#39;, system-ui; font-size: 17px; font-weight: 600">The quick brown fox"#
      ))
    #expect(html.contains("PingFangSC-Semibold · 17 pt · semibold · headline"))
    #expect(html.contains(#"style="font-family: &#39;Helvetica Neue&#39;, system-ui; font-size: 15.5px">"#))
    #expect(
      html.range(of: #"data-font="body""#)!.lowerBound < html.range(of: #"data-font="title""#)!.lowerBound)
    #expect(!html.contains("<h3>Components</h3>"))
  }

  @Test func componentRolesShowTheirColoursAndFont() {
    let html = PreviewTypographyWriter.html(
      Self.theme(
        fonts: ["title": FontSpec(family: "Avenir", size: 20)],
        components: [
          "alertView": ComponentSpec(roles: [
            "title": ComponentRole(color: "onColor", font: "title"),
            "background": ComponentRole(color: "color"),
          ])
        ])
    ).markup
    #expect(html.contains("<h3>Components</h3>"))
    #expect(html.contains(#"<th scope="row">alertView.title</th>"#))
    #expect(html.contains(#"onColor <span class="hex">#FFFFFF</span>"#))
    #expect(html.contains(#"color <span class="hex">#226BAA</span>"#))
    #expect(html.contains(#"color <span class="hex">#9ECAFF</span>"#))
    #expect(html.contains(#"style="font-family: &#39;Avenir&#39;, system-ui; font-size: 20px">title</span>"#))
    #expect(html.contains(#"data-role="background""#))
  }

  @Test(arguments: ["Evil'; background: url(x)", "Quote\"Font", "Back\\slash", "<script>"])
  func aFamilyThatCouldEndTheCSSStringIsLeftOut(_ family: String) {
    let font = FontSpec(family: family, size: 12)
    #expect(PreviewTypographyWriter.style(font) == "font-family: system-ui; font-size: 12px")
    let html = PreviewTypographyWriter.html(Self.theme(fonts: ["odd": font])).markup
    #expect(!html.contains("<script>"))
    #expect(!html.contains("url(x)\">"))
  }

  @Test func aThemeWithoutFontsOrComponentsShowsNothing() {
    #expect(PreviewTypographyWriter.html(Self.theme(fonts: [:])).markup.isEmpty)
  }
}
