/// A PNG file could not be decoded or encoded.
///
/// `description` is one line in the house voice:
/// `cannot decode 'Assets/Base/icon.png': IDAT: CRC error`.
public struct PNGError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is, for callers that react differently.
  public enum Kind: String, Sendable, Equatable {
    /// The bytes do not start with the PNG signature.
    case notPNG = "not-png"
    /// An Xcode-"crushed" iPhone PNG (`CgBI` chunk), not a standard PNG.
    case crushed
    /// The image is larger than the configured limits.
    case tooLarge = "too-large"
    /// libpng rejected the data (truncation, CRC, zlib, filter, missing chunk…).
    case corrupt
    /// The pixels could not be encoded.
    case encode
    /// The file could not be read or written.
    case io
    /// Memory ran out.
    case outOfMemory = "out-of-memory"
  }

  public let kind: Kind
  /// The file concerned, as the user named it ("" when decoding bytes from memory).
  public let file: String
  /// The reason, usually libpng's own text.
  public let reason: String

  public init(kind: Kind, file: String, reason: String) {
    self.kind = kind
    self.file = file
    self.reason = reason
  }

  public var description: String {
    let verb = kind == .encode ? "encode" : "decode"
    let name = file.isEmpty ? "PNG data" : "'\(file)'"
    return "cannot \(verb) \(name): \(reason)"
  }

  /// The same error naming another file.
  func naming(_ file: String) -> PNGError {
    PNGError(kind: kind, file: file, reason: reason)
  }
}
