import Foundation
import ThemePackClient

/// `themepack remove --theme NAME --into DIR`: takes an installed theme away, as an app's
/// settings would, through `ThemePackClient`.
struct RemoveCommand: Command {
  static let name = "remove"
  static let summary = "Remove an installed theme from an install root (ThemePackClient)."
  static let theme = OptionDeclaration.option(
    "--theme", placeholder: "<name>", help: "The theme to remove.", required: true)
  static let into = OptionDeclaration.option(
    "--into", placeholder: "<dir>", help: "The install root 'themepack install' wrote.", required: true)
  static let timeout = ClientArguments.timeout
  static let options = [theme, into, timeout]
  static let discussion = """
    Removes the theme's current pointer first (from then on it reads as not installed),
    then every version folder the installer made for it; files put there by anyone else
    stay. Waits for an install into the same root to finish its own work with the root
    (never its download). A theme that is not
    installed is said and is no error, unless the install root itself does not exist
    (a mistyped --into): that is never created, and exits 1 naming the folder. Exit 0,
    or 1 naming the problem.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let root = URL(fileURLWithPath: arguments.required(into), isDirectory: true)
    let installer = ThemeInstaller(
      root: root, publicKeys: [], timeout: ClientArguments.timeout(arguments))
    let name = arguments.required(theme)
    let removal = try AsyncBridge.wait { () async throws(ThemeInstallError) -> ThemeInstaller.Removal in
      try await installer.remove(theme: name)
    }
    guard let current = removal.current else {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue
      else {
        console.error("theme '\(name)' is not installed: the install root '\(root.path)' does not exist")
        return .failure
      }
      console.print("theme '\(name)' is not installed in '\(root.path)'")
      return .success
    }
    let versions = removal.removedVersions.joined(separator: ", ")
    console.print(
      "removed theme '\(removal.theme)' (current \(current); deleted \(versions.isEmpty ? "no folder" : versions)) from '\(root.path)'"
    )
    return .success
  }
}
