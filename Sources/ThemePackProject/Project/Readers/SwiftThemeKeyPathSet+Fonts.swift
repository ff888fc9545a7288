import ThemePackSupport

extension SwiftThemeKeyPathSet {
  /// Adds the key paths of `fonts`, in name order. Each that clashes with one already in the
  /// set is an `invalid-value` error on `reader` naming both owners (`owner` names the file's
  /// side: "the config", "theme 'blue'"), and its font loses the key path.
  package mutating func insertFonts(
    _ fonts: inout [String: FontSpec], of owner: String, reporting reader: JSONFieldReader
  ) {
    for name in fonts.keys.sorted() {
      guard let keyPath = fonts[name]!.keyPath, let clash = insert(keyPath, owner: "font '\(name)'")
      else { continue }
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(JSONDocument.path("/fonts", name), "keyPath"),
        InvalidValueRule.message(
          keyPath, for: "'keyPath' in font '\(name)' of \(owner)",
          reason: Self.reason(keyPath, this: "this font", clash: clash)))
      fonts[name]!.keyPath = nil
    }
  }
}
