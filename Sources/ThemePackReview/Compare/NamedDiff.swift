/// A font or a component of a theme that was added, removed or changed.
package struct NamedDiff: Sendable, Hashable, Codable {
  package var name: String
  package var status: DiffStatus

  package init(name: String, status: DiffStatus) {
    self.name = name
    self.status = status
  }
}
