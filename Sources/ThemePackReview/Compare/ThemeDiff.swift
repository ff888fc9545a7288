/// One theme between the two projects: what changed in its output, and whether its version
/// says so.
public struct ThemeDiff: Sendable, Hashable, Codable {
  public var name: String
  /// `changed` when any image file, colour, font or component differs, or the version does.
  public var status: DiffStatus
  /// The theme's version (`theme.json`'s `version`) on each side; nil on the side without it.
  public var oldVersion: String?
  public var newVersion: String?
  /// Whether the output changed while the version stayed: the package an app already has
  /// would be replaced by different files under the same version (a reviewer's first question).
  public var changedWithoutVersionBump: Bool
  /// The image files that differ (added, removed or changed), by asset, scale and appearance.
  public var images: [ImageDiff]
  /// The colours that differ, by name and appearance.
  public var colors: [ColorDiff]
  public var fonts: [NamedDiff]
  public var components: [NamedDiff]
  /// The app icon, when it differs between the sides (added, removed, renamed or redrawn).
  public var appIcon: IconDiff? = nil
  /// The bytes of the theme's runtime folder (`themes/<theme>/`: every image and
  /// `manifest.json`, what its package holds, before compression) on each side.
  public var oldBytes: Int?
  public var newBytes: Int?
  /// Image files of the theme on the side that has it (the new one unless removed).
  public var fileCount: Int

  /// The image files whose pixels changed for a reason other than a colour (drawing edits).
  public var edits: [ImageDiff] { images.filter(\.isEdit) }
  /// The files re-tinted by a colour change, one group per change.
  public var recolorGroups: [RecolorGroup] { RecolorGroup.groups(of: images) }
  /// The colours whose pair fails its need on the new side.
  public var contrastFailures: [ColorDiff] { colors.filter { $0.newMeets == false } }

  /// The names of the assets whose every file was added (or every file removed).
  public func assets(wholly status: DiffStatus) -> [String] {
    let byAsset = Dictionary(grouping: images, by: \.asset)
    return byAsset.keys.sorted().filter { name in
      byAsset[name]!.allSatisfy { $0.status == status }
    }
  }
}
