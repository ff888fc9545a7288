/// Text from bytes that must be valid UTF-8, on every platform the package builds for.
package enum UTF8Text {
  /// `bytes` as a string when they are valid UTF-8; nil when any sequence is not (nothing is
  /// repaired). `String(validating:as:)` needs macOS 15 or iOS 18 and the package supports
  /// macOS 14 and iOS 17: before those, `validatedByDecoding(_:)` gives the same answer.
  package static func validated(_ bytes: some Collection<UInt8>) -> String? {
    if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
      return String(validating: bytes, as: UTF8.self)
    }
    return validatedByDecoding(bytes)
  }

  /// The same check without `String(validating:as:)`: a repairing decode that changed no
  /// byte (a repair always writes U+FFFD where the input was not valid UTF-8).
  package static func validatedByDecoding(_ bytes: some Collection<UInt8>) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.utf8.elementsEqual(bytes) ? text : nil
  }
}
