/// How one thing (a theme, an image file, a colour, a font, a component) stands between the
/// old project and the new one.
package enum DiffStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// Only the new project has it.
  case added
  /// Only the old project has it.
  case removed
  /// Both have it, and it differs.
  case changed
  /// Both have it, the same.
  case unchanged
}
