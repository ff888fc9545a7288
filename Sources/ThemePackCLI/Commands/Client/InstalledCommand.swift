import Foundation
import ThemePackClient

/// `themepack installed --into DIR`: lists the themes under an install root.
struct InstalledCommand: Command {
  static let name = "installed"
  static let summary = "List the themes installed under a folder and which version is current."
  static let into = OptionDeclaration.option(
    "--into", placeholder: "<dir>", help: "The install root 'themepack install' wrote.", required: true)
  static let options = [into]
  static let discussion = """
    Prints one line per theme, sorted: its name, the current version, and the version
    kept before it if any (only versions whose folders are whole). Prints nothing when
    nothing is installed. A theme whose 'current' pointer is damaged (empty, garbage, a
    folder, a FIFO, a link, or naming a missing version) is not listed: a warning on
    standard error names it, and installing that theme again repairs it. Exit 1 when
    the folder cannot be read.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let library = ThemeLibrary(root: URL(fileURLWithPath: arguments.required(into), isDirectory: true))
    let themes = try library.installedThemes()
    let width = themes.map(\.theme.count).max() ?? 0
    for item in themes {
      let padding = String(repeating: " ", count: width - item.theme.count)
      let kept = item.versions.filter { $0 != item.current }
      let tail = kept.isEmpty ? "" : "  kept \(kept.joined(separator: ", "))"
      console.print("\(item.theme)\(padding)  current \(item.current)\(tail)")
    }
    for (theme, problem) in try library.damagedThemes() {
      console.warning(
        "theme '\(theme)' is damaged: \(problem); 'themepack install --theme \(theme)' repairs it")
    }
    return .success
  }
}
