import Foundation
import Testing
import ThemePackPreview
import ThemePackTestSupport

/// `PreviewServer` on a copy of the sample, over real loopback sockets. The only deadlines
/// are functional ones: a save shows within 10 s.
@Suite("Preview server: served on loopback, redrawn on save")
struct PreviewServerTests {
  /// With the kernel's notices and with polling forced: the page has a colour input, the
  /// event stream sends `reload` after blue's colour is saved by rename, and the page then
  /// shows the new colour.
  @Test(arguments: [false, true])
  func aSavedColourReloadsThePage(forcePolling: Bool) throws {
    let sample = try ServedSample()
    let server = try sample.start(forcePolling: forcePolling)
    defer { server.stop() }
    #expect(server.watching == (forcePolling ? "polling" : "inotify"))
    #expect(server.url == "http://127.0.0.1:\(server.port)/")

    let page = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(page.status == 200)
    #expect(page.headers["content-type"] == "text/html; charset=utf-8")
    #expect(page.text.contains(##"<input type="color" name="color" value="#226baa">"##))
    #expect(page.text.contains(#"new EventSource("/events")"#))
    let policy = try #require(page.headers["content-security-policy"])
    #expect(policy.contains("script-src 'sha256-") && policy.contains("default-src 'none'"))

    let stream = try LoopbackHTTPClient(port: server.port, target: "/events", timeout: 1)
    let head = try stream.head()
    #expect(head.status == 200)
    #expect(head.headers["content-type"] == "text/event-stream; charset=utf-8")
    let first = try #require(stream.nextEvent(before: Date() + 10))
    #expect(first.name == "reload")

    try sample.saveBlueTheme(ServedSample.blueTheme(color: "#B02E0C"))
    let next = try #require(stream.nextEvent(before: Date() + 10), "no reload within 10 s of the save")
    #expect(next.name == "reload" && next.data != first.data)
    let after = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(after.text.contains(##"<td class="hex">#B02E0C</td>"##))
    #expect(after.text.contains(##"value="#b02e0c""##))
  }

  /// Only names inside the rendered folder are served: no "..", encoded or not, no absolute
  /// paths, no links placed inside it; other methods are refused and other hosts forbidden.
  @Test func requestsOutsideTheFolderAreRefused() throws {
    let sample = try ServedSample()
    let server = try sample.start()
    defer { server.stop() }
    let preview = sample.output + "/preview"
    try FileManager.default.createSymbolicLink(
      atPath: preview + "/link-out", withDestinationPath: sample.assets + "/themepack.json")
    try FileManager.default.createSymbolicLink(
      atPath: preview + "/images/link-folder", withDestinationPath: sample.assets + "/Themes/blue")
    let refused = [
      "/../themepack.json", "/%2e%2e/themepack.json", "/%2E%2E/%2E%2E/etc/passwd", "/..%2fthemepack.json",
      "/images/../../Assets/themepack.json", "/./index.html", "//etc/passwd", "/etc/passwd",
      "/%2Fetc%2Fpasswd", sample.assets + "/themepack.json", "/link-out", "/images/link-folder/theme.json",
      "/images", "/missing.png", "/index.html%00.png", "/images%5c..%5c..%5cthemepack.json",
    ]
    for target in refused {
      let response = try LoopbackHTTPClient.fetch(port: server.port, target)
      #expect(response.status == 404, "\(target)")
      #expect(!response.text.contains("packageName"), "\(target)")
    }

    let sheet = try LoopbackHTTPClient.fetch(port: server.port, "/blue.png")
    #expect(sheet.status == 200)
    #expect(sheet.headers["content-type"] == "image/png")
    #expect(Array(sheet.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    let head = try LoopbackHTTPClient.fetch(port: server.port, "/", method: "HEAD")
    #expect(head.status == 200 && head.body.isEmpty && head.headers["content-length"] != "0")
    for method in ["POST", "PUT", "DELETE", "OPTIONS"] {
      let response = try LoopbackHTTPClient.fetch(port: server.port, "/", method: method)
      #expect(response.status == 405, "\(method)")
      #expect(response.headers["allow"] == "GET, HEAD")
    }
    let rebound = try LoopbackHTTPClient.fetch(port: server.port, "/", host: "attacker.example")
    #expect(rebound.status == 403)
    let named = try LoopbackHTTPClient.fetch(port: server.port, "/", host: "localhost:\(server.port)")
    #expect(named.status == 200)
  }

  /// Any address but the loopback one is refused before anything listens.
  @Test(arguments: ["0.0.0.0", "192.168.1.10", "::", "::1", "127.0.0.2", "example.com", ""])
  func anAddressOtherThanLoopbackIsRefused(host: String) throws {
    let sample = try ServedSample()
    #expect(throws: PreviewServerError.notLoopback(host)) {
      _ = try PreviewServer(options: sample.options, host: host, port: 0) { _ in }
    }
    #expect(PreviewServer.isLoopback("127.0.0.1") && PreviewServer.isLoopback("LOCALHOST"))
  }

  /// A save that does not read shows its problems on the page above the last good preview,
  /// the server keeps running, and the next good save clears them.
  @Test func aBrokenSaveShowsItsProblemsAndTheNextSaveRecovers() throws {
    let sample = try ServedSample()
    let server = try sample.start()
    defer { server.stop() }
    let stream = try LoopbackHTTPClient(port: server.port, target: "/events", timeout: 1)
    _ = try stream.head()
    _ = try #require(stream.nextEvent(before: Date() + 10))

    try sample.saveBlueTheme(##"{ "version": "1.1.0", "color": "#E4572E", "##)
    _ = try #require(stream.nextEvent(before: Date() + 10), "no reload after the broken save")
    let broken = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(broken.status == 200)
    #expect(broken.text.contains(#"class="card live-problems" role="alert""#))
    #expect(broken.text.contains("theme.json"))
    #expect(broken.text.contains(#"data-theme="blue""#), "the last good page stays")
    #expect(sample.events.contains { if case .renderFailed = $0 { true } else { false } })

    try sample.saveBlueTheme(ServedSample.blueTheme(color: "#B02E0C"))
    _ = try #require(stream.nextEvent(before: Date() + 10), "no reload after the fixing save")
    let fixed = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(!fixed.text.contains(#"class="card live-problems""#))
    #expect(fixed.text.contains(##"<td class="hex">#B02E0C</td>"##))
  }

  /// A colour tried from the page is drawn as a hypothetical theme; the project is untouched.
  @Test func aTriedColourIsDrawnAndNothingIsWrittenToTheProject() throws {
    let sample = try ServedSample()
    let before = FolderSnapshot(sample.assets)
    let server = try sample.start()
    defer { server.stop() }
    let tried = try LoopbackHTTPClient.fetch(port: server.port, "/try?theme=blue&color=%23E4572E")
    #expect(tried.status == 303)
    #expect(tried.headers["location"] == "/#theme-try-E4572E")
    let page = try LoopbackHTTPClient.fetch(port: server.port, "/")
    #expect(page.text.contains(#"data-theme="try-E4572E""#))
    #expect(page.text.contains(##"value="#e4572e""##), "the input keeps the tried colour")
    // Drawn as blue is: its bar title in blue's onColor and the pair's contrast badges.
    let tryStart = try #require(page.text.range(of: #"data-theme="try-E4572E""#))
    let section = page.text[tryStart.lowerBound...]
    let end = try #require(section.range(of: "</section>"))
    let tryTheme = String(section[..<end.lowerBound])
    #expect(tryTheme.contains(#"<span class="navbar-title" data-color="onColor""#))
    #expect(tryTheme.contains("Tried from blue's colour input"))
    #expect(tryTheme.contains(#"<p class="bar-contrast">Title <code>onColor</code>"#))
    #expect(tryTheme.contains("onColor on color"))
    #expect(FolderSnapshot(sample.assets) == before)

    #expect(try LoopbackHTTPClient.fetch(port: server.port, "/try?theme=nope&color=%23000000").status == 404)
    #expect(try LoopbackHTTPClient.fetch(port: server.port, "/try?theme=blue&color=orange").status == 400)
    #expect(try LoopbackHTTPClient.fetch(port: server.port, "/try?theme=blue").status == 400)
  }

  /// `stop()` ends the event stream and every thread in time. (Whether the freed port
  /// refuses connections is not asked: another test's listener may take it meanwhile.)
  @Test func stopClosesTheStreamAndTheListener() throws {
    let sample = try ServedSample()
    let server = try sample.start()
    let stream = try LoopbackHTTPClient(port: server.port, target: "/events", timeout: 1)
    _ = try stream.head()
    _ = try #require(stream.nextEvent(before: Date() + 10))
    #expect(server.stop(), "every thread ended within a second")
    #expect(stream.nextEvent(before: Date() + 10) == nil, "the stream ended")
  }
}
