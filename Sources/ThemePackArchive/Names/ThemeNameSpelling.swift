import Foundation

/// One spelling of a theme name or version: Unicode NFC, compared and stored as bytes.
///
/// Swift's `String ==` and `Dictionary<String, _>` compare by canonical equivalence (an
/// NFC "ü" equals "u" + combining diaeresis), while file names on Linux are bytes, so an
/// NFD spelling of an installed NFC theme would find the index entry but miss its folders.
/// Every edge (the tool's `package`, the index reader, the client's public calls) brings a
/// name to this one spelling; past the edge, names compare by their bytes.
package enum ThemeNameSpelling {
  /// `text` in Unicode Normalization Form C (Foundation's canonical composition).
  package static func nfc(_ text: String) -> String {
    // ASCII is its own NFC: most names skip Foundation's normalisation.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
    return text.precomposedStringWithCanonicalMapping
  }

  /// Whether `text`'s bytes are already its NFC bytes.
  package static func isNFC(_ text: String) -> Bool {
    nfc(text).utf8.elementsEqual(text.utf8)
  }

  /// Whether `left` and `right` are the same bytes (no canonical equivalence).
  package static func sameBytes(_ left: String, _ right: String) -> Bool {
    left.utf8.elementsEqual(right.utf8)
  }

  /// Whether `left` and `right` name the same thing once both are in NFC.
  package static func sameName(_ left: String, _ right: String) -> Bool {
    sameBytes(nfc(left), nfc(right))
  }
}
