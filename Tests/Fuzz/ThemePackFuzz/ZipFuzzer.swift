#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackArchive
  import ThemePackClient
  import ThemePackPackaging

  /// One zip input through both content readers and, when sound, the extractor:
  /// - the verifier (libarchive) and the client (zlib) never crash and word every problem
  ///   on one line;
  /// - a package the verifier accepts, the client accepts too (same rules, other inflater),
  ///   and every entry the client reads to its end has exactly its declared size;
  /// - a sound package unpacks into a fresh folder holding exactly its listed files.
  enum ZipFuzzer {
    static let limits = PackageLimits(
      maxArchiveBytes: 1 << 20, maxEntries: 256, maxEntryBytes: 1 << 20, maxTotalBytes: 4 << 20)

    static func fuzz(_ bytes: [UInt8]) {
      let verification = PackageVerifier.check(bytes: bytes, publicKey: nil, limits: limits)
      for problem in verification.problems { oneLine(problem.message) }
      let client = PackageInspector(
        bytes: bytes, services: ClientInspection(publicKeys: [], requireSignature: false), limits: limits
      ).inspect()
      for problem in client.problems { oneLine(problem.message) }
      if verification.isValid {
        precondition(
          client.problems.isEmpty, "the client refuses what the verifier accepts: \(client.problems)")
      }
      if let directory = try? ZipDirectory.parse(bytes, maxEntries: limits.maxEntries) {
        checkSizes(bytes, directory: directory)
      }
      if verification.isValid, let manifest = verification.manifest { unpack(bytes, manifest: manifest) }
    }

    /// Every entry the zlib reader reads to its end has its declared size.
    static func checkSizes(_ bytes: [UInt8], directory: ZipDirectory) {
      let services = ClientInspection(publicKeys: [], requireSignature: false)
      let sound = directory.entries.filter { $0.kind == .file && ($0.method == 0 || $0.method == 8) }
      let ids = Set(sound.map(\.index))
      guard
        let outcome = try? services.readContent(
          ClientArchive(bytes: bytes), directory: directory, limits: limits,
          select: { ids.contains($0.index) },
          keep: { _ in false },
          keepLimit: 0, sink: nil)
      else { return }
      for problem in outcome.problems { oneLine(problem.message) }
      for entry in sound {
        if let digest = outcome.digests[entry.index] {
          precondition(UInt64(digest.size) == entry.uncompressedSize, "entry read past or short of its size")
        }
      }
    }

    /// Unpacks a sound package and checks the folder holds exactly its files.
    static func unpack(_ bytes: [UInt8], manifest: PackageManifest) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "themepack-fuzz-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let zip = folder.appendingPathComponent("fuzz.zip").path
      guard FileManager.default.createFile(atPath: zip, contents: Data(bytes)) else { return }
      let target = folder.appendingPathComponent("out").path
      do {
        try PackageUnpacker.unpack(zipPath: zip, into: target, publicKey: nil, limits: limits)
      } catch {
        oneLine(error.description)
        return
      }
      for record in manifest.files {
        let data = FileManager.default.contents(atPath: target + "/" + record.path)
        precondition(data?.count == record.size, "unpacked '\(record.path)' is not its listed size")
      }
    }

    static func oneLine(_ message: String) {
      precondition(!message.isEmpty && !message.contains("\n"), "not one line: \(message)")
    }
  }
#endif
