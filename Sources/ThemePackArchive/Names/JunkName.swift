/// Names of files operating systems and zip tools leave behind (`.DS_Store`, `__MACOSX`,
/// `._x` resource forks, `Thumbs.db` …): shared by the lint's `junk-file` rule and the
/// package verifier.
package enum JunkName {
  /// What the junk named `name` is, or nil when it is not junk.
  package static func kind(of name: String) -> String? {
    switch name {
    case ".DS_Store": return "macOS Finder metadata"
    case "__MACOSX": return "macOS zip metadata"
    case "Thumbs.db", "ehthumbs.db": return "a Windows thumbnail cache"
    case "desktop.ini": return "Windows folder settings"
    case "Icon\r": return "a macOS folder icon"
    default: return name.hasPrefix("._") ? "a macOS resource fork" : nil
    }
  }

  package static func isJunk(_ name: String) -> Bool { kind(of: name) != nil }
}
