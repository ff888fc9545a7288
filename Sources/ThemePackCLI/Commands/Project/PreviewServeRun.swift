import Foundation
import ThemePackBuild
import ThemePackNative
import ThemePackPreview
import ThemePackProject

/// `themepack preview --serve`: starts a `PreviewServer`, prints what it reports, and waits
/// for `SIGINT` or `SIGTERM` to stop it.
///
/// Both signals are blocked before any thread starts (threads inherit the mask), so neither
/// ends the process while a file is half written; the main thread takes them with
/// `StopSignals.wait`, closes the server and returns success.
enum PreviewServeRun {
  static func run(_ options: BuildOptions, host: String?, port: Int?, console: Console) throws -> ExitCode {
    let host = host ?? PreviewServer.loopbackAddress
    guard PreviewServer.isLoopback(host) else {
      throw UsageError(PreviewServerError.notLoopback(host).description)
    }
    StopSignals.block()
    let server = try PreviewServer(
      options: options, host: host, port: port ?? PreviewServer.defaultPort,
      report: { event in show(event, console: console) })
    server.start()
    var signal: StopSignals.Signal?
    while signal == nil { signal = StopSignals.wait(timeoutMilliseconds: 1000) }
    console.note("stopping (\(signal!.name))")
    server.stop()
    return .success
  }

  /// One line (or a few) per event: the address on standard output, the rest on standard error.
  static func show(_ event: PreviewServerEvent, console: Console) {
    switch event {
    case .listening(let url):
      console.print("serving \(url) (Ctrl-C stops)")
    case .watching(let folder, let how):
      console.note("watching \(folder) for saves (\(how))")
    case .rendered(let themes, let seconds, let warnings):
      if !warnings.isEmpty { console.writeError(FindingFormatter.format(warnings, as: .text)) }
      let time = String(format: "%.2f", seconds)
      console.note("rendered \(themes) \(themes == 1 ? "theme" : "themes") in \(time) s")
    case .renderFailed(let problems):
      console.error("the preview did not render; the page shows the last good one and these:")
      console.writeError(problems.map { "  \($0)\n" }.joined())
    case .tried(let theme, let color):
      console.note("trying \(color) (from the input of '\(theme)')")
    }
  }
}
