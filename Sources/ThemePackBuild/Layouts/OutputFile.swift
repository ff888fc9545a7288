/// A file a layout describes a theme with: where it goes and its bytes.
package struct OutputFile: Sendable, Equatable {
  /// Relative to the theme folder (`descriptionFiles`) or the output folder (`sharedFiles`).
  package var path: String
  package var bytes: [UInt8]

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
