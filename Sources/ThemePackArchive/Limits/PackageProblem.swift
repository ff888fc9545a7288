/// One thing wrong with a theme package, found by `PackageVerifier`.
///
/// `message` names the entry or file and the issue, and never the package file itself:
/// callers prefix it (`'blue.zip': entry '../x.png' has an unsafe name: …`).
public struct PackageProblem: Error, Sendable, Equatable, CustomStringConvertible {
  /// The kind of problem, stable for scripts (`rawValue` appears in `verify --json`).
  public enum Kind: String, Sendable, CaseIterable {
    case unreadable = "unreadable"
    case notZip = "not-zip"
    case truncated = "truncated"
    case corrupt = "corrupt"
    case unsafeName = "unsafe-name"
    case notRegularFile = "not-regular-file"
    case duplicate = "duplicate"
    case tooManyEntries = "too-many-entries"
    case entryTooLarge = "entry-too-large"
    case totalTooLarge = "total-too-large"
    case compressionRatio = "compression-ratio"
    case sizeLie = "declared-size-lie"
    case unsupportedCompression = "unsupported-compression"
    case encrypted = "encrypted"
    case outsideTheme = "outside-theme"
    case manifestMissing = "manifest-missing"
    case manifestMalformed = "manifest-malformed"
    case unlistedFile = "unlisted-file"
    case missingFile = "missing-file"
    case sizeMismatch = "size-mismatch"
    case hashMismatch = "hash-mismatch"
    case signatureMissing = "signature-missing"
    case signatureInvalid = "signature-invalid"
    /// Operating-system or zip-tool leftovers (`__MACOSX/`, `.DS_Store`, `._x`); reported
    /// when there is no usable manifest to compare the entries with.
    case junk = "junk"
  }

  public let kind: Kind
  /// The entry or file the problem is about, as printed (control bytes escaped), or nil
  /// for the archive as a whole.
  public let entry: String?
  public let message: String

  public init(_ kind: Kind, entry: String? = nil, _ message: String) {
    self.kind = kind
    self.entry = entry
    self.message = message
  }

  public var description: String { message }
}
