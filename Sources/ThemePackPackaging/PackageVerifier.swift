import Foundation
import ThemePackArchive
import ThemePackNative
import ThemePackSupport

/// Checks a theme package without extracting it: structure, entry names and types,
/// caps, manifest, sizes, hashes and, given a public key, the signature.
///
/// Problems name the entry or file and the issue; the first is the first real problem
/// in the order a reader would meet it (archive, then entries, then content, then the
/// signature). Nothing is written anywhere.
package enum PackageVerifier {
  /// The problems of the package at `zipPath`; empty when it is sound.
  package static func verify(
    zipPath: String, publicKey: PublicKey?, limits: PackageLimits = .default
  ) -> [PackageProblem] {
    check(zipPath: zipPath, publicKey: publicKey, limits: limits).problems
  }

  /// The problems of the package at `zipPath`, with its manifest when readable.
  package static func check(
    zipPath: String, publicKey: PublicKey?, limits: PackageLimits = .default
  ) -> PackageVerification {
    switch readPackage(zipPath, limits: limits) {
    case .failure(let problem):
      return PackageVerification(problems: [problem], manifest: nil, signatureVerified: false)
    case .success(let bytes):
      return check(bytes: bytes, publicKey: publicKey, limits: limits)
    }
  }

  /// The problems of a package held in memory.
  package static func check(
    bytes: [UInt8], publicKey: PublicKey?, limits: PackageLimits = .default
  ) -> PackageVerification {
    let report = PackageInspector(bytes: bytes, publicKey: publicKey, limits: limits).inspect()
    return PackageVerification(
      problems: report.problems, manifest: report.manifest, signatureVerified: report.signatureVerified)
  }

  /// The bytes of a package file, refusing anything but a regular file within the size cap.
  package static func readPackage(_ path: String, limits: PackageLimits) -> Result<[UInt8], PackageProblem> {
    let status: FileStatus
    do throws(SystemCallError) {
      status = try FileSystemCalls.status(at: path)
    } catch {
      return .failure(PackageProblem(.unreadable, "cannot be read: \(error)"))
    }
    guard status.kind == .regular else {
      return .failure(PackageProblem(.unreadable, "cannot be read: is not a regular file"))
    }
    guard status.size <= limits.maxArchiveBytes else {
      return .failure(
        PackageProblem(
          .totalTooLarge,
          "is \(status.size) bytes, more than the limit of \(limits.maxArchiveBytes) for a package"))
    }
    do {
      return .success(try FileReader.bytes(at: path))
    } catch {
      return .failure(PackageProblem(.unreadable, "cannot be read: \(error.reason)"))
    }
  }
}
