import ThemePackArchive

/// Reading a manifest's file records checks each path against the package's entry rules,
/// so the decoding lives with the packaging stage rather than with the record.
extension PackageFileRecord: Decodable {
  /// The `userInfo` key of the longest path `init(from:)` accepts, in UTF-8 bytes
  /// (`PackageLimits.maxNameBytes`; `PackageLimits.default`'s when absent).
  static let maxNameBytesKey = CodingUserInfoKey(rawValue: "maxNameBytes")!

  private enum CodingKeys: String, CodingKey {
    case path, size, sha256
  }

  /// Reads one item of a package manifest's `"files"`: a `"path"` a package may hold
  /// (not a folder, not the manifest or its signature), a `"size"` integer and a
  /// `"sha256"` of 64 lower-case hex digits. Throws a `CheckedJSONDecoder.Malformed` naming
  /// the item by its place in the array ("\"files\" item 2").
  public init(from decoder: any Decoder) throws {
    let label = "\"files\" item \((decoder.codingPath.last?.intValue ?? 0) + 1)"
    let container = try? decoder.container(keyedBy: CodingKeys.self)
    guard let container, let path = container.stringIfString(forKey: .path) else {
      throw CheckedJSONDecoder.Malformed("\(label) has no \"path\" string")
    }
    let maxBytes = decoder.userInfo[Self.maxNameBytesKey] as? Int ?? PackageLimits.default.maxNameBytes
    if let problem = PackageEntryName.problem(Array(path.utf8), maxBytes: maxBytes) {
      throw CheckedJSONDecoder.Malformed("\(label) path '\(PackageEntryName.display(path))' \(problem)")
    }
    if path.hasSuffix("/") || path == PackageManifest.fileName || path == PackageManifest.signatureFileName {
      throw CheckedJSONDecoder.Malformed("\(label) lists '\(path)', which is not a theme file")
    }
    guard let size = container.wholeNumber(forKey: .size), size >= 0 else {
      throw CheckedJSONDecoder.Malformed("\(label) has no \"size\" integer")
    }
    guard let sha = container.stringIfString(forKey: .sha256), SHA256.isHexDigest(sha) else {
      throw CheckedJSONDecoder.Malformed("\(label) has no \"sha256\" of 64 lower-case hex digits")
    }
    self.init(path: path, size: size, sha256: sha)
  }
}
