/// A theme's app icon between the two projects, when it differs: added, removed, renamed or
/// drawn differently (any of the three looks the build writes, compared at its 1024 px).
package struct IconDiff: Sendable, Hashable, Codable {
  /// One of iOS 26's looks (`default`, `dark`, `clear`, `tinted`) before and after, as the
  /// preview draws it (clear and tinted approximated), relative to the report folder; nil on
  /// the side without the icon.
  package struct Look: Sendable, Hashable, Codable {
    package var look: String
    package var before: String?
    package var after: String?
  }

  package var status: DiffStatus
  /// The icon's name in the app on each side; nil on the side without an icon.
  package var oldName: String?
  package var newName: String?
  /// The looks of the appiconset whose pixels differ (`any`, `dark`, `tinted`); every one
  /// when the icon was added or removed.
  package var changedLooks: [String]
  /// Every iOS 26 look, old and new, for the page.
  package var looks: [Look]
  /// Why a side's icon could not be drawn (the build's reason), when one could not.
  package var problem: String?

  /// `app icon 'AppIcon-blue': changed (any, dark looks differ)`.
  package var text: String {
    let name = newName ?? oldName ?? ""
    var line = "app icon '\(name)': \(status.rawValue)"
    if status == .changed {
      var parts: [String] = []
      if let oldName, let newName, oldName != newName { parts.append("renamed '\(oldName)' → '\(newName)'") }
      if !changedLooks.isEmpty { parts.append(changedLooks.joined(separator: ", ") + " looks differ") }
      if !parts.isEmpty { line += " (" + parts.joined(separator: "; ") + ")" }
    }
    if let problem { line += "; " + problem }
    return line
  }
}
