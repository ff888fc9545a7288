import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackNative
import ThemePackProject
import ThemePackSupport

/// `themepack preview --serve`: the preview over HTTP on 127.0.0.1, drawn again on every
/// save and reloaded in the browser by itself.
///
/// - Listens on `127.0.0.1:port` only (`LoopbackListener`); `port` 0 takes a free one.
///   Requests must name 127.0.0.1 or localhost in `Host` (a page elsewhere cannot reach it
///   through a rebound DNS name); only `GET` and `HEAD` are answered (405 otherwise).
///   `/try` and `/events` are refused (403) when the browser says another site asked
///   (`Sec-Fetch-Site` `cross-site` or `same-site`, or an `Origin` other than this server's),
///   so a page elsewhere can neither force renders nor hold the connections.
/// - Routes: `/` the live page (`PreviewLivePage`: the rendered `index.html` with a script,
///   a colour input per theme and the problems of the last save); `/events` the event stream
///   (`text/event-stream`): a `reload` event carrying the render's number on connecting and
///   after each render; `/try?theme=NAME&color=%23RRGGBB` draws the preview again with a
///   hypothetical theme in that colour (the `--try-color` path; the theme's last try is
///   replaced) and answers 303 to its section; any other path is a file of the rendered
///   folder (`PreviewServedFile`: no "..", no links; 404 otherwise).
/// - Watches the project (`FolderWatcher`: inotify, polling where it is missing) and draws
///   again 100 ms after the last change of a burst, into `<output>/preview` through a
///   staging folder (`ProjectPreview.render`), so a failed render leaves the last good page;
///   its problems show on the page and the server keeps running.
/// - `stop()` closes the listener and every connection and ends the watcher.
///
/// The library never prints: it reports through `report` (`PreviewServerEvent`), from any
/// of its threads.
package final class PreviewServer: @unchecked Sendable {
  /// The default port of `--serve`.
  package static let defaultPort = 8765
  /// The one address served on.
  package static let loopbackAddress = "127.0.0.1"

  /// How the served preview's images are compressed: libdeflate's fastest level, no row
  /// filter. Compression was three fifths of a render of the sample at the default
  /// settings; over loopback the bigger files cost nothing.
  package static let encoding = PNGEncodeOptions(compressionLevel: 1, filter: .none, strategy: .default)

  /// The debounce: a render starts once the project has been quiet this long.
  static let quietMilliseconds = 100

  private let options: BuildOptions
  private let report: @Sendable (PreviewServerEvent) -> Void
  private let listener: LoopbackListener
  private let watcher: FolderWatcher
  private let lock = NSLock()
  private let renderLock = NSLock()
  private let threads = DispatchGroup()

  // Guarded by `lock`.
  private var stopping = false
  private var connections = 0
  private var generation = 0
  private var problems: [String] = []
  private var themeInputs: [PreviewLivePage.ThemeInput] = []
  /// Theme name → the colour tried from its input, in the order tried.
  private var tried: [(theme: String, color: ThemeRGBA)] = []

  /// The port listened on.
  package var port: Int { listener.port }
  /// `http://127.0.0.1:PORT/`.
  package var url: String { "http://127.0.0.1:\(port)/" }
  /// How saves are noticed: `"inotify"` or `"polling"`.
  package var watching: String { watcher.mode == .notices ? "inotify" : "polling" }

  /// Listens on `host:port` (`host` must be 127.0.0.1 or localhost) and watches
  /// `options.assetsPath`; nothing is served until `start()`. `forcePolling` watches by
  /// polling even where inotify works.
  package init(
    options: BuildOptions, host: String = loopbackAddress, port: Int = defaultPort,
    forcePolling: Bool = false, report: @escaping @Sendable (PreviewServerEvent) -> Void
  ) throws(PreviewServerError) {
    guard Self.isLoopback(host) else { throw .notLoopback(host) }
    do {
      listener = try LoopbackListener(port: port)
    } catch {
      throw .cannotListen(port: port, reason: error.description)
    }
    var rendered = options
    rendered.useCache = false
    rendered.encoding = Self.encoding
    self.options = rendered
    self.report = report
    watcher = FolderWatcher(
      root: options.assetsPath, excluding: [InstallTarget(options).output], forcePolling: forcePolling)
  }

  /// Whether `host` names the loopback address the preview serves on: `127.0.0.1` or
  /// `localhost` (any case).
  package static func isLoopback(_ host: String) -> Bool {
    host == loopbackAddress || host.lowercased() == "localhost"
  }

  /// Removes what a stopped render left beside the preview folder (`PreviewLeftovers`),
  /// draws the preview once, then serves and watches on threads of its own; returns at once
  /// after reporting `.listening`.
  package func start() {
    // A render stopped part way (the server killed mid-save) left its staging folder.
    PreviewLeftovers.remove(besides: InstallTarget(options).path(ProjectPreview.folderName))
    render()
    report(.watching(folder: options.assetsPath, how: watching))
    report(.listening(url: url))
    spawn { self.acceptLoop() }
    spawn { self.watchLoop() }
  }

  /// Stops serving: the listener and every connection are closed and the watcher ends,
  /// within about a tenth of a second. A render under way is not waited for beyond
  /// `seconds` (it cannot be interrupted, and a process that exits meanwhile leaves the last
  /// page in place: the render swaps its staging folder in with one rename). Safe to call
  /// twice; returns whether every thread ended in time.
  @discardableResult
  package func stop(waitingAtMost seconds: Double = 1) -> Bool {
    lock.withLock { stopping = true }
    return threads.wait(timeout: .now() + seconds) == .success
  }

  private var isStopping: Bool { lock.withLock { stopping } }

  private func spawn(_ body: @escaping @Sendable () -> Void) {
    threads.enter()
    let thread = Thread {
      body()
      self.threads.leave()
    }
    thread.stackSize = 1 << 20
    thread.start()
  }

  // MARK: Rendering

  /// Draws the preview with the tried colours; on failure keeps the last good page and
  /// records the problems. Either way the page's number goes up, so browsers reload.
  private func render() {
    renderLock.withLock {
      var options = options
      let tries = lock.withLock { tried }
      for entry in tries where !options.hypotheticalColors.contains(entry.color) {
        options.hypotheticalColors.append(entry.color)
      }
      let started = Date()
      var found: [String] = []
      do {
        let result = try ProjectPreview.render(
          options, linkingUnchanged: true, triedFrom: tries.map { ($0.color, $0.theme) })
        let inputs = zip(result.themes, result.colors)
          .filter { !result.hypotheticalThemes.contains($0.0) }
          .map { name, color in
            let shown = tries.last { $0.theme == name }?.color ?? color
            return PreviewLivePage.ThemeInput(
              name: name, color: "#" + shown.hexString.dropFirst().prefix(6).lowercased())
          }
        lock.withLock { themeInputs = inputs }
        report(
          .rendered(
            themes: result.themes.count, seconds: Date().timeIntervalSince(started),
            warnings: result.lint.findings))
      } catch BuildError.lintFailed(let lint) {
        found = lint.findings.filter { $0.severity == .error }.map(\.description)
        if found.isEmpty { found = lint.findings.map(\.description) }
      } catch {
        found = [String(describing: error)]
      }
      lock.withLock {
        problems = found
        generation += 1
      }
      if !found.isEmpty { report(.renderFailed(problems: found)) }
    }
  }

  /// Waits for saves and draws again after each quiet burst.
  private func watchLoop() {
    defer { watcher.close() }
    while !isStopping {
      guard watcher.next(timeoutMilliseconds: Self.quietMilliseconds) else { continue }
      while !isStopping && watcher.next(timeoutMilliseconds: Self.quietMilliseconds) {}
      if !isStopping { render() }
    }
  }

  // MARK: Serving

  /// At most this many connections are served at once (each has a thread; an open page
  /// holds one for its event stream); more are answered 503 at once. Tests lower it, before
  /// `start()`.
  var maximumConnections = 64
  /// How long a request head may take to arrive (408 after it). Tests shorten it, before
  /// `start()`.
  var headSeconds: Double = 10

  private func acceptLoop() {
    defer { listener.close() }
    while !isStopping {
      guard let connection = try? listener.accept(timeoutMilliseconds: 100) else { continue }
      let admitted = lock.withLock {
        guard connections < maximumConnections else { return false }
        connections += 1
        return true
      }
      guard admitted else {
        try? connection.send(
          PreviewResponse.text(503, "too many connections").bytes(includingBody: true),
          timeoutMilliseconds: 1000)
        connection.close()
        continue
      }
      spawn {
        self.serve(connection)
        self.lock.withLock { self.connections -= 1 }
      }
    }
  }

  /// Answers one connection: one request, or the event stream until either side stops.
  private func serve(_ connection: SocketConnection) {
    defer { connection.close() }
    let response: PreviewResponse
    switch PreviewRequestReader.head(from: connection, seconds: headSeconds, isStopping: { self.isStopping })
    {
    case .failure(let refusal):
      response = refusal.response
    case .success(let request):
      if request.method == "GET" && request.path == "/events"
        && PreviewSitePolicy.isAllowedHost(request.host, port: port)
        && !PreviewSitePolicy.isCrossSite(request, port: port)
      {
        streamEvents(connection)
        return
      }
      response = answer(request)
      send(response.bytes(includingBody: request.method != "HEAD"), on: connection)
      return
    }
    send(response.bytes(includingBody: true), on: connection)
  }

  /// How long one response, or one write of the event stream, may take in all: a browser
  /// that reads too slowly (or not at all) does not hold its thread longer.
  static let sendMilliseconds = 10_000

  /// Sends `bytes` within `sendMilliseconds`, giving up when the server stops; whether all
  /// were sent.
  @discardableResult
  private func send(_ bytes: [UInt8], on connection: SocketConnection) -> Bool {
    (try? connection.send(bytes, timeoutMilliseconds: Self.sendMilliseconds) { self.isStopping }) != nil
  }

  /// The answer to everything but the event stream.
  private func answer(_ request: PreviewRequest) -> PreviewResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .text(405, "the preview answers GET and HEAD only", headers: [("Allow", "GET, HEAD")])
    }
    guard PreviewSitePolicy.isAllowedHost(request.host, port: port) else {
      return .text(403, "the preview answers requests for 127.0.0.1:\(port) or localhost:\(port) only")
    }
    if request.path == "/try" || request.path == "/events", PreviewSitePolicy.isCrossSite(request, port: port)
    {
      return .text(403, "'\(request.path)' answers the preview's own page only, not another site")
    }
    switch request.path {
    case "/", "/index.html":
      return page()
    case "/try":
      return tryColor(request.query)
    default:
      let folder = InstallTarget(options).path(ProjectPreview.folderName)
      guard let components = PreviewServedFile.components(of: request.path),
        let bytes = PreviewServedFile.read(components, in: folder)
      else { return .text(404, "no such file in the preview") }
      var headers = [("Content-Type", PreviewServedFile.contentType(of: components.last!))]
      if components.last!.hasSuffix(".html") {
        headers.append(("Content-Security-Policy", PreviewLivePage.contentSecurityPolicy))
      }
      return PreviewResponse(status: 200, headers: headers, body: bytes)
    }
  }

  private func page() -> PreviewResponse {
    // The number first, then the file: a render finishing in between makes the page
    // carry an older number than its content, so it reloads once more, never too few times.
    let (number, shown, inputs) = lock.withLock { (generation, problems, themeInputs) }
    let folder = InstallTarget(options).path(ProjectPreview.folderName)
    let file = PreviewServedFile.read(["index.html"], in: folder).map { String(decoding: $0, as: UTF8.self) }
    let html = PreviewLivePage.html(page: file, generation: number, problems: shown, themes: inputs)
    return PreviewResponse(
      status: 200,
      headers: [
        ("Content-Type", "text/html; charset=utf-8"),
        ("Content-Security-Policy", PreviewLivePage.contentSecurityPolicy),
      ], body: Array(html.utf8))
  }

  /// `/try?theme=NAME&color=%23RRGGBB`: draws the preview with that hypothetical colour and
  /// sends the browser to its section.
  private func tryColor(_ query: [String: String]) -> PreviewResponse {
    guard let theme = query["theme"], let text = query["color"] else {
      return .text(400, "'/try' needs 'theme' and 'color' (/try?theme=blue&color=%23E4572E)")
    }
    guard lock.withLock({ themeInputs.contains { $0.name == theme } }) else {
      return .text(404, "no theme '\(theme)' in the preview")
    }
    let color: ThemeRGBA
    do {
      color = try ColorParser.parse(text)
    } catch {
      return .text(400, "invalid colour '\(text)': \(error.description)")
    }
    lock.withLock {
      tried.removeAll { $0.theme == theme }
      tried.append((theme, color))
    }
    report(.tried(theme: theme, color: color.hexString))
    render()
    let name = "try-" + color.hexString.dropFirst()
    return PreviewResponse(
      status: 303, headers: [("Location", "/#" + (sectionAnchor(of: name) ?? "main"))])
  }

  /// The `id` of the section of theme `name` in the rendered page.
  private func sectionAnchor(of name: String) -> String? {
    let folder = InstallTarget(options).path(ProjectPreview.folderName)
    guard let bytes = PreviewServedFile.read(["index.html"], in: folder) else { return nil }
    let page = String(decoding: bytes, as: UTF8.self)
    guard let marker = page.range(of: "\" data-theme=\"\(HTML.escape(name))\"") else { return nil }
    guard let open = page.range(of: "id=\"", options: .backwards, range: page.startIndex..<marker.lowerBound)
    else { return nil }
    return String(page[open.upperBound..<marker.lowerBound])
  }

  /// Sends a `reload` event with the current render's number on connecting and after each
  /// render (looked up every 25 ms: a thread per open page, idle in `poll` between looks), a
  /// comment every 15 s so proxies and the browser keep the stream, until the browser goes
  /// away or the server stops.
  private func streamEvents(_ connection: SocketConnection) {
    guard send(PreviewResponse.eventStreamHead + Array("retry: 1000\n\n".utf8), on: connection) else {
      return
    }
    var sent: Int?
    var lastWrite = Date()
    while !isStopping {
      let current = lock.withLock { generation }
      if current != sent {
        guard send(Array("event: reload\ndata: \(current)\n\n".utf8), on: connection) else { return }
        sent = current
        lastWrite = Date()
      } else if Date().timeIntervalSince(lastWrite) > 15 {
        guard send(Array(": still here\n\n".utf8), on: connection) else { return }
        lastWrite = Date()
      }
      switch connection.wait(timeoutMilliseconds: 25) {
      case .timedOut: continue
      case .closed: return
      case .readable:
        // A browser sends nothing more on an event stream; bytes or the end both mean it left.
        guard let bytes = try? connection.read(maximum: 1024), !bytes.isEmpty else { return }
      }
    }
  }
}
