import ThemePackSupport

extension ImportReport {
  /// The report as the command prints it, one decision a line.
  package var text: String {
    var lines = ["imported \(Plural.count(themeColors.count, "theme")) from '\(source)' (\(kind))"]
    lines.append("theme colours:")
    for entry in themeColors {
      lines.append("  \(entry.theme): \(entry.color.hexString) from \(entry.source)")
    }
    if !tokens.isEmpty {
      lines.append("design tokens (copied; each theme.json reads them through 'tokens'):")
      lines += tokens.map { "  \($0)" }
    }
    if !assets.isEmpty { lines.append("assets:") }
    for asset in assets {
      let size = "\(asset.pixelWidth)x\(asset.pixelHeight) px at \(asset.scale)x"
      if let tint = asset.tint {
        lines.append("  \(asset.name): master, tint \(tint.name): \(asset.reason); \(size)")
      } else {
        lines.append("  \(asset.name): per theme, kept as drawn: \(asset.reason); \(size)")
      }
      if let dark = asset.dark { lines.append("    dark: \(dark)") }
      let drifts = asset.drift.map(Self.describe).joined(separator: ", ")
      if !drifts.isEmpty { lines.append("    drift: \(drifts)") }
    }
    if let navigationBar { lines.append("navigation bar: \(navigationBar)") }
    if !partialFiles.isEmpty {
      lines.append(
        "only in some themes (copied into those themes as drawn; not assets until every theme has one):")
      lines += partialFiles.map { "  \($0)" }
    }
    lines += keptLines
    if !notes.isEmpty {
      lines.append("notes:")
      lines += notes.map { "  \($0)" }
    }
    if !assets.isEmpty {
      lines.append(
        "drift: painted colour, its CIEDE2000 from the theme colour, and the largest channel "
          + "difference (0-255) of the built image from the source")
    }
    return lines.joined(separator: "\n")
  }

  /// The fonts written, then the values not imported, one line per key path with the
  /// themes that have it.
  private var keptLines: [String] {
    var lines: [String] = []
    if !fonts.isEmpty { lines.append("fonts (named fonts that keep their SwiftTheme key paths):") }
    for font in fonts {
      let values = font.values.keys.sorted().map { "\($0) '\(font.values[$0]!)'" }
      let place =
        font.isShared
        ? "'\(font.values[font.values.keys.sorted()[0]]!)' in every theme (themepack.json)"
        : "per theme (theme.json): " + values.joined(separator: ", ")
      lines.append("  \(font.name): \(place); key path '\(font.keyPath)'")
    }
    if !carriedValues.isEmpty {
      lines.append("values (no colour, image or font; in theme.json 'values', written back to the plist):")
    }
    lines += Self.valueLines(carriedValues)
    if !keptValues.isEmpty { lines.append("not imported (no colour, image or font):") }
    lines += Self.valueLines(keptValues)
    return lines
  }

  /// One line per key path with the themes that have it and their values.
  private static func valueLines(_ values: [KeptValue]) -> [String] {
    Set(values.map(\.keyPath)).sorted().map { keyPath in
      let each = values.filter { $0.keyPath == keyPath }.map { "\($0.theme) \($0.value)" }
      return "  \(keyPath): " + each.joined(separator: ", ")
    }
  }

  /// "blue #226BAA dE 0.0 max 4"
  package static func describe(_ drift: Drift) -> String {
    var text = drift.theme
    if let painted = drift.painted { text += " " + painted.hexString }
    if let deltaE = drift.deltaE { text += " dE " + format(deltaE) }
    return text + " max \(drift.maximumDifference)"
  }

  /// One decimal, for the report.
  package static func format(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(abs(tenths % 10))"
  }
}
