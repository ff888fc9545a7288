/// One theme between the two projects: what changed in its output, and whether its version
/// says so.
package struct ThemeDiff: Sendable, Hashable, Codable {
  package var name: String
  /// `changed` when any image file, colour, font or component differs, or the version does.
  package var status: DiffStatus
  /// The theme's version (`theme.json`'s `version`) on each side; nil on the side without it.
  package var oldVersion: String?
  package var newVersion: String?
  /// Whether the output changed while the version stayed: the package an app already has
  /// would be replaced by different files under the same version (a reviewer's first question).
  package var changedWithoutVersionBump: Bool
  /// The image files that differ (added, removed or changed), by asset, scale and appearance.
  package var images: [ImageDiff]
  /// The colours that differ, by name and appearance.
  package var colors: [ColorDiff]
  package var fonts: [NamedDiff]
  package var components: [NamedDiff]
  /// The app icon, when it differs between the sides (added, removed, renamed or redrawn).
  package var appIcon: IconDiff? = nil
  /// The bytes of the theme's runtime folder (`themes/<theme>/`: every image and
  /// `manifest.json`, what its package holds, before compression) on each side.
  package var oldBytes: Int?
  package var newBytes: Int?
  /// Image files of the theme on the side that has it (the new one unless removed).
  package var fileCount: Int

  /// The image files whose pixels changed for a reason other than a colour (drawing edits).
  package var edits: [ImageDiff] { images.filter(\.isEdit) }
  /// The files re-tinted by a colour change, one group per change.
  package var recolorGroups: [RecolorGroup] { RecolorGroup.groups(of: images) }
  /// The colours whose pair fails its need on the new side.
  package var contrastFailures: [ColorDiff] { colors.filter { $0.newMeets == false } }

  /// The names of the assets whose every file was added (or every file removed).
  package func assets(wholly status: DiffStatus) -> [String] {
    let byAsset = Dictionary(grouping: images, by: \.asset)
    return byAsset.keys.sorted().filter { name in
      byAsset[name]!.allSatisfy { $0.status == status }
    }
  }
}
