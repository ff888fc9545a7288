import Foundation

/// The order in which an install made its writes durable, for the durability tests: each
/// extracted file synced, then the pointer renamed. Recorded right after the call it names
/// succeeded; installs without a log record nothing.
final class FileEventLog: @unchecked Sendable {
  // @unchecked: every access goes through `lock`.
  enum Event: Equatable, Sendable {
    /// An extracted file, by its path inside the theme, was synced.
    case syncedFile(String)
    /// A file, by its path inside the theme, was copied from the installed version (its
    /// SHA-256 checked) rather than inflated; it was synced too (`syncedFile` before this).
    case reusedFile(String)
    /// A folder of the staged version (or the staging folder itself) was synced.
    case syncedFolder
    /// The `current` pointer of a theme was renamed into place.
    case switchedPointer(String)
    /// The newest accepted index (`accepted.json`) was saved with this sequence.
    case savedAcceptedIndex(Int)
  }

  private let lock = NSLock()
  private var recorded: [Event] = []

  var events: [Event] { lock.withLock { recorded } }

  func append(_ event: Event) { lock.withLock { recorded.append(event) } }
}
