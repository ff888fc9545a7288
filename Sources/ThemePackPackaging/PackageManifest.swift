import ThemePackArchive
import ThemePackBuild
import ThemePackSupport

/// What a package's `<theme>/manifest.json` says: the build's theme manifest plus the
/// `"files"` list that `ThemePackager` adds.
///
/// The theme's name is read from `"theme"`, or from `"name"` (the build's key) when
/// `"theme"` is absent.
///
/// The manifest lists every file of the package except itself and its signature
/// `manifest.json.sig`, with size and SHA-256, sorted by path. Signing the manifest
/// therefore covers every byte of the theme.
package struct PackageManifest: Sendable, Equatable, Decodable {
  /// The manifest's file name inside the theme folder.
  package static let fileName = PackageFileNames.manifest
  /// The signature's file name inside the theme folder: one line holding the base64 of
  /// the raw 64-byte Ed25519 signature (RFC 8032) over the exact bytes of
  /// `manifest.json`, then a newline. CryptoKit checks it with
  /// `Curve25519.Signing.PublicKey.isValidSignature(_:for:)`.
  package static let signatureFileName = PackageFileNames.signature

  package var theme: String
  package var version: String
  package var formatVersion: Int
  /// The lowest package reader version able to read the theme: the manifest's
  /// `"minimumReaderVersion"`, or its `"formatVersion"` when absent.
  package var minimumReaderVersion: Int
  package var files: [PackageFileRecord]
  /// The theme's source digest when the build recorded one (`ThemeSourceDigest`).
  package var sourceSHA256: String?
  /// The identity of the package's content: the SHA-256 of the manifest without its
  /// `"generator"` and `"sourceSHA256"` members, rewritten in `JSONWriter` standard
  /// style. The manifest lists every file's size and hash and holds every other value an
  /// app reads (colours, slices), so equal identities mean equal content. The signature
  /// is not part of it (re-signing with another key keeps the identity), nor is the
  /// generator (upgrading ThemePack keeps it), nor the source digest (sources re-saved
  /// without a visible change keep it).
  package var contentSHA256: String

  /// The theme colour's light and dark values (`#RRGGBB`, or `#RRGGBBAA` when not opaque), as
  /// the index lists them; nil when the manifest has none in that form. This is where the
  /// index's writer validates them (`PackageIndexEntry.isHexColor`); readers are lenient.
  package var color: String?
  package var darkColor: String?

  package init(
    theme: String, version: String, formatVersion: Int, minimumReaderVersion: Int,
    files: [PackageFileRecord], contentSHA256: String, sourceSHA256: String? = nil, color: String? = nil,
    darkColor: String? = nil
  ) {
    self.color = color
    self.darkColor = darkColor
    self.sourceSHA256 = sourceSHA256
    self.theme = theme
    self.version = version
    self.formatVersion = formatVersion
    self.minimumReaderVersion = minimumReaderVersion
    self.files = files
    self.contentSHA256 = contentSHA256
  }

  /// `contentSHA256` of a manifest's members.
  package static func contentSHA256(of members: [String: JSONValue]) -> String {
    SHA256.hex(of: ManifestContentText.bytes(ofMembers: members))
  }

  /// Parses manifest bytes. Fails with a message (without the file name) saying what is
  /// malformed. The text is checked by the strict parser first (see `CheckedJSONDecoder`).
  package static func parse(_ bytes: [UInt8], maxNameBytes: Int) -> Result<
    PackageManifest, PackageManifestFailure
  > {
    do {
      return .success(
        try CheckedJSONDecoder.decode(
          PackageManifest.self, from: bytes, userInfo: [PackageManifestHeader.maxNameBytesKey: maxNameBytes]))
    } catch {
      return .failure(PackageManifestFailure(error.reason))
    }
  }

  private enum CodingKeys: String, CodingKey { case sourceSHA256 }

  /// Reads a manifest: all its members (as `JSONValue`s) for `contentSHA256`, the wire
  /// contract's members (`PackageManifestHeader`, shared with the client) and the source
  /// digest. Throws a `CheckedJSONDecoder.Malformed` saying what is malformed; `parse` also
  /// checks the text. The `userInfo` key `PackageManifestHeader.maxNameBytesKey` sets the
  /// longest file path accepted.
  package init(from decoder: any Decoder) throws {
    let root = try decoder.singleValueContainer().decode(JSONValue.self)
    guard case .object(let members) = root else {
      throw CheckedJSONDecoder.Malformed("it is a JSON \(root.typeName), not an object")
    }
    let header: PackageManifestHeader
    do {
      header = try PackageManifestHeader(from: decoder)
    } catch let failure as PackageManifestFailure {
      throw CheckedJSONDecoder.Malformed(failure.reason)
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      theme: header.theme, version: header.version, formatVersion: header.formatVersion,
      minimumReaderVersion: header.minimumReaderVersion,
      files: header.files,
      contentSHA256: Self.contentSHA256(of: members),
      sourceSHA256: container.stringIfString(forKey: .sourceSHA256),
      color: Self.hexColor(members, appearance: "light"),
      darkColor: Self.hexColor(members, appearance: "dark"))
  }

  /// The manifest's `"color"` value for `appearance` when it is a hex colour.
  private static func hexColor(_ members: [String: JSONValue], appearance: String) -> String? {
    guard let text = members["color"]?.objectValue?[appearance]?.stringValue,
      PackageIndexEntry.isHexColor(text)
    else { return nil }
    return text
  }
}

extension PackageManifest: InspectableManifest {
  package var inspectedFiles: [PackageFileRecord] { files }
}
