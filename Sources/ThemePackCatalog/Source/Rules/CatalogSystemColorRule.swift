import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A colour entry that refers to an iOS system colour: read as that colour's values in the
/// four appearances of `IOSSystemColors.version`. Information, never a failure: the catalog is
/// valid, and the finding says which numbers ThemePack's outputs will hold.
package enum CatalogSystemColorRule: LintRule {
  package static let id = "catalog-system-color"
  package static let severity = Finding.Severity.info
  package static let summary = "a system-colour reference, read as its iOS values in each appearance"

  /// "system colour 'systemBlueColor' read as its iOS 15–18 values: light #007AFF, dark
  /// #0A84FF, light high contrast #0040DD, dark high contrast #409CFF"
  /// A reference of another platform (`osx`, `XR`) says so: "system colour
  /// 'systemBackgroundColor' (platform 'XR') read as its iOS 15–18 values: …"
  package static func message(
    _ reference: String, platform: String? = nil, values: [ThemeAppearance: ThemeRGBA]
  )
    -> String
  {
    let listed = ThemeAppearance.allCases.compactMap { appearance in
      values[appearance].map { "\(appearance.description) \($0.hexString)" }
    }
    return "system colour '\(reference)'" + (platform.map { " (platform '\($0)')" } ?? "")
      + " read as its \(IOSSystemColors.version) values: " + listed.joined(separator: ", ")
  }
}
