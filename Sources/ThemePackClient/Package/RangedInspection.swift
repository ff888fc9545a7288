import Foundation
import ThemePackArchive

/// The checks of a package fetched in ranges (`RangedDownload`), in place of the whole
/// package's SHA-256, which cannot be had without every byte. Every step returns nil when
/// anything is not as it must be: the caller then downloads the whole package, whose
/// inspection refuses it with the verifier's own words if it is bad.
///
/// What is checked, and why it is as strong as the whole-package hash for what gets
/// installed: the directory's entries pass the verifier's entry rules (names, kinds, sizes,
/// ratios, duplicates); the manifest's Ed25519 signature verifies with an embedded key; the
/// manifest names the index's theme and version, and its content identity is the index's
/// `contentSHA256` (`ManifestContentText`), so the signed index names this very manifest;
/// the manifest lists exactly the package's files with their sizes; and every file
/// installed, fetched or copied, has the SHA-256 the signed manifest gives. Bytes of the zip
/// that no installed file comes from (unchanged entries' compressed data) are never read,
/// so they cannot matter.
struct RangedInspection {
  let entry: ThemeIndexEntry
  let publicKeys: [ThemePublicKey]
  let limits: PackageLimits

  typealias Report = PackageInspector<ClientInspection>.Report

  /// The directory of `archive` (its end fetched), its entries passing the verifier's entry
  /// rules, all inside one theme folder named as the index names the theme.
  func directory(_ archive: ClientArchive) -> (directory: ZipDirectory, theme: String)? {
    guard
      let directory = try? ZipDirectory.parse(
        archive, maxEntries: limits.maxEntries, checksLocalHeaders: false)
    else { return nil }
    var report = Report()
    let inspector = PackageInspector(
      source: archive, services: ClientInspection(publicKeys: publicKeys), limits: limits)
    let sound = inspector.checkEntries(directory, into: &report)
    guard report.problems.isEmpty, sound.count == directory.entries.count else { return nil }
    let manifests = directory.entries.compactMap(\.utf8Name).filter {
      let parts = $0.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 2 && parts[1] == PackageFileNames.manifest[...]
    }
    guard manifests.count == 1, let theme = manifests.first?.split(separator: "/").first.map(String.init),
      ThemeNameSpelling.sameName(theme, entry.theme),
      directory.entries.allSatisfy({ $0.utf8Name?.hasPrefix(theme + "/") == true })
    else { return nil }
    return (directory, theme)
  }

  /// The manifest's and its signature's entries.
  func signedEntries(_ directory: ZipDirectory, theme: String) -> [ZipDirectoryEntry]? {
    let names = [theme + "/" + PackageFileNames.manifest, theme + "/" + PackageFileNames.signature]
    let found = names.compactMap { name in directory.entries.first { $0.utf8Name == name && $0.kind == .file }
    }
    return found.count == 2 ? found : nil
  }

  /// The manifest, once the signed entries' bytes are in `archive`: inflated under the
  /// entry rules, signed by a known key, naming the index's theme and version, readable by
  /// this client, its content identity the index's, listing exactly the package's files.
  func manifest(
    _ archive: ClientArchive, directory: ZipDirectory, theme: String
  ) -> (manifest: ThemeManifest, bytes: [UInt8], digests: [Int: PackageContentDigest])? {
    guard let signed = signedEntries(directory, theme: theme),
      let resolved = try? signed.map({ try directory.resolvingLocalHeader($0, in: archive) }),
      let outcome = try? ZlibEntryReader(archive: archive, directory: directory, limits: limits).read(
        entries: resolved, keep: true, keepLimit: PackageInspector<ClientInspection>.maxManifestBytes),
      outcome.completed, outcome.problems.isEmpty,
      let bytes = outcome.digests[signed[0].index]?.bytes,
      let signatureFile = outcome.digests[signed[1].index]?.bytes,
      let signature = PackageSignature.decode(signatureFile),
      ClientInspection(publicKeys: publicKeys).signatureProblem(signature, manifest: bytes) == nil,
      case .success(let manifest) = ThemeManifest.parse(bytes, maxNameBytes: limits.maxNameBytes),
      manifest.theme == theme, ThemeNameSpelling.sameName(manifest.version, entry.version),
      manifest.header.readerProblem(reader: ThemeIndex.readerName) == nil,
      let identity = entry.contentSHA256, Self.contentIdentity(of: bytes) == identity,
      listsExactly(manifest, directory: directory, theme: theme)
    else { return nil }
    return (manifest, bytes, outcome.digests)
  }

  /// The content identity of the manifest `bytes` (`contentSHA256`, as the tool computes
  /// it), or nil when they cannot be read.
  static func contentIdentity(of bytes: [UInt8]) -> String? {
    ManifestContentText.bytes(ofManifest: bytes).map { HexDigits.string(ThemeCrypto.sha256($0)) }
  }

  /// Whether the manifest lists exactly the directory's files (sizes as declared), and
  /// every folder holds a listed file: the verifier's comparison, on the directory.
  private func listsExactly(_ manifest: ThemeManifest, directory: ZipDirectory, theme: String) -> Bool {
    var folders: Set = [theme + "/"]
    var sizes: [String: Int] = [:]
    for record in manifest.inspectedFiles {
      sizes[theme + "/" + record.path] = record.size
      var prefix = theme
      for component in record.path.split(separator: "/").dropLast() {
        prefix += "/" + component
        folders.insert(prefix + "/")
      }
    }
    let exempt: Set = [theme + "/" + PackageFileNames.manifest, theme + "/" + PackageFileNames.signature]
    var seen = 0
    for item in directory.entries {
      guard let name = item.utf8Name else { return false }
      if item.kind == .directory {
        guard folders.contains(name) else { return false }
      } else if !exempt.contains(name) {
        guard let size = sizes[name], UInt64(size) == item.uncompressedSize else { return false }
        seen += 1
      }
    }
    return seen == sizes.count
  }

  /// The inspection's report for the installer's commit: what the full inspection gives,
  /// with each file's digest the manifest's (the commit checks every file it writes against
  /// it) and `directory`'s fetched entries' local headers read.
  func report(
    directory: ZipDirectory, theme: String, manifest: ThemeManifest, bytes: [UInt8],
    signedDigests: [Int: PackageContentDigest]
  ) -> Report {
    var report = Report()
    report.directory = directory
    report.theme = theme
    report.manifest = manifest
    report.manifestBytes = bytes
    report.signatureVerified = true
    let records = Dictionary(
      manifest.inspectedFiles.map { (theme + "/" + $0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for item in directory.entries {
      guard let name = item.utf8Name else { continue }
      report.extraction[item.index] = name == theme + "/" ? "" : String(name.dropFirst(theme.count + 1))
      if let record = records[name] {
        report.digests[item.index] = PackageContentDigest(
          size: record.size, sha256: record.sha256, bytes: nil)
      } else if let signed = signedDigests[item.index] {
        report.digests[item.index] = PackageContentDigest(
          size: signed.size, sha256: signed.sha256, bytes: nil)
      }
    }
    return report
  }
}
