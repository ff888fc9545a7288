import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// The dark look's glyph does not stand out on the dark gradient iOS draws behind it (its
/// mean colour's WCAG contrast against the gradient's lighter end under 3:1, the UI part
/// minimum), so the dark icon reads as an empty tile.
package enum AppIconDarkRule: ProjectCheck {
  package static let id = "app-icon-dark-contrast"
  package static let severity = Finding.Severity.warning
  package static let summary =
    "the app icon's dark glyph has too little contrast on the system's dark gradient"
  /// The ends of the gradient iOS 18 and later draw behind a dark icon (measured from the
  /// Home Screen, approximately): the lighter top and the darker bottom.
  package static let gradient = (
    top: ThemeRGBA(red: 0x31, green: 0x31, blue: 0x31), bottom: ThemeRGBA(red: 0x14, green: 0x14, blue: 0x14)
  )
  package static let minimumContrast = 3.0

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for entry in (context.appIcons ?? AppIconThemes(context)).entries {
      guard let dark = entry.looks?.dark, let glyph = meanColor(of: dark) else { continue }
      let contrast = WCAGContrast.ratio(glyph, gradient.top)
      guard contrast < minimumContrast else { continue }
      findings.append(
        finding(
          file: entry.settingsPath, theme: entry.theme.name,
          message: "app icon: the dark look's glyph (\(glyph.hexString)) has contrast "
            + String(format: "%.1f", contrast)
            + ":1 on the system's dark gradient (\(gradient.top.hexString)), "
            + "under 3:1: give the theme a lighter dark colour or draw a 'dark' master"))
    }
    return findings
  }

  /// The mean colour of the pixels at least half opaque, nil when there are none.
  package static func meanColor(of image: RGBAImage) -> ThemeRGBA? {
    var sums = (0, 0, 0)
    var count = 0
    for index in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[index + 3] >= 128 {
      sums.0 += Int(image.pixels[index])
      sums.1 += Int(image.pixels[index + 1])
      sums.2 += Int(image.pixels[index + 2])
      count += 1
    }
    guard count > 0 else { return nil }
    return ThemeRGBA(red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count))
  }
}
