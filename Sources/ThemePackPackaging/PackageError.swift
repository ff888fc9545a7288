import ThemePackArchive
import ThemePackSupport

/// Packaging, publishing, verifying, unpacking or key handling failed.
///
/// `description` is one line in house voice naming the file and the problem, e.g.
/// `'blue.zip': file 'blue/navBar@2x.png' does not match its SHA-256 in the manifest`.
package struct PackageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of failure, for callers that branch on it.
  package enum Kind: String, Sendable {
    /// The theme folder, its manifest or a name cannot be packaged.
    case invalidTheme
    /// A key file is missing, malformed or of the wrong kind.
    case invalidKey
    /// A package failed verification; `problems` lists what was found.
    case invalidPackage
    /// A theme version is already published with different content.
    case versionConflict
    /// A package index cannot be read.
    case invalidIndex
    /// A file could not be read or written.
    case io
  }

  package let kind: Kind
  package let message: String
  /// For `.invalidPackage`: every problem found, first one first.
  package let problems: [PackageProblem]

  package init(_ kind: Kind, _ message: String, problems: [PackageProblem] = []) {
    self.kind = kind
    self.message = message
    self.problems = problems
  }

  package var description: String { message }

  /// A package that failed verification: the first problem, and how many more there are.
  package static func invalidPackage(_ file: String, _ problems: [PackageProblem]) -> PackageError {
    let first = problems.first?.message ?? "is invalid"
    let more = problems.count > 1 ? " (and \(problems.count - 1) more problems)" : ""
    return PackageError(.invalidPackage, "'\(file)': \(first)\(more)", problems: problems)
  }

  package static func io(_ error: FileError) -> PackageError {
    PackageError(.io, error.description)
  }
}
