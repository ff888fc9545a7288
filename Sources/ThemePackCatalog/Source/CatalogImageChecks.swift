import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// The checks of one image set that need its files' pixel sizes or its entries together.
package enum CatalogImageChecks {
  /// Entries with a file, grouped by what they are for (idiom, appearance, contrast, size
  /// class: a compact-height variant is another drawing, not another scale).
  private static func groups(_ set: CatalogImageSet) -> [[CatalogImageEntry]] {
    var groups: [String: [CatalogImageEntry]] = [:]
    for entry in set.entries where entry.filename != nil {
      let key =
        "\(entry.idiom)|\(entry.appearance.isDark)|\(entry.appearance.isHighContrast)|\(entry.sizeClass ?? "any")"
      groups[key, default: []].append(entry)
    }
    return groups.keys.sorted().map { groups[$0]! }
  }

  /// A file whose size is not its scale's share of the set's highest-scale file (±1 px for
  /// rounding).
  package static func scaleFindings(_ set: CatalogImageSet, _ sizes: [String: (width: Int, height: Int)])
    -> [Finding]
  {
    var findings: [Finding] = []
    for group in groups(set) {
      let sized = group.compactMap { entry -> (String, Int, (width: Int, height: Int))? in
        guard let name = entry.filename, let scale = entry.scale, let size = sizes[name] else { return nil }
        return (name, scale, size)
      }
      guard let reference = sized.max(by: { $0.1 < $1.1 }) else { continue }
      for (name, scale, size) in sized where name != reference.0 {
        let (width, height) = expectedSize(at: scale, from: reference.2, at: reference.1)
        guard !fits(size, expected: (width, height)) else { continue }
        findings.append(
          CatalogScaleMismatchRule.finding(
            file: set.path + "/" + name,
            message: CatalogScaleMismatchRule.message(
              name, width: size.width, height: size.height, scale: scale, reference: reference.0,
              referenceWidth: reference.2.width, referenceHeight: reference.2.height,
              referenceScale: reference.1,
              expectedWidth: width, expectedHeight: height)))
      }
    }
    return findings
  }

  /// The pixel size of a file at `scale` that draws what `reference` (pixels at
  /// `referenceScale`) draws: its points at that scale, rounded.
  package static func expectedSize(
    at scale: Int, from reference: (width: Int, height: Int), at referenceScale: Int
  ) -> (width: Int, height: Int) {
    (
      Resampler.pixelSize(
        points: Resampler.pointSize(pixels: reference.width, scale: referenceScale), scale: scale),
      Resampler.pixelSize(
        points: Resampler.pointSize(pixels: reference.height, scale: referenceScale), scale: scale)
    )
  }

  /// Whether `size` is `expected` within 1 px a side (rounding).
  package static func fits(_ size: (width: Int, height: Int), expected: (width: Int, height: Int)) -> Bool {
    abs(expected.width - size.width) <= 1 && abs(expected.height - size.height) <= 1
  }

  /// A scale with a light file but no dark one, where other scales have a dark file.
  package static func darkFindings(_ set: CatalogImageSet) -> [Finding] {
    var findings: [Finding] = []
    let idioms = Set(set.entries.map(\.idiom)).sorted()
    for idiom in idioms {
      let entries = set.entries.filter {
        $0.idiom == idiom && $0.filename != nil && !$0.appearance.isHighContrast
      }
      let light = Set(entries.filter { !$0.appearance.isDark }.compactMap(\.scale))
      let dark = Set(entries.filter(\.appearance.isDark).compactMap(\.scale))
      guard !dark.isEmpty else { continue }
      for scale in light.subtracting(dark).sorted() {
        findings.append(
          CatalogMissingDarkRule.finding(
            file: set.contentsPath,
            message: CatalogMissingDarkRule.message(set: set.name, have: dark.sorted(), missing: scale)))
      }
    }
    return findings
  }

  /// Cap insets that are negative or exceed the width or height of their file.
  package static func resizingFindings(_ set: CatalogImageSet, _ sizes: [String: (width: Int, height: Int)])
    -> [Finding]
  {
    var findings: [Finding] = []
    for entry in set.entries {
      guard let resizing = entry.resizing, let name = entry.filename, let size = sizes[name] else { continue }
      let insets = resizing.capInsets
      let position = set.document?.position(of: JSONDocument.path(entry.jsonPath, "resizing"))
      func report(_ message: String) {
        findings.append(
          CatalogResizingRule.finding(
            file: set.contentsPath,
            line: position?.line, column: position?.column, message: message))
      }
      if [insets.top, insets.left, insets.bottom, insets.right].contains(where: { $0 < 0 }) {
        report("the cap insets of '\(name)' are negative")
      }
      if insets.left + insets.right > size.width {
        report(
          CatalogResizingRule.message(
            name, axis: "width", first: "left", second: "right", sum: (insets.left, insets.right),
            size: size.width))
      }
      if insets.top + insets.bottom > size.height {
        report(
          CatalogResizingRule.message(
            name, axis: "height", first: "top", second: "bottom", sum: (insets.top, insets.bottom),
            size: size.height))
      }
    }
    return findings
  }
}
