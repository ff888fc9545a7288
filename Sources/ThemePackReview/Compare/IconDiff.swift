/// A theme's app icon between the two projects, when it differs: added, removed, renamed or
/// drawn differently (any of the three looks the build writes, compared at its 1024 px).
public struct IconDiff: Sendable, Hashable, Codable {
  /// One of iOS 26's looks (`default`, `dark`, `clear`, `tinted`) before and after, as the
  /// preview draws it (clear and tinted approximated), relative to the report folder; nil on
  /// the side without the icon.
  public struct Look: Sendable, Hashable, Codable {
    public var look: String
    public var before: String?
    public var after: String?
  }

  public var status: DiffStatus
  /// The icon's name in the app on each side; nil on the side without an icon.
  public var oldName: String?
  public var newName: String?
  /// The looks of the appiconset whose pixels differ (`any`, `dark`, `tinted`); every one
  /// when the icon was added or removed.
  public var changedLooks: [String]
  /// Every iOS 26 look, old and new, for the page.
  public var looks: [Look]
  /// Why a side's icon could not be drawn (the build's reason), when one could not.
  public var problem: String?

  /// `app icon 'AppIcon-blue': changed (any, dark looks differ)`.
  public var text: String {
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
