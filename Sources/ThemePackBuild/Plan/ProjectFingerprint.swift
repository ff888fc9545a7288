import ThemePackProject
import ThemePackSupport

/// One SHA-256 over everything a build of the whole project reads: the bytes of
/// `themepack.json`, and every theme's name, version and source digest
/// (`ThemeSourceDigest`: colours, config entries, the bytes of every source file).
///
/// Shards record it so `themepack merge` can refuse shards built from different
/// checkouts. A source file shared by many themes (a master) is hashed once.
package enum ProjectFingerprint {
  package static func of(_ project: ThemeProject) -> String {
    let reader = project.reader
    var hashes: [String: String] = [:]
    let hash = { (path: String) -> String in
      if let known = hashes[path] { return known }
      let value = (try? reader.bytes(at: path)).map { SHA256.hex(of: $0) } ?? "unreadable"
      hashes[path] = value
      return value
    }
    var text = "themepack-project 1\nconfig \(hash(project.assetsPath + "/" + ProjectLoader.configName))\n"
    for theme in project.themes {
      let digest = ThemeSourceDigest.digest(of: theme, in: project, hash: hash)
      text += "theme \(theme.name) \(theme.version) \(digest)\n"
    }
    return SHA256.hex(of: Array(text.utf8))
  }
}
