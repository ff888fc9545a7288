import Foundation
import Testing
import ThemePackBuild
import ThemePackPreview
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The repository's sample project copied into a temporary folder, served by a
/// `PreviewServer` on a free loopback port; the test stops it. Only blue is drawn, to keep
/// each render short.
final class ServedSample: @unchecked Sendable {
  let folder: TemporaryFolder
  var assets: String { folder.path("Assets") }
  var output: String { folder.path("Output") }
  private let lock = NSLock()
  private var reported: [PreviewServerEvent] = []

  init() throws {
    folder = try TemporaryFolder("themepack-serve")
    try FileManager.default.copyItem(
      at: Golden.repositoryRoot.appendingPathComponent("Assets"), to: URL(fileURLWithPath: assets))
  }

  /// The themes drawn: blue unless a test asks for others.
  var themes = ["blue"]

  /// The build options of the copy, `themes` only.
  var options: BuildOptions {
    BuildOptions(assetsPath: assets, outputPath: output, themes: themes, jobs: 2)
  }

  /// What the server reported so far.
  var events: [PreviewServerEvent] { lock.withLock { reported } }

  /// A started server on a port the system picks.
  func start(forcePolling: Bool = false) throws -> PreviewServer {
    let server = try PreviewServer(options: options, port: 0, forcePolling: forcePolling) { event in
      self.lock.withLock { self.reported.append(event) }
    }
    server.start()
    return server
  }

  /// Saves `text` as blue's `theme.json` the way editors do: a new file renamed over the old.
  func saveBlueTheme(_ text: String) throws {
    let path = assets + "/Themes/blue/theme.json"
    let temporary = assets + "/Themes/blue/.theme.json.saving"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    #expect(rename(temporary, path) == 0)
  }

  /// Blue's `theme.json` with `color` as its colour.
  static func blueTheme(color: String) -> String {
    """
    {
      "$schema": "../../Schemas/theme.schema.json",
      "version": "1.1.0",
      "color": "\(color)",
      "colors": {
        "onColor": { "value": "#FFFFFF", "on": "color", "use": "text" }
      }
    }

    """
  }
}
