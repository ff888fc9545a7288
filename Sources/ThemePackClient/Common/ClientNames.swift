import ThemePackArchive

/// Names as messages show them: control characters escaped and at most 200 characters,
/// so a hostile 65,535-character name cannot flood a log line.
enum ClientNames {
  static let maxShown = 200

  static func display(_ name: String) -> String {
    let shown = PackageEntryName.display(name)
    guard shown.count > maxShown else { return shown }
    return shown.prefix(maxShown) + "… (\(name.utf8.count) bytes)"
  }
}
