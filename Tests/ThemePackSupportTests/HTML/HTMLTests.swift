import Testing
import ThemePackSupport

/// `HTML` escapes every interpolation that is not markup itself, in text and in attributes.
@Suite("HTML: interpolations escaped")
struct HTMLTests {
  @Test(arguments: [
    ("plain", "plain"), ("a & b", "a &amp; b"), ("<x>", "&lt;x&gt;"), ("\"q\"", "&quot;q&quot;"),
    ("it's", "it&#39;s"), ("&amp;", "&amp;amp;"), ("ünï ×", "ünï ×"),
  ])
  func escape(text: String, expected: String) {
    #expect(HTML.escape(text) == expected)
    let html: HTML = "<p title=\"\(text)\">\(text)</p>"
    #expect(html.markup == "<p title=\"\(expected)\">\(expected)</p>")
  }

  @Test func markupInsideMarkupIsKept() {
    let inner: HTML = "<b>\("a<b")</b>"
    let outer: HTML = "<p>\(inner)</p>"
    #expect(outer.markup == "<p><b>a&lt;b</b></p>")
  }
}
