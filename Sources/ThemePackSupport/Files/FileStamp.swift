import Foundation
import ThemePackNative

/// What a file's metadata says about its content: writing the file changes its size or its
/// modification time, so an unchanged stamp means an untouched file (the same trust `make`
/// and `git status` place in it).
package struct FileStamp: Sendable, Equatable, Codable {
  package var size: Int
  package var seconds: Int
  package var nanoseconds: Int

  package init(size: Int, seconds: Int, nanoseconds: Int) {
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  package init(_ status: FileStatus) {
    self.init(
      size: status.size, seconds: status.modificationSeconds, nanoseconds: status.modificationNanoseconds)
  }

  /// The stamp of the file at `path`, or nil when there is no regular file there.
  package static func of(_ path: String) -> FileStamp? {
    guard let status = try? FileSystemCalls.status(ofLinkAt: path), status.kind == .regular else {
      return nil
    }
    return FileStamp(status)
  }

  /// Encoded as `[size, seconds, nanoseconds]` (each exact in a JSON number).
  package init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    self.init(
      size: try fields.decode(Int.self), seconds: try fields.decode(Int.self),
      nanoseconds: try fields.decode(Int.self))
    guard fields.isAtEnd else {
      throw DecodingError.dataCorruptedError(in: fields, debugDescription: "a stamp has three fields")
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(size)
    try fields.encode(seconds)
    try fields.encode(nanoseconds)
  }
}
