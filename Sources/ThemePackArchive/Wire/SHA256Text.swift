/// The text form of a SHA-256 on the wire: 64 lower-case hexadecimal digits.
package enum SHA256Text {
  /// Whether `text` is 64 lower-case hexadecimal digits.
  package static func isValid(_ text: String) -> Bool {
    text.utf8.count == 64 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
