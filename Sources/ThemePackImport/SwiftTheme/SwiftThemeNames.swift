/// The ThemePack names of imported SwiftTheme key paths: the last part
/// (`Global.barTintColor` → `barTintColor`), made valid; when two key paths share it, or it
/// is a name ThemePack reserves, the whole key path with `_` for `.`
/// (`ChangeThemeCell_buttonBackgroundColor`), then `_2`, `_3` … if still taken.
package enum SwiftThemeNames {
  /// A name for every key path of `keyPaths`, unique ignoring letter case and not in
  /// `reserved`; the renames beyond the last part, for the report.
  package static func assign(_ keyPaths: [String], reserved: Set<String> = [])
    -> (names: [String: String], renamed: [String])
  {
    let sorted = Array(Set(keyPaths)).sorted()
    var counts: [String: Int] = [:]
    for keyPath in sorted { counts[short(keyPath).lowercased(), default: 0] += 1 }
    var taken = Set(reserved.map { $0.lowercased() })
    var names: [String: String] = [:]
    var renamed: [String] = []
    for keyPath in sorted {
      let first = short(keyPath)
      var name = first
      if counts[first.lowercased()]! > 1 || taken.contains(first.lowercased()) {
        name = SourceName.unique(
          SourceName.valid(keyPath.replacingOccurrences(of: ".", with: "_")), among: taken)
        renamed.append("'\(keyPath)' became '\(name)': '\(first)' is taken")
      }
      taken.insert(name.lowercased())
      names[keyPath] = name
    }
    return (names, renamed)
  }

  /// The last part of `keyPath`, made a valid name.
  package static func short(_ keyPath: String) -> String {
    SourceName.valid(String(keyPath.split(separator: ".").last ?? ""), fallback: "value")
  }
}
