import Foundation
import ThemePackArchive
import ThemePackClient

/// `themepack themes --index FILE|URL --public-key KEY... [--into DIR] [--json]`: the
/// verified catalogue a theme picker shows, through `ThemePackClient`.
struct ThemesCommand: Command {
  static let name = "themes"
  static let summary = "List the themes a signed index offers, as an app's theme picker would."
  static let index = ClientArguments.index
  static let publicKey = ClientArguments.publicKey
  static let into = OptionDeclaration.option(
    "--into", placeholder: "<dir>",
    help: "An install root: show what is installed, and refuse an index older than it accepted.")
  static let timeout = ClientArguments.timeout
  static let json = OptionDeclaration.flag("--json", help: "Print the catalogue as JSON.")
  static let preRelease = ClientArguments.preRelease
  static let options = [index, publicKey, into, preRelease, timeout, json]
  static let discussion = """
    Fetches the index and its signature as 'themepack install' does and lists nothing
    unless the index is signed by one of the given keys (and, with --into, is not older
    than the newest index accepted there). Prints one line per theme, sorted: its name,
    the newest version this client reads (SemVer precedence; a pre-release only with
    --pre-release), the package's size, its theme colour, and the
    version installed under --into. Writes nothing but, when --into exists, the newest
    accepted index there (so an older index is refused afterwards). Exit 0 when listed,
    1 naming the refusal.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    // Without --into, a root that does not exist: nothing installed, nothing accepted yet.
    let root =
      arguments.text(into).map { URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "themepack-no-root-" + UUID().uuidString, isDirectory: true)
    var installer = ThemeInstaller(
      root: root, publicKeys: try ClientArguments.publicKeys(arguments),
      timeout: ClientArguments.timeout(arguments))
    installer.allowsPreReleases = arguments.flag(preRelease)
    let indexURL = ClientArguments.indexURL(arguments)
    let catalog = try AsyncBridge.wait { [installer] () async throws(ThemeInstallError) -> ThemeCatalog in
      try await installer.catalog(indexURL: indexURL)
    }
    if arguments.flag(json) {
      console.writeOutput(JSONWriter().string(Self.json(catalog)))
    } else {
      for line in Self.lines(catalog) { console.print(line) }
    }
    return .success
  }

  /// `{"sequence": 7, "date": …, "themes": [{"name", "version", "size", "color", "darkColor",
  /// "installedVersion"}]}`; absent values are left out.
  static func json(_ catalog: ThemeCatalog) -> JSONValue {
    var root: [String: JSONValue] = [
      "sequence": .number(Double(catalog.sequence)),
      "themes": .array(
        catalog.themes.map { theme in
          var members: [String: JSONValue] = [
            "name": .string(theme.name), "version": .string(theme.version),
            "size": .number(Double(theme.size)),
          ]
          members["color"] = theme.color.map(JSONValue.string)
          members["darkColor"] = theme.darkColor.map(JSONValue.string)
          members["installedVersion"] = theme.installedVersion.map(JSONValue.string)
          return .object(members)
        }),
    ]
    root["date"] = catalog.date.map(JSONValue.string)
    return .object(root)
  }

  /// `blue      1.2.0  79 KB  #226BAA  installed 1.1.0, update`, columns aligned.
  static func lines(_ catalog: ThemeCatalog) -> [String] {
    let rows = catalog.themes.map { theme -> [String] in
      let state =
        theme.installedVersion.map { "installed \($0)" + (theme.offersUpdate ? ", update" : "") } ?? ""
      return [theme.name, theme.version, "\((theme.size + 1023) / 1024) KB", theme.color ?? "-", state]
    }
    let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      let cells = (0..<4).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }
      return (cells + [row[4]]).joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
  }
}
