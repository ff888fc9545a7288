/// What `PackagePublisher.publish` did, per theme version.
package struct PublishReport: Sendable, Equatable {
  package enum Status: String, Sendable {
    /// A new version: its zip was written.
    case added
    /// The same content is already in the packages folder or the published index:
    /// nothing was written for it.
    case unchanged
  }

  /// One packaged theme version.
  package struct Item: Sendable, Equatable {
    package var theme: String
    package var version: String
    /// The zip's file name (for `.unchanged`, the one already published).
    package var file: String
    package var status: Status

    package init(theme: String, version: String, file: String, status: Status) {
      self.theme = theme
      self.version = version
      self.file = file
      self.status = status
    }
  }

  /// The packaged versions, sorted by theme.
  package var items: [Item]
  /// The index written.
  package var index: PackageIndex
  /// Where it was written.
  package var indexPath: String

  package init(items: [Item], index: PackageIndex, indexPath: String) {
    self.items = items
    self.index = index
    self.indexPath = indexPath
  }
}
