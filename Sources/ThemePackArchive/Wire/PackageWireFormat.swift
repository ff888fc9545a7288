/// The versions of the package wire format, defined once for the writer (`themepack
/// package`) and both readers (`themepack`'s verifier and publisher, `ThemePackClient`).
///
/// Three documents cross the wire: `index.json` (`PackageIndexContents`), each of its
/// entries (`PackageIndexEntry`) and each package's `<theme>/manifest.json`
/// (`PackageManifestHeader`, plus what each side serves). Each carries a `formatVersion`
/// (what wrote it) and may carry a `minimumReaderVersion` (the oldest reader that can use
/// it; absent, it is the `formatVersion`). A reader uses a document only when its
/// `minimumReaderVersion` is at most `readerVersion`; the client checks the index, the
/// entry it picks and the manifest inside the zip.
///
/// Raise `manifestFormatVersion` when the manifest gains a member old readers would
/// misread, and `readerVersion` when both readers in this package have learnt it: a test
/// fails while the tool writes a format newer than the client reads.
public enum PackageWireFormat {
  /// The `"formatVersion"` of the `index.json` the tool writes.
  public static let indexFormatVersion = 1
  /// The `"formatVersion"` of the runtime and packaged `manifest.json` the tool writes
  /// (2: colours carry four appearance values; 1 had light and dark).
  public static let manifestFormatVersion = 2
  /// The highest `"minimumReaderVersion"` of an index, entry or manifest this package's
  /// readers (the tool's and the client's) read.
  public static let readerVersion = 2
  /// A version name the client's install root keeps for its own pointer file, so no
  /// index entry may use it.
  public static let reservedVersionName = "current"

  /// Why a document needing `minimum` cannot be read by this package's readers, or nil:
  /// "it needs reader version 3; this client reads version 2". `reader` names the reader
  /// ("this client", "this ThemePack").
  public static func readerProblem(needs minimum: Int, reader: String) -> String? {
    guard minimum > readerVersion else { return nil }
    return "it needs reader version \(minimum); \(reader) reads version \(readerVersion)"
  }
}
