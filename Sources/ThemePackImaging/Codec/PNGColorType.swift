import ThemePackSupport

/// The colour types of the PNG specification, with their numeric codes.
package enum PNGColorType: Int, Sendable, CaseIterable, Codable {
  case gray = 0
  case rgb = 2
  case palette = 3
  case grayAlpha = 4
  case rgba = 6

  /// A short lower-case name for reports: "gray", "rgb", "palette", "gray+alpha", "rgba".
  package var name: String {
    switch self {
    case .gray: return "gray"
    case .rgb: return "rgb"
    case .palette: return "palette"
    case .grayAlpha: return "gray+alpha"
    case .rgba: return "rgba"
    }
  }

  /// The bit depths the specification allows for this colour type.
  package var allowedBitDepths: [Int] {
    switch self {
    case .gray: return [1, 2, 4, 8, 16]
    case .palette: return [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: return [8, 16]
    }
  }
}
