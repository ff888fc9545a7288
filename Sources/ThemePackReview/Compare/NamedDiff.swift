/// A font or a component of a theme that was added, removed or changed.
public struct NamedDiff: Sendable, Hashable, Codable {
  public var name: String
  public var status: DiffStatus

  public init(name: String, status: DiffStatus) {
    self.name = name
    self.status = status
  }
}
