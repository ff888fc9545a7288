import Foundation

/// Shared by the test targets. A fresh folder under the system temporary directory, removed when the value dies.
public final class TemporaryFolder: @unchecked Sendable {
  public let url: URL

  public init(_ label: String = "themepack-test") throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `relative` inside the folder.
  public func path(_ relative: String) -> String {
    url.appendingPathComponent(relative).path
  }

  /// Writes `bytes` to `relative`, creating parent folders.
  public func write(_ bytes: [UInt8], to relative: String) throws {
    let target = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: target)
  }

  /// Writes UTF-8 text to `relative`, creating parent folders.
  public func write(_ text: String, to relative: String) throws {
    try write(Array(text.utf8), to: relative)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
