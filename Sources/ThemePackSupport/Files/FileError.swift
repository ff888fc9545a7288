import Foundation
import ThemePackNative

/// A file could not be read or written.
package struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was being done to the file.
  package enum Operation: String, Sendable {
    case read
    case write
    case list
    case remove
  }

  package let path: String
  package let operation: Operation
  /// The system's reason, e.g. "No such file or directory".
  package let reason: String

  package init(path: String, operation: Operation, reason: String) {
    self.path = path
    self.operation = operation
    self.reason = reason
  }

  package var description: String {
    "cannot \(operation.rawValue) '\(path)': \(reason)"
  }

  /// The short, human reason inside a Foundation or POSIX error.
  package static func reason(of error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return SystemCallError(code: Int32(underlying.code)).description
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return SystemCallError(code: Int32(nsError.code)).description
    }
    switch nsError.code {
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "No such file or directory"
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "Permission denied"
    default: return nsError.localizedDescription
    }
  }
}
