import Foundation
import Testing
import ThemePackPreview
import ThemePackTestSupport

/// Issue 47's live-preview fixes: no response another site may load, one event stream for
/// every tab, and what a stopped render left removed at the next start.
@Suite("Preview server: same-origin resources, one stream for all tabs, leftovers removed")
struct PreviewServerIsolationTests {
  /// Every answer (page, image, refusal, event stream) says `same-origin`: an `<img>` on
  /// another site cannot probe which themes exist.
  @Test func everyResponseIsSameOriginOnly() throws {
    let sample = try ServedSample()
    let server = try sample.start()
    defer { server.stop() }
    let page = try LoopbackHTTPClient.fetch(port: server.port, "/")
    let image = try #require(
      page.text.components(separatedBy: "src=\"").dropFirst().first { $0.hasPrefix("images/") }?
        .split(separator: "\"").first.map(String.init))
    for target in ["/", "/" + image, "/missing.png", "/try?theme=nope&color=%23000000"] {
      let answer = try LoopbackHTTPClient.fetch(port: server.port, target)
      #expect(answer.headers["cross-origin-resource-policy"] == "same-origin", "\(target): \(answer.status)")
    }
    let stream = try LoopbackHTTPClient(port: server.port, target: "/events", timeout: 1)
    #expect(try stream.head().headers["cross-origin-resource-policy"] == "same-origin")
  }

  /// The page's script shares one stream between tabs: a Web Lock elects the tab that opens
  /// `/events`, a BroadcastChannel carries its numbers; a tried colour ignores reloads.
  @Test func thePageSharesOneEventStreamBetweenTabs() throws {
    let sample = try ServedSample()
    let server = try sample.start()
    defer { server.stop() }
    let page = try LoopbackHTTPClient.fetch(port: server.port, "/").text
    #expect(page.contains(#"navigator.locks.request("themepack-preview-events", listen)"#))
    #expect(page.contains(#"new BroadcastChannel("themepack-preview")"#))
    #expect(page.components(separatedBy: "new EventSource(").count == 2, "one place opens a stream")
    #expect(page.contains("leaving = true; input.form.submit();"))
  }

  /// A staging folder and a swapped-out folder of a process that has ended are removed when
  /// the server starts; one of a process still running (this one) is kept.
  @Test func aStoppedRendersLeftoversAreRemovedAtTheNextStart() throws {
    let sample = try ServedSample()
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let dead = ended.processIdentifier
    let live = ProcessInfo.processInfo.processIdentifier
    let names = [
      ".preview.staging-\(dead)-1a2b", ".preview.old-\(dead)-3c4d", ".preview.staging-\(live)-5e6f",
    ]
    for name in names {
      let folder = sample.output + "/" + name + "/images"
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try Data(repeating: 7, count: 4096).write(to: URL(fileURLWithPath: folder + "/blue.png"))
    }
    let server = try sample.start()
    defer { server.stop() }
    let left = try FileManager.default.contentsOfDirectory(atPath: sample.output).filter {
      $0.hasPrefix(".preview")
    }
    #expect(left == [names[2]], "\(left)")
    #expect(FileManager.default.fileExists(atPath: sample.output + "/preview/index.html"))
  }
}
