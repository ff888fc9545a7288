/// The verification engine behind `PackageVerifier`, `PackageUnpacker` and
/// `PackagePublisher`: checks a package held in memory, stage by stage, and collects
/// every problem in the order found.
///
/// 1. Structure (`ZipDirectory`): a zip, complete, consistent, within the entry cap.
/// 2. Entries, on the directory alone: safe names, regular files and folders only, no
///    duplicates (exact, by letter case or by Unicode normalisation), no encryption,
///    stored or deflate only, declared sizes and ratios within the caps, everything in
///    one theme folder holding `manifest.json`.
/// 3. Content (`PackageContentReader`): inflate the sound entries, counting real bytes.
/// 4. Manifest: well formed, names this theme, lists exactly the files present, with
///    their sizes and SHA-256.
/// 5. Signature, when a public key is given.
struct PackageInspector {
  /// Everything a caller may need after an inspection.
  struct Report {
    var problems: [PackageProblem] = []
    var directory: ZipDirectory?
    var theme: String?
    var manifest: PackageManifest?
    var manifestBytes: [UInt8]?
    var signatureVerified = false
    /// Central directory indexes of the entries to extract, with the path of each inside
    /// the theme folder ("" for the theme folder itself).
    var extraction: [Int: String] = [:]
    var digests: [Int: PackageContentReader.Digest] = [:]
  }

  /// Signature files longer than this are malformed.
  static let maxSignatureBytes = 1024
  /// Manifests longer than this are malformed.
  static let maxManifestBytes = 16 << 20

  let bytes: [UInt8]
  let publicKey: PublicKey?
  let limits: PackageLimits

  func inspect() -> Report {
    var report = Report()
    let directory: ZipDirectory
    do {
      directory = try ZipDirectory.parse(bytes, maxEntries: limits.maxEntries)
    } catch {
      report.problems.append(error)
      return report
    }
    report.directory = directory
    var sound = checkEntries(directory, into: &report)
    guard let theme = findTheme(directory, sound: &sound, into: &report) else { return report }
    report.theme = theme
    let manifestName = theme + "/" + PackageManifest.fileName
    let signatureName = theme + "/" + PackageManifest.signatureFileName
    let reader = PackageContentReader(bytes: bytes, directory: directory, limits: limits)
    let outcome: PackageContentReader.Outcome
    do {
      outcome = try reader.read(
        select: { sound.contains($0.index) && $0.kind == .file },
        keep: { $0.utf8Name == manifestName || $0.utf8Name == signatureName },
        keepLimit: Self.maxManifestBytes)
    } catch {
      report.problems.append(PackageProblem(.corrupt, "cannot be read: \(error)"))
      return report
    }
    report.problems += outcome.problems
    report.digests = outcome.digests
    guard outcome.completed else { return report }
    let byName = Dictionary(
      directory.entries.compactMap { entry in entry.utf8Name.map { ($0, entry) } },
      uniquingKeysWith: { first, _ in first })
    guard let manifestEntry = byName[manifestName], let manifestDigest = outcome.digests[manifestEntry.index]
    else { return report }
    guard let manifestBytes = manifestDigest.bytes else {
      report.problems.append(
        PackageProblem(
          .manifestMalformed, entry: manifestName,
          "manifest '\(manifestName)' is larger than \(Self.maxManifestBytes) bytes"))
      return report
    }
    let manifest: PackageManifest
    switch PackageManifest.parse(manifestBytes, maxNameBytes: limits.maxNameBytes) {
    case .failure(let failure):
      report.problems.append(
        PackageProblem(
          .manifestMalformed, entry: manifestName,
          "manifest '\(manifestName)' is malformed: \(failure.reason)"))
      return report
    case .success(let parsed):
      manifest = parsed
    }
    report.manifestBytes = manifestBytes
    report.manifest = manifest
    if manifest.theme != theme {
      report.problems.append(
        PackageProblem(
          .manifestMalformed, entry: manifestName,
          "manifest '\(manifestName)' names theme '\(manifest.theme)', but its folder is '\(theme)/'"))
    }
    compare(manifest, theme: theme, directory: directory, byName: byName, sound: sound, into: &report)
    if let publicKey {
      checkSignature(
        publicKey, name: signatureName, entry: byName[signatureName], manifestBytes: manifestBytes,
        into: &report)
    }
    if report.problems.isEmpty {
      for entry in directory.entries {
        guard let name = entry.utf8Name else { continue }
        let inner = name == theme + "/" ? "" : String(name.dropFirst(theme.count + 1))
        report.extraction[entry.index] = inner
      }
    }
    return report
  }

  /// Stage 2: per-entry checks on the directory. Returns the indexes of entries with no
  /// problem (the only ones later stages read).
  private func checkEntries(_ directory: ZipDirectory, into report: inout Report) -> Set<Int> {
    var sound = Set<Int>()
    var declaredTotal: UInt64 = 0
    var seen: [String: ZipDirectoryEntry] = [:]
    var files: [String: ZipDirectoryEntry] = [:]
    for entry in directory.entries {
      let name = entry.displayName
      var problems: [PackageProblem] = []
      func add(_ kind: PackageProblem.Kind, _ message: String) {
        problems.append(PackageProblem(kind, entry: name, message))
      }
      if let reason = PackageEntryName.problem(entry.nameBytes, maxBytes: limits.maxNameBytes) {
        add(.unsafeName, "entry '\(name)' \(reason)")
      } else if entry.hasUnicodePathField {
        add(.unsafeName, "entry '\(name)' carries a second name in an Info-ZIP Unicode path field")
      } else if !entry.declaresUTF8, entry.nameBytes.contains(where: { $0 >= 0x80 }) {
        add(.unsafeName, "entry '\(name)' has a non-ASCII name without the zip UTF-8 flag")
      }
      switch entry.kind {
      case .file where entry.isFolderName:
        add(.notRegularFile, "entry '\(name)' is named like a folder but stored as a file")
      case .directory where !entry.isFolderName:
        add(.notRegularFile, "entry '\(name)' is a folder whose name does not end in '/'")
      case .file, .directory:
        break
      default:
        add(.notRegularFile, "entry '\(name)' is \(entry.kind.phrase), not a regular file")
      }
      if entry.isEncrypted {
        add(.encrypted, "entry '\(name)' is encrypted")
      }
      if entry.method != 0 && entry.method != 8 {
        add(
          .unsupportedCompression,
          "entry '\(name)' uses compression method \(entry.method); "
            + "only stored (0) and deflate (8) are allowed"
        )
      }
      if entry.kind == .directory, entry.uncompressedSize != 0 || entry.compressedSize > 2 {
        add(.corrupt, "entry '\(name)' is a folder with data")
      }
      if entry.uncompressedSize > UInt64(limits.maxEntryBytes) {
        add(
          .entryTooLarge,
          "entry '\(name)' is \(entry.uncompressedSize) bytes uncompressed, "
            + "more than the limit of \(limits.maxEntryBytes)"
        )
      }
      if entry.method == 0, entry.compressedSize != entry.uncompressedSize {
        add(
          .sizeLie,
          "entry '\(name)' is stored uncompressed but declares \(entry.uncompressedSize) bytes "
            + "for \(entry.compressedSize)"
        )
      }
      if entry.uncompressedSize >= UInt64(limits.ratioFloorBytes) {
        let ratio = Double(entry.uncompressedSize) / Double(max(entry.compressedSize, 1))
        if ratio > limits.maxCompressionRatio {
          add(
            .compressionRatio,
            "entry '\(name)' expands \(Int(ratio)) times "
              + "(limit \(Int(limits.maxCompressionRatio))), like a zip bomb"
          )
        }
      }
      declaredTotal += entry.uncompressedSize
      if let utf8 = entry.utf8Name, problems.isEmpty {
        let key = PackageEntryName.collisionKey(utf8)
        if let other = seen[key] {
          let how =
            other.nameBytes == entry.nameBytes
            ? "appears twice"
            : other.utf8Name == utf8
              ? "equals '\(other.displayName)' by Unicode normalisation"
              : "equals '\(other.displayName)' by letter case"
          add(.duplicate, "entry '\(name)' \(how)")
        } else {
          seen[key] = entry
          if entry.kind == .file { files[key] = entry }
        }
      }
      if problems.isEmpty { sound.insert(entry.index) }
      report.problems += problems
    }
    for entry in directory.entries where sound.contains(entry.index) {
      guard let utf8 = entry.utf8Name else { continue }
      var components = PackageEntryName.collisionKey(utf8).split(separator: "/").map(String.init)
      components.removeLast()
      var prefix = ""
      for component in components {
        prefix += prefix.isEmpty ? component : "/" + component
        if let file = files[prefix] {
          report.problems.append(
            PackageProblem(
              .duplicate, entry: entry.displayName,
              "entry '\(entry.displayName)' is inside '\(file.displayName)', which is a file"))
          sound.remove(entry.index)
          break
        }
      }
    }
    if declaredTotal > UInt64(limits.maxTotalBytes) {
      report.problems.append(
        PackageProblem(
          .totalTooLarge,
          "entries declare \(declaredTotal) bytes uncompressed in total, "
            + "more than the limit of \(limits.maxTotalBytes)"
        ))
      sound.removeAll()
    }
    return sound
  }

  /// The theme folder: the one folder holding `manifest.json` at its top. Entries
  /// outside it are problems, and leave `sound`.
  private func findTheme(
    _ directory: ZipDirectory, sound: inout Set<Int>, into report: inout Report
  ) -> String? {
    let named = directory.entries.compactMap { entry in entry.utf8Name.map { (entry, $0) } }
    let manifests = named.filter { entry, name in
      let parts = name.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 2 && parts[1] == PackageManifest.fileName[...] && entry.kind == .file
    }
    let theme: String
    if manifests.count > 1 {
      let folders = manifests.map { "'\($0.1.split(separator: "/")[0])/'" }.joined(separator: ", ")
      report.problems.append(PackageProblem(.outsideTheme, "has several theme folders: \(folders)"))
      return nil
    } else if let only = manifests.first {
      theme = String(only.1.split(separator: "/")[0])
    } else {
      let guess = named.first.map { String($0.1.split(separator: "/", omittingEmptySubsequences: false)[0]) }
      let expected = guess.map { "'\($0)/\(PackageManifest.fileName)'" } ?? "'<theme>/manifest.json'"
      report.problems.append(PackageProblem(.manifestMissing, "has no manifest: \(expected) is missing"))
      return nil
    }
    for (entry, name) in named
    where sound.contains(entry.index) && name != theme + "/" && !name.hasPrefix(theme + "/") {
      report.problems.append(
        PackageProblem(
          .outsideTheme, entry: entry.displayName,
          "entry '\(entry.displayName)' is outside the theme folder '\(theme)/'"))
      sound.remove(entry.index)
    }
    return theme
  }

  /// Stage 4: the manifest lists exactly the files present, with their sizes and hashes.
  private func compare(
    _ manifest: PackageManifest, theme: String, directory: ZipDirectory,
    byName: [String: ZipDirectoryEntry], sound: Set<Int>, into report: inout Report
  ) {
    var listed = Set<String>()
    var folders = Set([theme + "/"])
    for record in manifest.files {
      let name = theme + "/" + record.path
      listed.insert(name)
      var prefix = theme
      for component in record.path.split(separator: "/").dropLast() {
        prefix += "/" + component
        folders.insert(prefix + "/")
      }
      guard let entry = byName[name] else {
        report.problems.append(
          PackageProblem(.missingFile, entry: name, "file '\(name)' is listed in the manifest but missing"))
        continue
      }
      guard let digest = report.digests[entry.index] else { continue }
      if digest.size != record.size {
        report.problems.append(
          PackageProblem(
            .sizeMismatch, entry: name,
            "file '\(name)' is \(digest.size) bytes, the manifest says \(record.size)"))
      } else if digest.sha256 != record.sha256 {
        report.problems.append(
          PackageProblem(
            .hashMismatch, entry: name, "file '\(name)' does not match its SHA-256 in the manifest"))
      }
    }
    let exempt: Set = [
      theme + "/" + PackageManifest.fileName, theme + "/" + PackageManifest.signatureFileName,
    ]
    for entry in directory.entries where sound.contains(entry.index) {
      guard let name = entry.utf8Name, !exempt.contains(name) else { continue }
      if entry.kind == .directory {
        if !folders.contains(name) {
          report.problems.append(
            PackageProblem(
              .unlistedFile, entry: entry.displayName,
              "folder '\(entry.displayName)' holds no file listed in the manifest"))
        }
      } else if !listed.contains(name) {
        report.problems.append(
          PackageProblem(
            .unlistedFile, entry: entry.displayName,
            "file '\(entry.displayName)' is not listed in the manifest"))
      }
    }
  }

  /// Stage 5: the signature file holds a valid signature of the manifest bytes by `key`.
  private func checkSignature(
    _ key: PublicKey, name: String, entry: ZipDirectoryEntry?, manifestBytes: [UInt8],
    into report: inout Report
  ) {
    guard let entry else {
      report.problems.append(
        PackageProblem(.signatureMissing, entry: name, "is not signed: '\(name)' is missing"))
      return
    }
    guard let digest = report.digests[entry.index] else { return }
    guard let bytes = digest.bytes, bytes.count <= Self.maxSignatureBytes,
      let signature = PackageSignature.decode(bytes)
    else {
      report.problems.append(
        PackageProblem(
          .signatureInvalid, entry: name,
          "signature '\(name)' is malformed: expected one line of base64 of 64 bytes"))
      return
    }
    if key.isValidSignature(signature, for: manifestBytes) {
      report.signatureVerified = true
    } else {
      report.problems.append(
        PackageProblem(
          .signatureInvalid, entry: name,
          "signature '\(name)' does not verify with public key \(key.fingerprint)"))
    }
  }
}
