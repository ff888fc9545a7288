/// Names that differ only by letter case or Unicode normalisation: distinct on Linux,
/// the same file on macOS and iOS, so one silently replaces the other.
///
/// The config reader reports asset names that collide (`assetMessage`); the lint checks
/// the names of files and folders (`NameCollisionRule+Check.swift`, with its messages).
package enum NameCollisionRule: LintRule {
  package static let id = "name-collision"
  package static let severity = Finding.Severity.error
  package static let summary = "names that collide by letter case or Unicode normalisation"

  /// "assets 'icon' and 'Icon' differ only by letter case: their files would collide on macOS and iOS"
  package static func assetMessage(_ first: String, _ second: String) -> String {
    "assets '\(first)' and '\(second)' differ only by letter case: their files would collide on macOS and iOS"
  }
}
