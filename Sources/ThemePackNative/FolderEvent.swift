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
  /// The watch has ended (`IN_IGNORED`: its folder was deleted, or the watch removed); the
  /// kernel may give its number to a new watch.
  package var isWatchEnded: Bool
  /// A folder moved: a folder moved out of or into the watched one, or the watched folder
  /// itself (its watch goes on, under a new path; paths below it changed too).
  package var isFolderMove: Bool
  /// The kernel dropped events (its queue overflowed): anything may have changed.
  package var isOverflow: Bool

  package init(
    watch: Int32, name: String, isFolder: Bool = false, isArrival: Bool = false,
    isWatchEnded: Bool = false, isFolderMove: Bool = false, isOverflow: Bool = false
  ) {
    self.watch = watch
    self.name = name
    self.isFolder = isFolder
    self.isArrival = isArrival
    self.isWatchEnded = isWatchEnded
    self.isFolderMove = isFolderMove
    self.isOverflow = isOverflow
  }
}
