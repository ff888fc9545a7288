/// The verification engine behind `themepack verify`, `unpack` and `package` and behind
/// `ThemePackClient`'s install: checks a package (in memory or in a file, see `ZipByteSource`), stage by stage, and
/// collects every problem in the order found. `Services` inflates, parses the manifest
/// and checks the signature (see `PackageInspectionServices`); every rule is here.
///
/// 1. Structure (`ZipDirectory`): a zip, complete, consistent, within the entry cap.
/// 2. Entries, on the directory alone: safe names, regular files and folders only, no
///    duplicates (exact, by letter case or by Unicode normalisation), no encryption,
///    stored or deflate only, declared sizes and ratios within the caps, everything in
///    one theme folder holding `manifest.json`.
/// 3. Content (`Services.readContent`): inflate the sound entries, counting real bytes.
/// 4. Manifest: well formed, names this theme, lists exactly the files present, with
///    their sizes and SHA-256.
/// 5. Signature, when `Services.checksSignature`.
///
/// A missing or broken manifest does not end the inspection: the content is still read
/// (its limits and checksums) and, as nothing can be compared with a manifest, every junk
/// entry is named, so `verify --all` tells the whole story. The first problem is the same
/// either way.
package struct PackageInspector<Services: PackageInspectionServices> {
  /// Everything a caller may need after an inspection.
  package struct Report {
    package var problems: [PackageProblem] = []
    package var directory: ZipDirectory?
    package var theme: String?
    package var manifest: Services.Manifest?
    package var manifestBytes: [UInt8]?
    package var signatureVerified = false
    /// Central directory indexes of the entries to extract, with the path of each inside
    /// the theme folder ("" for the theme folder itself).
    package var extraction: [Int: String] = [:]
    package var digests: [Int: PackageContentDigest] = [:]

    package init() {}
  }

  /// Signature files longer than this are malformed.
  package static var maxSignatureBytes: Int { 1024 }
  /// Manifests longer than this are malformed.
  package static var maxManifestBytes: Int { 16 << 20 }

  package let source: Services.Source
  package let services: Services
  package let limits: PackageLimits

  package init(source: Services.Source, services: Services, limits: PackageLimits) {
    self.source = source
    self.services = services
    self.limits = limits
  }

  package func inspect() -> Report {
    var report = Report()
    let directory: ZipDirectory
    do {
      directory = try ZipDirectory.parse(source, maxEntries: limits.maxEntries)
    } catch {
      report.problems.append(error)
      return report
    }
    report.directory = directory
    var sound = checkEntries(directory, into: &report)
    let theme = findTheme(directory, sound: &sound, into: &report)
    report.theme = theme
    guard let outcome = readContent(directory, theme: theme, sound: sound, into: &report) else {
      return report
    }
    let byName = Dictionary(
      directory.entries.compactMap { entry in entry.utf8Name.map { ($0, entry) } },
      uniquingKeysWith: { first, _ in first })
    guard outcome.completed, let theme, let manifest = readManifest(theme, byName: byName, into: &report)
    else {
      // No usable manifest to compare the entries with: still name the junk among them.
      checkJunk(directory, into: &report)
      return report
    }
    compare(manifest, theme: theme, directory: directory, byName: byName, sound: sound, into: &report)
    if services.checksSignature, let manifestBytes = report.manifestBytes {
      let signatureName = theme + "/" + PackageFileNames.signature
      checkSignature(
        name: signatureName, entry: byName[signatureName], manifestBytes: manifestBytes,
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

  /// Stage 3: inflates the sound files, counting real bytes; keeps the manifest's and the
  /// signature's bytes when there is a theme. Nil when the archive cannot be read at all.
  private func readContent(
    _ directory: ZipDirectory, theme: String?, sound: Set<Int>, into report: inout Report
  ) -> PackageContentOutcome? {
    let kept = theme.map {
      [$0 + "/" + PackageFileNames.manifest, $0 + "/" + PackageFileNames.signature]
    }
    let outcome: PackageContentOutcome
    do {
      outcome = try services.readContent(
        source, directory: directory, limits: limits,
        select: { sound.contains($0.index) && $0.kind == .file },
        keep: { entry in kept?.contains { $0 == entry.utf8Name } ?? false },
        keepLimit: Self.maxManifestBytes, sink: nil)
    } catch {
      report.problems.append(PackageProblem(.corrupt, "cannot be read: \(error)"))
      return nil
    }
    report.problems += outcome.problems
    report.digests = outcome.digests
    return outcome
  }

  /// Stage 4a: the manifest of `theme`, parsed and naming this theme; nil (with the problem
  /// recorded) when it is unreadable, too large or malformed.
  private func readManifest(
    _ theme: String, byName: [String: ZipDirectoryEntry], into report: inout Report
  ) -> Services.Manifest? {
    let manifestName = theme + "/" + PackageFileNames.manifest
    guard let manifestEntry = byName[manifestName], let manifestDigest = report.digests[manifestEntry.index]
    else { return nil }
    guard let manifestBytes = manifestDigest.bytes else {
      report.problems.append(
        PackageProblem(
          .manifestMalformed, entry: manifestName,
          "manifest '\(manifestName)' is larger than \(Self.maxManifestBytes) bytes"))
      return nil
    }
    let manifest: Services.Manifest
    switch services.parseManifest(manifestBytes, maxNameBytes: limits.maxNameBytes) {
    case .failure(let failure):
      report.problems.append(
        PackageProblem(
          .manifestMalformed, entry: manifestName,
          "manifest '\(manifestName)' is malformed: \(failure.reason)"))
      return nil
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
    return manifest
  }

  /// Without a usable manifest: every entry whose name has a junk component (`__MACOSX/`,
  /// `.DS_Store`, `._x` …), in archive order.
  private func checkJunk(_ directory: ZipDirectory, into report: inout Report) {
    for entry in directory.entries {
      let components = String(decoding: entry.nameBytes, as: UTF8.self).split(separator: "/")
      guard let kind = components.lazy.compactMap({ JunkName.kind(of: String($0)) }).first else { continue }
      report.problems.append(
        PackageProblem(.junk, entry: entry.displayName, "entry '\(entry.displayName)' is junk (\(kind))"))
    }
  }

  /// The theme folder: the one folder holding `manifest.json` at its top. Entries
  /// outside it are problems, and leave `sound`.
  private func findTheme(
    _ directory: ZipDirectory, sound: inout Set<Int>, into report: inout Report
  ) -> String? {
    let named = directory.entries.compactMap { entry in entry.utf8Name.map { (entry, $0) } }
    let manifests = named.filter { entry, name in
      let parts = name.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 2 && parts[1] == PackageFileNames.manifest[...] && entry.kind == .file
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
      let expected = guess.map { "'\($0)/\(PackageFileNames.manifest)'" } ?? "'<theme>/manifest.json'"
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
    _ manifest: Services.Manifest, theme: String, directory: ZipDirectory,
    byName: [String: ZipDirectoryEntry], sound: Set<Int>, into report: inout Report
  ) {
    var listed = Set<String>()
    var folders = Set([theme + "/"])
    for record in manifest.inspectedFiles {
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
      theme + "/" + PackageFileNames.manifest, theme + "/" + PackageFileNames.signature,
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

  /// Stage 5: the signature file holds a valid signature of the manifest bytes by a key
  /// the services know.
  private func checkSignature(
    name: String, entry: ZipDirectoryEntry?, manifestBytes: [UInt8],
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
    if let problem = services.signatureProblem(signature, manifest: manifestBytes) {
      report.problems.append(
        PackageProblem(.signatureInvalid, entry: name, "signature '\(name)' \(problem)"))
    } else {
      report.signatureVerified = true
    }
  }
}
