/// Stage 2 of `PackageInspector`: the checks made on the directory alone, entry by entry.
extension PackageInspector {
  /// Stage 2: per-entry checks on the directory. Returns the indexes of entries with no
  /// problem (the only ones later stages read).
  package func checkEntries(_ directory: ZipDirectory, into report: inout Report) -> Set<Int> {
    var sound = Set<Int>()
    var declaredTotal: UInt64 = 0
    var seen: [String: ZipDirectoryEntry] = [:]
    var files: [String: ZipDirectoryEntry] = [:]
    for entry in directory.entries {
      var problems = nameProblems(entry) + kindProblems(entry) + sizeProblems(entry)
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
          problems.append(
            PackageProblem(.duplicate, entry: entry.displayName, "entry '\(entry.displayName)' \(how)"))
        } else {
          seen[key] = entry
          if entry.kind == .file { files[key] = entry }
        }
      }
      if problems.isEmpty { sound.insert(entry.index) }
      report.problems += problems
    }
    checkInsideFiles(directory, files: files, sound: &sound, into: &report)
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

  /// An entry's name: safe, without a second Unicode name, UTF-8 when not ASCII.
  package func nameProblems(_ entry: ZipDirectoryEntry) -> [PackageProblem] {
    let name = entry.displayName
    if let reason = PackageEntryName.problem(entry.nameBytes, maxBytes: limits.maxNameBytes) {
      return [PackageProblem(.unsafeName, entry: name, "entry '\(name)' \(reason)")]
    } else if entry.hasUnicodePathField {
      return [
        PackageProblem(
          .unsafeName, entry: name, "entry '\(name)' carries a second name in an Info-ZIP Unicode path field")
      ]
    } else if !entry.declaresUTF8, entry.nameBytes.contains(where: { $0 >= 0x80 }) {
      return [
        PackageProblem(
          .unsafeName, entry: name, "entry '\(name)' has a non-ASCII name without the zip UTF-8 flag")
      ]
    }
    return []
  }

  /// An entry's kind and storage: a file or folder named as one, not encrypted, stored or
  /// deflated, a folder without data.
  package func kindProblems(_ entry: ZipDirectoryEntry) -> [PackageProblem] {
    let name = entry.displayName
    var problems: [PackageProblem] = []
    func add(_ kind: PackageProblem.Kind, _ message: String) {
      problems.append(PackageProblem(kind, entry: name, message))
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
        "entry '\(name)' uses compression method \(entry.method); only stored (0) and deflate (8) are allowed"
      )
    }
    if entry.kind == .directory, entry.uncompressedSize != 0 || entry.compressedSize > 2 {
      add(.corrupt, "entry '\(name)' is a folder with data")
    }
    return problems
  }

  /// An entry's declared sizes: within the entry cap, honest when stored, not bomb-like.
  package func sizeProblems(_ entry: ZipDirectoryEntry) -> [PackageProblem] {
    let name = entry.displayName
    var problems: [PackageProblem] = []
    if entry.uncompressedSize > UInt64(limits.maxEntryBytes) {
      problems.append(
        PackageProblem(
          .entryTooLarge, entry: name,
          "entry '\(name)' is \(entry.uncompressedSize) bytes uncompressed, "
            + "more than the limit of \(limits.maxEntryBytes)"))
    }
    if entry.method == 0, entry.compressedSize != entry.uncompressedSize {
      problems.append(
        PackageProblem(
          .sizeLie, entry: name,
          "entry '\(name)' is stored uncompressed but declares \(entry.uncompressedSize) bytes "
            + "for \(entry.compressedSize)"))
    }
    if entry.uncompressedSize >= UInt64(limits.ratioFloorBytes) {
      let ratio = Double(entry.uncompressedSize) / Double(max(entry.compressedSize, 1))
      if ratio > limits.maxCompressionRatio {
        problems.append(
          PackageProblem(
            .compressionRatio, entry: name,
            "entry '\(name)' expands \(Int(ratio)) times "
              + "(limit \(Int(limits.maxCompressionRatio))), like a zip bomb"))
      }
    }
    return problems
  }

  /// No sound entry sits inside a name that is a file (`a.png` and `a.png/b.png`); such
  /// entries leave `sound`.
  package func checkInsideFiles(
    _ directory: ZipDirectory, files: [String: ZipDirectoryEntry], sound: inout Set<Int>,
    into report: inout Report
  ) {
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
  }
}
