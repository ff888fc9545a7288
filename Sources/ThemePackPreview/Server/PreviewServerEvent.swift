import ThemePackProject

/// What a running `PreviewServer` reports to its owner (the command line prints these; the
/// library never prints).
package enum PreviewServerEvent: Sendable {
  /// Listening at `url` (`http://127.0.0.1:PORT/`).
  case listening(url: String)
  /// Watching `folder` for saves, with the kernel's notices (`"inotify"`) or by polling
  /// (`"polling"`).
  case watching(folder: String, how: String)
  /// The preview was drawn again: `themes` themes in `seconds`; `warnings` are the lint's.
  case rendered(themes: Int, seconds: Double, warnings: [Finding])
  /// The project could not be drawn (lint errors, or an error naming a file): the page shows
  /// `problems` above the last good preview until a save fixes them.
  case renderFailed(problems: [String])
  /// The page asked to try `color` (`#RRGGBB`) from the input of `theme`.
  case tried(theme: String, color: String)
}
