extension PackageIndexContents {
  /// Why `packages` cannot be read as one spelling per name, or nil: a theme spelled in
  /// two Unicode forms (NFC `blüe` and NFD `blüe` are one theme to a reader comparing
  /// canonically and two folders to a file system comparing bytes), or one theme and
  /// version listed twice. Linear in the entries.
  static func spellingProblem(_ packages: [PackageIndexEntry]) -> String? {
    var spellings: [String: (raw: String, place: Int)] = [:]
    var versions: [String: Int] = [:]
    for (offset, entry) in packages.enumerated() {
      let theme = ThemeNameSpelling.nfc(entry.theme)
      let place = offset + 1
      if let first = spellings[theme] {
        if !ThemeNameSpelling.sameBytes(first.raw, entry.theme) {
          return "packages \(first.place) and \(place) spell theme '\(PackageEntryName.display(theme))' "
            + "in two Unicode forms"
        }
      } else {
        spellings[theme] = (entry.theme, place)
      }
      // NUL cannot be in either name (`PackageEntryName`): it joins them unambiguously.
      let key = theme + "\u{0}" + ThemeNameSpelling.nfc(entry.version)
      if let first = versions[key] {
        return "packages \(first) and \(place) both list theme '\(PackageEntryName.display(theme))' "
          + "version \(PackageEntryName.display(entry.version))"
      }
      versions[key] = place
    }
    return nil
  }

  /// `packages` with each theme name and version in NFC.
  static func inNFC(_ packages: [PackageIndexEntry]) -> [PackageIndexEntry] {
    packages.map { entry in
      var entry = entry
      entry.theme = ThemeNameSpelling.nfc(entry.theme)
      entry.version = ThemeNameSpelling.nfc(entry.version)
      return entry
    }
  }
}
