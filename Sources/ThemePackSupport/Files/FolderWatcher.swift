import Foundation
import ThemePackNative

/// Tells when anything under a folder changed: a file saved (in place or by rename),
/// created, deleted or moved, at any depth.
///
/// It uses the kernel's notices (`FolderEvents`, inotify: one watch per folder, new folders
/// watched as they appear) and falls back to polling where they are missing or the kernel's
/// limit of watches leaves no room for every folder: every
/// `pollingInterval` it compares each file's and folder's size, modification time and
/// inode with the last look. Names starting with "." and ending with "~" (editors' temporary
/// and backup files) are ignored, as are symbolic links and the `excluded` folders (an
/// output folder inside the watched one would otherwise wake it with every render).
///
/// One thread at a time calls `next(timeoutMilliseconds:)`; `close()` ends the watches.
package final class FolderWatcher: @unchecked Sendable {
  /// How changes are noticed.
  package enum Mode: String, Sendable {
    /// The kernel's notices (inotify).
    case notices
    /// A look at every file's stamp each `pollingInterval`.
    case polling
  }

  /// The time between two looks when polling.
  package static let pollingInterval: TimeInterval = 0.3

  package private(set) var mode = Mode.polling
  private let root: String
  private let excluded: Set<String>
  private var events: FolderEvents?
  /// Watch number → folder path (notices).
  private var watches: [Int32: String] = [:]
  /// Path → stamp of everything under the root (polling).
  private var stamps: [String: [Int]] = [:]
  private var lastLook = Date()

  /// Watches `root`; `forcePolling` skips the kernel's notices (tests, and file systems
  /// whose changes the kernel does not see, such as some network mounts).
  package init(root: String, excluding excluded: [String] = [], forcePolling: Bool = false) {
    // Resolved once, so a project reached through a link is watched (folders below the
    // root are never followed through links).
    self.root = (try? FileSystemCalls.resolvedPath(root)) ?? root
    self.excluded = Set(excluded)
    if !forcePolling, let events = try? FolderEvents() {
      self.events = events
      if watchTree(self.root) {
        mode = .notices
      } else {
        // The kernel's limit of watches is reached: poll rather than miss folders.
        events.close()
        self.events = nil
        watches = [:]
      }
    }
    if events == nil {
      stamps = look()
      lastLook = Date()
    }
  }

  /// Waits up to `timeoutMilliseconds` and says whether anything changed since the last call.
  package func next(timeoutMilliseconds: Int) -> Bool {
    if let events {
      guard let batch = try? events.next(timeoutMilliseconds: Int32(timeoutMilliseconds)) else {
        Thread.sleep(forTimeInterval: Double(timeoutMilliseconds) / 1000)
        return false
      }
      return take(batch)
    }
    let due = lastLook.addingTimeInterval(Self.pollingInterval).timeIntervalSinceNow
    if due > Double(timeoutMilliseconds) / 1000 {
      Thread.sleep(forTimeInterval: Double(timeoutMilliseconds) / 1000)
      return false
    }
    if due > 0 { Thread.sleep(forTimeInterval: due) }
    let now = look()
    lastLook = Date()
    defer { stamps = now }
    return now != stamps
  }

  /// Ends the watches. Safe to call twice.
  package func close() {
    events?.close()
  }

  /// Takes in one batch of notices; whether any is a change that matters. After a folder
  /// moved or the kernel dropped notices, the table of paths is made again from the root
  /// once the batch is read (the kernel gives the same numbers back, under the new paths).
  private func take(_ batch: [FolderEvent]) -> Bool {
    var changed = false
    var rewatch = false
    for event in batch {
      if event.isOverflow || event.isFolderMove {
        rewatch = true
        changed = true
      } else {
        changed = notice(event) || changed
      }
    }
    if rewatch { rewatchTree() }
    return changed
  }

  /// Takes in one notice: watches a new folder, forgets an ended watch; whether it is a
  /// change that matters.
  private func notice(_ event: FolderEvent) -> Bool {
    guard let folder = watches[event.watch] else { return false }
    if event.isWatchEnded {
      watches[event.watch] = nil
      return true
    }
    guard Self.isWatched(event.name) else { return false }
    if event.isFolder && event.isArrival { watchTree(folder + "/" + event.name) }
    return true
  }

  /// Forgets every path and watches the tree from the root again: a moved folder keeps its
  /// watch under a new path, and one moved out of the root is no longer listened to. Falls
  /// back to polling when the kernel's limit of watches leaves no room.
  private func rewatchTree() {
    watches = [:]
    guard !watchTree(root) else { return }
    events?.close()
    events = nil
    watches = [:]
    mode = .polling
    stamps = look()
    lastLook = Date()
  }

  /// Watches `folder` and every folder under it (not through links, not excluded ones);
  /// false when the kernel refused a watch for want of room (`ENOSPC`: its limit of watches
  /// per user), not when a folder vanished meanwhile.
  @discardableResult
  private func watchTree(_ folder: String) -> Bool {
    guard let events, !isExcluded(folder) else { return true }
    do {
      watches[try events.watch(folder)] = folder
    } catch {
      return !error.isOutOfRoom
    }
    var complete = true
    for item in Self.items(of: folder) where item.status.kind == .directory {
      complete = watchTree(folder + "/" + item.name) && complete
    }
    return complete
  }

  /// The stamp of everything under the root: a file's size, modification time and inode,
  /// a folder's inode.
  private func look() -> [String: [Int]] {
    var found: [String: [Int]] = [:]
    func walk(_ folder: String) {
      guard !isExcluded(folder) else { return }
      for item in Self.items(of: folder) {
        let path = folder + "/" + item.name
        let status = item.status
        if status.kind == .directory {
          // A folder's own time changes with any name in it, hidden ones too: its names
          // speak for themselves.
          found[path] = [1, status.inode]
          walk(path)
        } else {
          found[path] = [
            0, status.size, status.modificationSeconds, status.modificationNanoseconds, status.inode,
          ]
        }
      }
    }
    walk(root)
    return found
  }

  /// Whether `folder` is one of the excluded ones, both resolved now (an output folder may
  /// appear only after the watcher started, and either may be named through a link).
  private func isExcluded(_ folder: String) -> Bool {
    guard !excluded.isEmpty, let resolved = try? FileSystemCalls.resolvedPath(folder) else { return false }
    return excluded.contains { (try? FileSystemCalls.resolvedPath($0)) == resolved }
  }

  /// The watched names in `folder` (none when it cannot be read), links left out.
  private static func items(of folder: String) -> [FolderItem] {
    guard
      let descriptor = try? FileDescriptor.open(folder, .readOnly, options: [.directory, .noFollow])
    else { return [] }
    defer { try? descriptor.close() }
    let items = (try? descriptor.items()) ?? []
    return items.filter { isWatched($0.name) && $0.status.kind != .symbolicLink }
  }

  /// Whether a change of `name` matters: not an editor's hidden temporary or backup file.
  private static func isWatched(_ name: String) -> Bool {
    !name.hasPrefix(".") && !name.hasSuffix("~")
  }
}
