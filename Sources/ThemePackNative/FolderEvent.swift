/// One change the kernel reported in a watched folder (`FolderEvents`).
package struct FolderEvent: Sendable, Equatable {
  /// The watch it came from: the value `FolderEvents.watch(_:)` returned for the folder.
  package var watch: Int32
  /// The name inside that folder that changed; empty for the folder itself.
  package var name: String
  /// The name is a folder (a new folder needs a watch of its own).
  package var isFolder: Bool
  /// The name was created or moved in: a new folder to watch, a file saved by rename.
  package var isArrival: Bool
  /// The watched folder itself is gone (deleted or moved away); its watch has ended.
  package var isWatchGone: Bool
  /// The kernel dropped events (its queue overflowed): anything may have changed.
  package var isOverflow: Bool

  package init(
    watch: Int32, name: String, isFolder: Bool = false, isArrival: Bool = false,
    isWatchGone: Bool = false, isOverflow: Bool = false
  ) {
    self.watch = watch
    self.name = name
    self.isFolder = isFolder
    self.isArrival = isArrival
    self.isWatchGone = isWatchGone
    self.isOverflow = isOverflow
  }
}
