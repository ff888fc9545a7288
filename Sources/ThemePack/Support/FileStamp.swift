import Foundation

/// What a file's metadata says about its content: writing the file changes its size or its
/// modification time, so an unchanged stamp means an untouched file (the same trust `make`
/// and `git status` place in it).
struct FileStamp: Sendable, Equatable {
  var size: Int
  var seconds: Int
  var nanoseconds: Int

  init(size: Int, seconds: Int, nanoseconds: Int) {
    self.size = size
    self.seconds = seconds
    self.nanoseconds = nanoseconds
  }

  init(_ status: FileStatus) {
    self.init(
      size: status.size, seconds: status.modificationSeconds, nanoseconds: status.modificationNanoseconds)
  }

  /// The stamp of a raw C status. Kept only until `InstalledThemeRecord.scan` lists
  /// folders through `FileDescriptor.items()`; then remove it.
  init(_ status: stat) {
    self.init(FileStatus(status))
  }

  /// The stamp of the file at `path`, or nil when there is no regular file there.
  static func of(_ path: String) -> FileStamp? {
    guard let status = try? FileSystemCalls.status(ofLinkAt: path), status.kind == .regular else {
      return nil
    }
    return FileStamp(status)
  }

  /// The stamp as JSON: `[size, seconds, nanoseconds]` (each exact in a JSON number).
  var json: JSONValue { .array([.integer(size), .integer(seconds), .integer(nanoseconds)]) }

  /// The stamp in `json`, or nil when it is not three integers.
  init?(json: JSONValue) {
    guard let fields = json.arrayValue?.compactMap(\.integerValue), fields.count == 3 else { return nil }
    self.init(size: fields[0], seconds: fields[1], nanoseconds: fields[2])
  }
}
