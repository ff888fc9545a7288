/// Why an install (or opening an installed theme) was refused. Each refusal leaves the
/// install root as it was.
public struct ThemeInstallError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: String, Sendable, CaseIterable {
    /// The index cannot be read, is dated more than a day ahead of this device's clock, or its
    /// sequence leaps more than 2³² past the newest accepted.
    case invalidIndex = "invalid-index"
    /// The index is older than one already accepted (its sequence or date): a replay or freeze.
    case indexReplayed = "index-replayed"
    /// The index lists no version of the theme this client can read.
    case notInIndex = "not-in-index"
    /// The chosen version is lower than the one installed.
    case downgrade = "downgrade"
    /// The index, its signature or the package cannot be fetched (the HTTP status or the
    /// network's reason follows).
    case fetchFailed = "fetch-failed"
    /// The package's length is not the index's.
    case lengthMismatch = "length-mismatch"
    /// The package's SHA-256 is not the index's.
    case hashMismatch = "hash-mismatch"
    /// The package or the index is unsigned, or signed by no key this client knows.
    case unknownKey = "unknown-key"
    /// The manifest does not list exactly the files present, with their sizes and hashes.
    case manifestMismatch = "manifest-mismatch"
    /// The package breaks an entry rule of `themepack verify` (names, types, sizes, structure),
    /// or its manifest is not the one the index promised.
    case packageRefused = "package-refused"
    /// Reading or writing the install root failed.
    case io = "io"
    /// The theme is not installed (`ThemeStore`).
    case notInstalled = "not-installed"
    /// The task was cancelled; nothing changed.
    case cancelled = "cancelled"
    /// A download did not finish within the installer's timeout.
    case timedOut = "timed-out"
    /// Another install into the same root did not finish within the installer's timeout, or
    /// the version folder an install would replace is still served by a `ThemeStore` of this
    /// process with other content.
    case busy = "busy"
    /// Something in the root the installer would write through or replace is not its own:
    /// a theme folder or the state folder that is a link or a file, a version folder it did
    /// not make. Nothing is changed; the app must move it away.
    case unsafeRoot = "unsafe-root"
  }

  public let kind: Kind
  /// One line: lower-case start, names in single quotes, specifics after a colon.
  public let message: String

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}
