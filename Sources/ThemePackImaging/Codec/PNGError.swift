import ThemePackSupport

/// A PNG file could not be read, decoded, encoded or written.
///
/// `description` is one line in the house voice:
/// `cannot decode 'Assets/Base/icon.png': IDAT: CRC error`.
package struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is, for callers that react differently.
  package enum Kind: String, Sendable, Equatable {
    /// The bytes do not start with the PNG signature.
    case notPNG = "not-png"
    /// An Xcode-"crushed" iPhone PNG (`CgBI` chunk), not a standard PNG.
    case crushed
    /// The image is larger than the configured limits.
    case tooLarge = "too-large"
    /// libpng rejected the data (truncation, CRC, zlib, filter, missing chunk…).
    case corrupt
    /// The embedded colour profile is damaged, too large or unusable (`iCCP`, `gAMA`/`cHRM`).
    case colorProfile = "color-profile"
    /// The pixels could not be encoded.
    case encode
    /// The file could not be read or written.
    case io
    /// Memory ran out.
    case outOfMemory = "out-of-memory"
    /// A vector master (`.svg`, `.pdf`) that cannot be drawn, with the vector reader's reason;
    /// the lint inspects vectors beside PNGs and keeps their failures in the same place.
    case vector
  }

  /// What was being done; the verb of `description`.
  package enum Operation: String, Sendable, Equatable {
    case read
    case decode
    case encode
    case write
  }

  package let kind: Kind
  /// The file concerned, as the user named it ("" when decoding bytes from memory).
  package let file: String
  /// The reason, usually libpng's own text.
  package let reason: String
  package let operation: Operation

  /// An error whose operation follows from its kind: `encode` for `.encode`, else `decode`.
  package init(kind: Kind, file: String, reason: String) {
    self.init(kind: kind, file: file, reason: reason, operation: kind == .encode ? .encode : .decode)
  }

  package init(kind: Kind, file: String, reason: String, operation: Operation) {
    self.kind = kind
    self.file = file
    self.reason = reason
    self.operation = operation
  }

  package var description: String {
    let name = file.isEmpty ? "PNG data" : "'\(file)'"
    return "cannot \(operation.rawValue) \(name): \(reason)"
  }

  /// The same error naming another file.
  package func naming(_ file: String) -> PNGError {
    PNGError(kind: kind, file: file, reason: reason, operation: operation)
  }
}
