/// The members of a package's `<theme>/manifest.json` that the wire contract fixes, read
/// the same way by the tool's verifier and by `ThemePackClient`: the theme, its version,
/// the format versions and the `"files"` list the inspector compares with the archive.
/// What each side serves beside them (colours, assets…) is its own.
///
/// The theme's name is `"theme"`, or `"name"` (the build's key) when `"theme"` is absent.
/// Every file is listed once with its size and SHA-256, except the manifest and its
/// signature; paths follow the package's entry rules (`PackageEntryName`) and may not
/// collide by letter case or Unicode normalisation.
package struct PackageManifestHeader: Sendable, Equatable {
  package var theme: String
  package var version: String
  package var formatVersion: Int
  /// The lowest reader version able to read the manifest (default: `formatVersion`).
  package var minimumReaderVersion: Int
  /// The files, in the manifest's order.
  package var files: [PackageFileRecord]

  /// The `userInfo` key of the longest file path accepted, in UTF-8 bytes
  /// (`PackageLimits.maxNameBytes`; `PackageLimits.default`'s when absent).
  package static let maxNameBytesKey = CodingUserInfoKey(rawValue: "maxNameBytes")!

  private enum Keys: String, CodingKey {
    case theme, name, version, formatVersion, minimumReaderVersion, files
  }
  private enum FileKeys: String, CodingKey { case path, size, sha256 }

  /// Reads the header from a manifest's object; throws a `PackageManifestFailure` saying
  /// what is malformed.
  package init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Keys.self) else {
      throw PackageManifestFailure("it is not a JSON object")
    }
    guard let theme = container.wireString(forKey: container.contains(.theme) ? .theme : .name) else {
      throw PackageManifestFailure("\"theme\" (or \"name\") is missing or not a string")
    }
    guard let version = container.wireString(forKey: .version) else {
      throw PackageManifestFailure("\"version\" is missing or not a string")
    }
    let versions: (format: Int, minimumReader: Int)
    do {
      versions = try container.wireVersions(format: .formatVersion, minimumReader: .minimumReaderVersion)
    } catch {
      throw PackageManifestFailure(error.reason)
    }
    let (format, minimum) = versions
    guard var items = try? container.nestedUnkeyedContainer(forKey: .files) else {
      throw PackageManifestFailure("\"files\" is missing or not an array")
    }
    let maxBytes = decoder.userInfo[Self.maxNameBytesKey] as? Int ?? PackageLimits.default.maxNameBytes
    var files: [PackageFileRecord] = []
    var seen: [String: String] = [:]
    while !items.isAtEnd {
      let label = "\"files\" item \(items.currentIndex + 1)"
      let record = try Self.record(try? items.nestedContainer(keyedBy: FileKeys.self), label, maxBytes)
      let key = PackageEntryName.collisionKey(record.path)
      if let other = seen[key] {
        throw PackageManifestFailure("\(label) lists '\(record.path)' again (as '\(other)')")
      }
      seen[key] = record.path
      files.append(record)
    }
    self.init(
      theme: theme, version: version, formatVersion: format, minimumReaderVersion: minimum, files: files)
  }

  package init(
    theme: String, version: String, formatVersion: Int, minimumReaderVersion: Int,
    files: [PackageFileRecord]
  ) {
    self.theme = theme
    self.version = version
    self.formatVersion = formatVersion
    self.minimumReaderVersion = minimumReaderVersion
    self.files = files
  }

  /// One item of `"files"`: a `"path"` a package may hold (not a folder, not the manifest
  /// or its signature), a `"size"` of zero or more and a `"sha256"`.
  private static func record(
    _ container: KeyedDecodingContainer<FileKeys>?, _ label: String, _ maxBytes: Int
  ) throws -> PackageFileRecord {
    guard let container, let path = container.wireString(forKey: .path) else {
      throw PackageManifestFailure("\(label) has no \"path\" string")
    }
    if let problem = PackageEntryName.problem(Array(path.utf8), maxBytes: maxBytes) {
      throw PackageManifestFailure("\(label) path '\(PackageEntryName.display(path))' \(problem)")
    }
    if path.hasSuffix("/") || path == PackageFileNames.manifest || path == PackageFileNames.signature {
      throw PackageManifestFailure("\(label) lists '\(path)', which is not a theme file")
    }
    guard let size = container.wireWholeNumber(forKey: .size), size >= 0 else {
      throw PackageManifestFailure("\(label) has no \"size\" integer")
    }
    guard let sha = container.wireString(forKey: .sha256), SHA256Text.isValid(sha) else {
      throw PackageManifestFailure("\(label) has no \"sha256\" of 64 lower-case hex digits")
    }
    return PackageFileRecord(path: path, size: size, sha256: sha)
  }

  /// Why this reader cannot use the package, or nil (see `PackageWireFormat`).
  package func readerProblem(reader: String) -> String? {
    PackageWireFormat.readerProblem(needs: minimumReaderVersion, reader: reader)
  }
}
