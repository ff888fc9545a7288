import ThemePackArchive

extension RuntimeManifest {
  /// The first font file the manifest cannot hold: a broken entry, two entries with one path
  /// or one PostScript name, or (in a package) an entry the `files` list lacks or gives
  /// another size or digest.
  package func fontFileProblem() -> (pointer: String, message: String, atKey: Bool)? {
    var paths: Set<String> = []
    var names: Set<String> = []
    let records = files.map { Dictionary($0.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first }) }
    for (index, font) in fontFiles.enumerated() {
      let pointer = "/fontFiles/\(index)"
      if let (path, message) = font.firstProblem() { return (pointer + path, message, false) }
      guard paths.insert(font.path).inserted else {
        return (pointer + "/path", "'\(font.path)' is listed twice", false)
      }
      for name in font.postScriptNames where !names.insert(name).inserted {
        return (pointer + "/postScriptNames", "PostScript name '\(name)' is in two font files", false)
      }
      if let records {
        guard records[font.path] == font.file else {
          return (pointer, "'\(font.path)' is not in 'files' with this size and SHA-256", false)
        }
      }
    }
    return nil
  }
}
