/// A manifest cannot be read or written: bad JSON, a missing or unknown key, a wrong type,
/// an unsupported format version, a file name that breaks the naming rule.
///
/// `description` is one line in the house voice, with the place when known:
/// `invalid manifest 'themes/blue/manifest.json': line 9, column 20: '/assets/navBar/rendering':
/// expected 'template' or 'original', found 'tinted'`.
package struct RuntimeManifestError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The manifest as the caller named it.
  package let file: String
  /// 1-based line and column in the manifest's text; nil when writing.
  package let line: Int?
  package let column: Int?
  /// JSON Pointer of the offending value ("" for the whole document or a syntax error).
  package let pointer: String
  package let message: String

  package init(file: String, line: Int?, column: Int?, pointer: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.pointer = pointer
    self.message = message
  }

  package var description: String {
    var text = "invalid manifest '\(file)': "
    if let line, let column { text += "line \(line), column \(column): " }
    if !pointer.isEmpty { text += "'\(pointer)': " }
    return text + message
  }
}
