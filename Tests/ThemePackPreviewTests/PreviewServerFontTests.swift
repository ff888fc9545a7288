import Foundation
import Testing
import ThemePackPreview
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The live preview serves a theme's font file for its `@font-face` with a font content type,
/// and its page's policy lets the page load fonts from the server only.
@Suite("Preview server: the theme's fonts")
struct PreviewServerFontTests {
  @Test func wisteriasFontIsServedAsAFontAndThePolicyAllowsIt() throws {
    let sample = try ServedSample()
    sample.themes = ["wisteria"]
    let server = try sample.start()
    defer { server.stop() }
    let page = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(page.status == 200)
    #expect(page.text.contains("src:url('fonts/wisteria/1.ttf') format('truetype')"))
    let policy = try #require(page.headers["content-security-policy"])
    #expect(policy.contains("font-src 'self'") && policy.contains("default-src 'none'"))
    let font = try LoopbackHTTPClient.fetch(port: server.port, "/fonts/wisteria/1.ttf")
    #expect(font.status == 200)
    #expect(font.headers["content-type"] == "font/ttf")
    #expect(font.headers["cross-origin-resource-policy"] == "same-origin")
    let original = try Data(
      contentsOf: Golden.repositoryRoot.appendingPathComponent(
        "Assets/Themes/wisteria/Fonts/Comfortaa-Bold.ttf"))
    #expect(font.body == Array(original))
  }
}
