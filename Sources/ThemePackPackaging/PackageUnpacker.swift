import Foundation
import ThemePackArchive
import ThemePackSupport

/// Installs a theme package: verifies it, extracts it into a staging folder beside the
/// destination, then swaps that into place.
///
/// The destination receives the contents of the package's `<theme>/` folder, including
/// `manifest.json` and `manifest.json.sig`. Entries are read from the package bytes in
/// memory (verified once, then extracted from the same bytes, so the file cannot change
/// in between); every file is created by this code with `O_EXCL | O_NOFOLLOW` under the
/// staging folder, from names already checked, counting the bytes actually inflated.
/// libarchive's extract-to-disk is never used. On any error the staging folder is
/// removed and the destination is exactly as before; nothing is written elsewhere.
package enum PackageUnpacker {
  /// Unpacks the package at `zipPath` into `folder`, replacing what `folder` held.
  /// Returns the package's manifest.
  @discardableResult
  package static func unpack(
    zipPath: String, into folder: String, publicKey: PublicKey?, limits: PackageLimits = .default
  ) throws(PackageError) -> PackageManifest {
    let bytes: [UInt8]
    switch PackageVerifier.readPackage(zipPath, limits: limits) {
    case .failure(let problem): throw PackageError.invalidPackage(zipPath, [problem])
    case .success(let read): bytes = read
    }
    let report = PackageInspector(bytes: bytes, publicKey: publicKey, limits: limits).inspect()
    guard report.problems.isEmpty, let directory = report.directory, let manifest = report.manifest else {
      throw PackageError.invalidPackage(zipPath, report.problems)
    }
    let staging: StagingFolder
    do {
      staging = try StagingFolder.create(beside: folder)
    } catch {
      throw PackageError.io(error)
    }
    do {
      let sink = PackageExtractionSink(root: staging.path, paths: report.extraction)
      for entry in directory.entries where entry.kind == .directory {
        if let path = report.extraction[entry.index] { try sink.makeFolders(path) }
      }
      let reader = PackageContentReader(bytes: bytes, directory: directory, limits: limits)
      let outcome = try reader.read(
        select: { $0.kind == .file && report.extraction[$0.index] != nil }, keep: { _ in false },
        keepLimit: 0, sink: sink)
      var problems = outcome.problems
      for (index, digest) in report.digests where outcome.digests[index]?.sha256 != digest.sha256 {
        let name = directory.entries[index].displayName
        problems.append(
          PackageProblem(.hashMismatch, entry: name, "entry '\(name)' changed while extracting"))
      }
      guard outcome.completed, problems.isEmpty else {
        throw PackageError.invalidPackage(zipPath, problems)
      }
      try staging.commit()
    } catch let error as PackageError {
      staging.discard()
      throw error
    } catch let error as FileError {
      staging.discard()
      throw PackageError.io(error)
    } catch {
      staging.discard()
      throw PackageError(.io, "cannot unpack '\(zipPath)': \(error)")
    }
    return manifest
  }
}
