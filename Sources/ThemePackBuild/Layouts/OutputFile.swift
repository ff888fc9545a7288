/// A file a layout describes a theme with: where it goes and its bytes.
public struct OutputFile: Sendable, Equatable {
  /// Relative to the theme folder (`descriptionFiles`) or the output folder (`sharedFiles`).
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}
