#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The kernel's change notices for folders (inotify): one watch per folder, reporting
/// files written and closed, created, deleted and renamed in or out. Editors save by
/// writing a new file and renaming it over the old one, so folders are watched, not files;
/// a new folder needs a watch of its own (`FolderEvent.isArrival` with `isFolder`).
///
/// A `final class` owns the inotify descriptor and closes it in `close()` or `deinit`.
/// One thread at a time uses it.
package final class FolderEvents: @unchecked Sendable {
  private let descriptor: Int32
  private var isClosed = false

  /// What each watch reports: `IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE |
  /// IN_DELETE`, plus the watched folder's own deletion or move (`IN_DELETE_SELF |
  /// IN_MOVE_SELF`).
  #if os(Linux)
    private static let mask =
      UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
      | UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)
  #endif

  /// Starts a notifier. Throws where the kernel has no inotify or its limit of instances
  /// is reached, and always on Darwin, which has no inotify (its FSEvents needs a run loop):
  /// the caller then falls back to polling.
  /// The corresponding C function is `inotify_init1` (with `IN_CLOEXEC | IN_NONBLOCK`).
  package init() throws(SystemCallError) {
    #if os(Linux)
      let raw = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      guard raw >= 0 else { throw .current }
      descriptor = raw
    #else
      throw .notImplemented
    #endif
  }

  deinit {
    if !isClosed { CLibrary.close(descriptor) }
  }

  /// Watches the folder at `path` (not what is inside its subfolders) and returns the
  /// watch's number, which its events carry. Watching a folder twice returns the same
  /// number. The corresponding C function is `inotify_add_watch`.
  package func watch(_ path: String) throws(SystemCallError) -> Int32 {
    #if os(Linux)
      let watch = inotify_add_watch(descriptor, path, Self.mask)
      guard watch >= 0 else { throw .current }
      return watch
    #else
      throw .notImplemented
    #endif
  }

  /// Waits up to `timeoutMilliseconds` for changes and returns those queued (empty when
  /// none came in time). The corresponding C functions are `poll` and `read`.
  package func next(timeoutMilliseconds: Int32) throws(SystemCallError) -> [FolderEvent] {
    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let count = poll(&ready, 1, timeoutMilliseconds)
    if count < 0 {
      let error = SystemCallError.current
      if error.isInterrupted { return [] }
      throw error
    }
    guard count > 0 else { return [] }
    var events: [FolderEvent] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let read = buffer.withUnsafeMutableBytes { CLibrary.read(descriptor, $0.baseAddress!, $0.count) }
      if read < 0 {
        let error = SystemCallError.current
        if error.isInterrupted { continue }
        if error.code == EAGAIN { return events }
        throw error
      }
      if read == 0 { return events }
      events += Self.parse(buffer[0..<read])
    }
  }

  /// Stops every watch. Safe to call twice. The corresponding C function is `close`.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    CLibrary.close(descriptor)
  }

  /// The `struct inotify_event` records in `bytes`: `wd`, `mask`, `cookie`, `len` (four
  /// 32-bit fields in this machine's order), then `len` bytes of NUL-padded name.
  static func parse(_ bytes: ArraySlice<UInt8>) -> [FolderEvent] {
    bytes.withUnsafeBytes { raw in
      var events: [FolderEvent] = []
      var offset = 0
      while offset + 16 <= raw.count {
        let watch = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
        let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
        let nameBytes = raw[(offset + 16)..<min(offset + 16 + length, raw.count)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        events.append(event(watch: watch, mask: mask, name: name))
        offset += 16 + length
      }
      return events
    }
  }

  /// The event of one record. A move of a folder is `IN_MOVED_FROM` or `IN_MOVED_TO` with
  /// `IN_ISDIR` in its parent, then `IN_MOVE_SELF` on the folder itself; its watch goes on
  /// (under the same number) until `IN_IGNORED`.
  private static func event(watch: Int32, mask: UInt32, name: String) -> FolderEvent {
    #if os(Linux)
      let isFolder = mask & UInt32(IN_ISDIR) != 0
      let isMove = mask & UInt32(IN_MOVED_FROM | IN_MOVED_TO) != 0
      return FolderEvent(
        watch: watch, name: name, isFolder: isFolder,
        isArrival: mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0,
        isWatchEnded: mask & UInt32(IN_IGNORED) != 0,
        isFolderMove: (isMove && isFolder) || mask & UInt32(IN_MOVE_SELF) != 0,
        isOverflow: mask & UInt32(IN_Q_OVERFLOW) != 0)
    #else
      FolderEvent(
        watch: watch, name: name, isFolder: false, isArrival: false, isWatchEnded: false,
        isFolderMove: false, isOverflow: false)
    #endif
  }
}
