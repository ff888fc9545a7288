import ThemePackArchive
import ThemePackSupport

/// Porter–Duff blending of straight-alpha sRGB pixels.
package enum Compositor {
  /// `source` drawn over `destination` ("source over"), blended in sRGB space as UIKit and
  /// Core Graphics do by default, with one rounding per channel:
  /// - `a = as + ad·(1 − as)`,
  /// - `c = (cs·as + cd·ad·(1 − as)) / a` for each colour channel,
  /// all in 0…1, quantised as `clamp(floor(x·255 + 0.5), 0, 255)`. A result whose alpha
  /// rounds to 0 is `ThemeRGBA.clear`.
  package static func sourceOver(_ source: ThemeRGBA, onto destination: ThemeRGBA) -> ThemeRGBA {
    if source.alpha == 255 || destination.alpha == 0 { return cleared(source) }
    if source.alpha == 0 { return destination }
    let sourceAlpha = Double(source.alpha) / 255
    let destinationWeight = Double(destination.alpha) / 255 * (1 - sourceAlpha)
    let alpha = sourceAlpha + destinationWeight
    func channel(_ source: UInt8, _ destination: UInt8) -> UInt8 {
      quantize(
        (Double(source) / 255 * sourceAlpha + Double(destination) / 255 * destinationWeight)
          / alpha)
    }
    let alphaCode = quantize(alpha)
    if alphaCode == 0 { return .clear }
    return ThemeRGBA(
      red: channel(source.red, destination.red), green: channel(source.green, destination.green),
      blue: channel(source.blue, destination.blue), alpha: alphaCode)
  }

  /// `clamp(floor(x·255 + 0.5), 0, 255)`.
  package static func quantize(_ value: Double) -> UInt8 {
    UInt8(min(255, max(0, (value * 255 + 0.5).rounded(.down))))
  }

  private static func cleared(_ pixel: ThemeRGBA) -> ThemeRGBA {
    pixel.alpha == 0 ? .clear : pixel
  }
}
