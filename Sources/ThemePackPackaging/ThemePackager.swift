import Foundation
import ThemePackArchive
import ThemePackBuild
import ThemePackNative
import ThemePackSupport

/// Makes reproducible theme packages: the same theme folder gives the same zip bytes
/// whatever the time zone, umask, locale, file times or directory order.
///
/// A package `<package>-<theme>-<version>.zip` holds one folder `<theme>/` with the
/// theme's files, its `manifest.json` extended with a `"files"` list (path, size and
/// SHA-256 of every other file, sorted by path) and, when signing, `manifest.json.sig`
/// (see `PackageManifest.signatureFileName`). Entries are sorted by their UTF-8 names
/// (so each folder comes before its contents), dated 1980-01-01 00:00:00 UTC, with
/// modes 0644 for files and 0755 for folders, owner 0, UTF-8 names (NFC), deflated.
package enum ThemePackager {
  /// Every entry's modification time: 1980-01-01 00:00:00 UTC, the first DOS date.
  package static let entryTime = 315_532_800
  /// `entryTime` as a DOS time and date, written over the local-time fields libarchive
  /// computes, so the time zone cannot change the bytes.
  package static let dosTime: UInt16 = 0
  package static let dosDate: UInt16 = (0 << 9) | (1 << 5) | 1

  /// Packages the built theme folder `themeFolder` (images and `manifest.json`).
  ///
  /// Junk is skipped: dot files (`.DS_Store`, `._*`), `__MACOSX`, `Thumbs.db`,
  /// `desktop.ini`, and an old `manifest.json.sig`. Symbolic links and other non-regular
  /// files are refused, as are names a package may not hold and names that differ only
  /// by letter case or Unicode normalisation. The package, theme and version names must be
  /// in Unicode NFC (a decomposed `blüe` is refused, naming it). Empty folders are left out. The manifest
  /// must be a JSON object whose `"theme"` (or `"name"`) and `"version"` match `theme` and `version`
  /// and whose `"formatVersion"` is a positive integer; any `"files"` it has is replaced.
  /// The finished package is verified (with `PackageLimits.default`) before it is returned.
  package static func makePackage(
    themeFolder: String, packageName: String, theme: String, version: String, signingKey: SigningKey?
  ) throws(PackageError) -> ThemePackageArtifact {
    for (what, value) in [("package name", packageName), ("theme name", theme), ("version", version)] {
      if let problem = PackageEntryName.componentProblem(value) {
        throw PackageError(
          .invalidTheme, "invalid \(what) '\(PackageEntryName.display(value))': it \(problem)")
      }
      // One spelling everywhere (the zip's folder, its file name, the index, the app's
      // folders): a name in another Unicode form is refused, not silently rewritten.
      if !ThemeNameSpelling.isNFC(value) {
        throw PackageError(
          .invalidTheme,
          "invalid \(what) '\(PackageEntryName.display(value))': it is not in Unicode NFC (composed) form; "
            + "rename it to its composed spelling")
      }
    }
    let fileName = "\(packageName)-\(theme)-\(version).zip"
    let files = try collectFiles(in: themeFolder, theme: theme)
    guard let manifestFile = files.first(where: { $0.path == PackageManifest.fileName }) else {
      throw PackageError(
        .invalidTheme, "cannot package '\(themeFolder)': '\(PackageManifest.fileName)' is missing")
    }
    let themeFiles = files.filter { $0.path != PackageManifest.fileName }
    let records = themeFiles.map {
      PackageFileRecord(path: $0.path, size: $0.bytes.count, sha256: SHA256.hex(of: $0.bytes))
    }
    let manifestBytes = try packagedManifest(
      manifestFile.bytes, file: themeFolder + "/" + PackageManifest.fileName, theme: theme, version: version,
      records: records)
    var contents = themeFiles.map { ("\(theme)/\($0.path)", $0.bytes) }
    contents.append(("\(theme)/\(PackageManifest.fileName)", manifestBytes))
    if let signingKey {
      contents.append(
        (
          "\(theme)/\(PackageManifest.signatureFileName)",
          PackageSignature.encode(signingKey.signature(for: manifestBytes))
        ))
    }
    let zip = try writeZip(contents, theme: theme, fileName: fileName)
    let check = PackageVerifier.check(bytes: zip, publicKey: signingKey?.publicKey)
    guard check.isValid, let manifest = check.manifest else {
      let reason = check.problems.first?.message ?? "its manifest cannot be read"
      throw PackageError(
        .invalidTheme, "cannot package '\(themeFolder)': the package would not verify: \(reason)")
    }
    return ThemePackageArtifact(
      fileName: fileName, bytes: zip, sha256: SHA256.hex(of: zip), manifest: manifest,
      isSigned: signingKey != nil)
  }

  /// A file of the theme folder: its path inside the folder (NFC) and its bytes.
  private struct ThemeFile {
    var path: String
    var bytes: [UInt8]
  }

  private static func isJunk(_ name: String) -> Bool {
    name.hasPrefix(".") || name == "__MACOSX" || name.lowercased() == "thumbs.db"
      || name.lowercased() == "desktop.ini"
  }

  /// Every regular file under `folder`, sorted by path, read into memory.
  private static func collectFiles(in folder: String, theme: String) throws(PackageError) -> [ThemeFile] {
    var files: [ThemeFile] = []
    var keys: [String: String] = [:]
    var pending = [""]
    while let relative = pending.popLast() {
      let here = relative.isEmpty ? folder : folder + "/" + relative
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: here)
      } catch {
        throw PackageError.io(FileError(path: here, operation: .list, reason: FileError.reason(of: error)))
      }
      for name in names where !isJunk(name) {
        let path = relative.isEmpty ? name : relative + "/" + name
        if path == PackageManifest.signatureFileName { continue }
        let full = folder + "/" + path
        let status: FileStatus
        do throws(SystemCallError) {
          status = try FileSystemCalls.status(ofLinkAt: full)
        } catch {
          throw PackageError.io(FileError(path: full, operation: .read, reason: error.description))
        }
        switch status.kind {
        case .directory:
          pending.append(path)
          continue
        case .regular:
          break
        case .symbolicLink:
          throw PackageError(.invalidTheme, "cannot package '\(full)': it is a symbolic link")
        case .other:
          throw PackageError(.invalidTheme, "cannot package '\(full)': it is not a regular file")
        }
        let normalized = path.precomposedStringWithCanonicalMapping
        if let problem = PackageEntryName.problem(
          Array("\(theme)/\(normalized)".utf8), maxBytes: PackageLimits.default.maxNameBytes)
        {
          throw PackageError(
            .invalidTheme, "cannot package '\(PackageEntryName.display(full))': its name \(problem)")
        }
        let key = PackageEntryName.collisionKey(normalized)
        if let other = keys[key] {
          throw PackageError(
            .invalidTheme,
            "cannot package '\(folder)': '\(other)' and '\(path)' "
              + "differ only by letter case or Unicode normalisation"
          )
        }
        keys[key] = path
        let bytes: [UInt8]
        do {
          bytes = try FileReader.bytesNotFollowingLinks(at: full)
        } catch {
          throw PackageError.io(error)
        }
        files.append(ThemeFile(path: normalized, bytes: bytes))
      }
    }
    return files.sorted { precedes($0.path, $1.path) }
  }

  /// The manifest with `"files"` set to `records`, checked against `theme` and `version`.
  private static func packagedManifest(
    _ bytes: [UInt8], file: String, theme: String, version: String, records: [PackageFileRecord]
  ) throws(PackageError) -> [UInt8] {
    let root: JSONValue
    do {
      root = try JSONDocument.parseValue(bytes)
    } catch {
      throw PackageError(.invalidTheme, "cannot package '\(file)': \(error.description)")
    }
    guard case .object(var members) = root else {
      throw PackageError(
        .invalidTheme, "cannot package '\(file)': expected a JSON object, found a \(root.typeName)")
    }
    guard (members["theme"] ?? members["name"])?.stringValue == theme else {
      let key = members["theme"] == nil ? "name" : "theme"
      throw PackageError(.invalidTheme, "cannot package '\(file)': \"\(key)\" is not '\(theme)'")
    }
    guard members["version"]?.stringValue == version else {
      throw PackageError(.invalidTheme, "cannot package '\(file)': \"version\" is not '\(version)'")
    }
    guard let format = members["formatVersion"]?.integerValue, format >= 1 else {
      throw PackageError(
        .invalidTheme, "cannot package '\(file)': \"formatVersion\" is not a positive integer")
    }
    members["files"] = .array(records.map(\.json))
    // JSONWriter, not a Codable type: the manifest carries the build's members as they are,
    // its exact bytes are signed, and JSONEncoder writes some numbers (-0, whole numbers
    // from 9e15 to 1e16) otherwise than this style, over which `contentSHA256` is defined.
    return JSONWriter(style: .standard).bytes(.object(members))
  }

  /// The zip of `contents` (entry name, bytes), with folder entries added, sorted and
  /// with fixed times.
  private static func writeZip(
    _ contents: [(String, [UInt8])], theme: String, fileName: String
  ) throws(PackageError) -> [UInt8] {
    var folders = Set([theme + "/"])
    for (name, _) in contents {
      var prefix = ""
      for component in name.split(separator: "/").dropLast() {
        prefix += component + "/"
        folders.insert(prefix)
      }
    }
    let entries: [(name: String, data: [UInt8]?)] =
      (folders.map { ($0, nil) } + contents.map { ($0.0, $0.1) }).sorted { precedes($0.name, $1.name) }
    do {
      let writer = try ZipArchiveWriter()
      for entry in entries {
        try writer.begin(
          ZipArchiveWriter.Entry(
            path: entry.name, kind: entry.data == nil ? .directory : .file,
            permissions: entry.data == nil ? 0o755 : 0o644, modificationTime: entryTime,
            size: entry.data?.count ?? 0))
        if let data = entry.data { try writer.write(data) }
      }
      let bytes = try writer.finish()
      let directory = try ZipDirectory.parse(bytes, maxEntries: Int.max)
      return directory.settingTimestamps(of: bytes, time: dosTime, date: dosDate)
    } catch let failure as ArchiveNative.Failure {
      throw PackageError(.io, "cannot write package '\(fileName)': \(failure.message)")
    } catch {
      throw PackageError(.io, "cannot write package '\(fileName)': \(error)")
    }
  }

  /// Orders names by their UTF-8 bytes, independent of locale and normalisation.
  package static func precedes(_ left: String, _ right: String) -> Bool {
    Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8))
  }
}
