/// What `PackagePublisher.publish` did, per theme version.
public struct PublishReport: Sendable, Equatable {
  public enum Status: String, Sendable {
    /// A new version: its zip was written.
    case added
    /// The same content is already in the packages folder or the published index:
    /// nothing was written for it.
    case unchanged
  }

  /// One packaged theme version.
  public struct Item: Sendable, Equatable {
    public var theme: String
    public var version: String
    /// The zip's file name (for `.unchanged`, the one already published).
    public var file: String
    public var status: Status

    public init(theme: String, version: String, file: String, status: Status) {
      self.theme = theme
      self.version = version
      self.file = file
      self.status = status
    }
  }

  /// The packaged versions, sorted by theme.
  public var items: [Item]
  /// The index written.
  public var index: PackageIndex
  /// Where it was written.
  public var indexPath: String

  public init(items: [Item], index: PackageIndex, indexPath: String) {
    self.items = items
    self.index = index
    self.indexPath = indexPath
  }
}
