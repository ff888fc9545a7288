import ThemePackProject

/// Why `themepack init` could not import a source: the file concerned and the reason.
package struct ImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The source file or folder the problem is in (or the destination, for write errors).
  package let file: String
  /// What is wrong with it, in the house voice.
  package let reason: String
  /// Whether the file is a vector too large to draw at the scales iOS knows (a size, not
  /// damage: a catalog's set of such a file is left out with a note).
  package var isOverDrawingBound = false

  package init(file: String, reason: String) {
    self.file = file
    self.reason = reason
  }

  /// "cannot import 'ThemeResource/blue/a.png': IDAT: CRC error"
  package var description: String { "cannot import '\(file)': \(reason)" }

  /// The error of a project-reader failure on `file`.
  package static func reading(_ file: String, _ error: ProjectReadError) -> ImportError {
    switch error {
    case .file(let fileError): return ImportError(file: fileError.path, reason: fileError.reason)
    case .link: return ImportError(file: file, reason: error.reason)
    }
  }
}
