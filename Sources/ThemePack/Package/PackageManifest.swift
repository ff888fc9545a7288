/// What a package's `<theme>/manifest.json` says: the build's theme manifest plus the
/// `"files"` list that `ThemePackager` adds.
///
/// The theme's name is read from `"theme"`, or from `"name"` (the build's key) when
/// `"theme"` is absent.
///
/// The manifest lists every file of the package except itself and its signature
/// `manifest.json.sig`, with size and SHA-256, sorted by path. Signing the manifest
/// therefore covers every byte of the theme.
public struct PackageManifest: Sendable, Equatable {
  /// The manifest's file name inside the theme folder.
  public static let fileName = "manifest.json"
  /// The signature's file name inside the theme folder: one line holding the base64 of
  /// the raw 64-byte Ed25519 signature (RFC 8032) over the exact bytes of
  /// `manifest.json`, then a newline. CryptoKit checks it with
  /// `Curve25519.Signing.PublicKey.isValidSignature(_:for:)`.
  public static let signatureFileName = "manifest.json.sig"

  public var theme: String
  public var version: String
  public var formatVersion: Int
  /// The lowest package reader version able to read the theme: the manifest's
  /// `"minimumReaderVersion"`, or its `"formatVersion"` when absent.
  public var minimumReaderVersion: Int
  public var files: [PackageFileRecord]
  /// The theme's source digest when the build recorded one (`ThemeSourceDigest`).
  public var sourceSHA256: String?
  /// The identity of the package's content: the SHA-256 of the manifest without its
  /// `"generator"` and `"sourceSHA256"` members, rewritten in `JSONWriter` standard
  /// style. The manifest lists every file's size and hash and holds every other value an
  /// app reads (colours, slices), so equal identities mean equal content. The signature
  /// is not part of it (re-signing with another key keeps the identity), nor is the
  /// generator (upgrading ThemePack keeps it), nor the source digest (sources re-saved
  /// without a visible change keep it).
  public var contentSHA256: String

  /// Members of the manifest left out of `contentSHA256`.
  public static let membersOutsideContent: Set<String> = ["generator", "sourceSHA256"]

  public init(
    theme: String, version: String, formatVersion: Int, minimumReaderVersion: Int,
    files: [PackageFileRecord], contentSHA256: String, sourceSHA256: String? = nil
  ) {
    self.sourceSHA256 = sourceSHA256
    self.theme = theme
    self.version = version
    self.formatVersion = formatVersion
    self.minimumReaderVersion = minimumReaderVersion
    self.files = files
    self.contentSHA256 = contentSHA256
  }

  /// `contentSHA256` of a manifest's members.
  static func contentSHA256(of members: [String: JSONValue]) -> String {
    SHA256.hex(
      of: JSONWriter(style: .standard).bytes(
        .object(members.filter { !membersOutsideContent.contains($0.key) })))
  }

  /// Parses manifest bytes. Fails with a message (without the file name) saying what is
  /// malformed.
  static func parse(_ bytes: [UInt8], maxNameBytes: Int) -> Result<PackageManifest, ManifestFailure> {
    let root: JSONValue
    do {
      root = try JSONDocument.parseValue(bytes)
    } catch {
      return .failure(ManifestFailure(error.description))
    }
    guard case .object(let members) = root else {
      return .failure(ManifestFailure("it is a JSON \(root.typeName), not an object"))
    }
    guard let theme = (members["theme"] ?? members["name"])?.stringValue else {
      return .failure(ManifestFailure("\"theme\" (or \"name\") is missing or not a string"))
    }
    guard let version = members["version"]?.stringValue else {
      return .failure(ManifestFailure("\"version\" is missing or not a string"))
    }
    guard let formatVersion = members["formatVersion"]?.integerValue, formatVersion >= 1 else {
      return .failure(ManifestFailure("\"formatVersion\" is missing or not a positive integer"))
    }
    var minimumReader = formatVersion
    if let value = members["minimumReaderVersion"] {
      guard let number = value.integerValue, number >= 1 else {
        return .failure(ManifestFailure("\"minimumReaderVersion\" is not a positive integer"))
      }
      minimumReader = number
    }
    guard let items = members["files"]?.arrayValue else {
      return .failure(ManifestFailure("\"files\" is missing or not an array"))
    }
    var files: [PackageFileRecord] = []
    var seen: [String: String] = [:]
    for (index, item) in items.enumerated() {
      let label = "\"files\" item \(index + 1)"
      guard let path = item["path"]?.stringValue else {
        return .failure(ManifestFailure("\(label) has no \"path\" string"))
      }
      if let problem = PackageEntryName.problem(Array(path.utf8), maxBytes: maxNameBytes) {
        return .failure(ManifestFailure("\(label) path '\(PackageEntryName.display(path))' \(problem)"))
      }
      if path.hasSuffix("/") || path == fileName || path == signatureFileName {
        return .failure(ManifestFailure("\(label) lists '\(path)', which is not a theme file"))
      }
      guard let size = item["size"]?.integerValue, size >= 0 else {
        return .failure(ManifestFailure("\(label) has no \"size\" integer"))
      }
      guard let sha = item["sha256"]?.stringValue, SHA256.isHexDigest(sha) else {
        return .failure(ManifestFailure("\(label) has no \"sha256\" of 64 lower-case hex digits"))
      }
      let key = PackageEntryName.collisionKey(path)
      if let other = seen[key] {
        return .failure(ManifestFailure("\(label) lists '\(path)' again (as '\(other)')"))
      }
      seen[key] = path
      files.append(PackageFileRecord(path: path, size: size, sha256: sha))
    }
    return .success(
      PackageManifest(
        theme: theme, version: version, formatVersion: formatVersion,
        minimumReaderVersion: minimumReader, files: files, contentSHA256: contentSHA256(of: members),
        sourceSHA256: members["sourceSHA256"]?.stringValue))
  }

  /// Why a manifest is malformed, without the file name.
  struct ManifestFailure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
