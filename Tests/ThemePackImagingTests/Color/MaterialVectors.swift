/// Figures copied from material-color-utilities' published tests
/// (material-foundation/material-color-utilities@6112292fddb5bc0ad0ef6fd0d4a97743f59950d0:
/// typescript/palettes/palettes_test.ts, dart/test/palettes_test.dart,
/// typescript/hct/hct_test.ts, dart/test/color_utils_test.dart). Figures only.
enum MaterialVectors {
  /// `TonalPalette.of(Hct(0xFF0000FF).hue, .chroma).tone(T)`: (tone, expected RGB).
  static let tonalPaletteOfBlue: [(tone: Double, rgb: UInt32)] = [
    (0, 0x000000), (3, 0x00003C), (10, 0x00006E), (20, 0x0001AC), (30, 0x0000EF),
    (40, 0x343DFF), (50, 0x5A64FF), (60, 0x7C84FF), (70, 0x9DA3FF), (80, 0xBEC2FF),
    (90, 0xE0E0FF), (95, 0xF1EFFF), (99, 0xFFFBFF), (100, 0xFFFFFF),
  ]

  /// `CorePalette.of(0xFF0000FF).a2`: hue of blue, chroma 16: (tone, expected RGB).
  static let chroma16PaletteOfBlue: [(tone: Double, rgb: UInt32)] = [
    (0, 0x000000), (10, 0x191A2C), (20, 0x2E2F42), (30, 0x444559), (40, 0x5C5D72),
    (50, 0x75758B), (60, 0x8F8FA6), (70, 0xA9A9C1), (80, 0xC5C4DD), (90, 0xE1E0F9),
    (95, 0xF1EFFF), (100, 0xFFFFFF),
  ]

  /// `Cam16.fromInt`: RGB → hue, chroma, J, M, s, Q (to 0.001).
  typealias CAM16Vector = (
    rgb: UInt32, hue: Double, chroma: Double, j: Double, m: Double, s: Double, q: Double
  )

  static let cam16: [CAM16Vector] = [
    (0xFF0000, 27.408, 113.358, 46.445, 89.494, 91.890, 105.989),
    (0x00FF00, 142.140, 108.410, 79.332, 85.588, 78.605, 138.520),
    (0x0000FF, 282.788, 87.231, 25.466, 68.867, 93.675, 78.481),
    (0xFFFFFF, 209.492, 2.869, 100.000, 2.265, 12.068, 155.521),
    (0x000000, 0, 0, 0, 0, 0, 0),
  ]

  /// `Hct.fromInt`: RGB → hue, chroma, tone (to 0.005).
  static let hctOfRGB: [(rgb: UInt32, hue: Double, chroma: Double, tone: Double)] = [
    (0x00FF00, 142.139, 108.410, 87.737),
    (0x0000FF, 282.788, 87.230, 32.302),
  ]

  /// `Hct.from(282.788, 87.23, 90)`: the solver lowers chroma to stay in sRGB (to 0.005).
  static let solverRequest = (hue: 282.788, chroma: 87.23, tone: 90.0)
  static let solverResult = (hue: 282.239, chroma: 19.144, tone: 90.035)

  /// `yFromLstar` (Y on a 0…100 scale), to 1e-5.
  static let yFromLstar: [(lstar: Double, y: Double)] = [
    (0, 0), (0.1, 0.0110705), (1, 0.1107056), (8, 0.8856451), (10, 1.1260199),
    (20, 2.9890524), (30, 6.2359055), (40, 11.2509737), (50, 18.4186518),
    (60, 28.1233342), (70, 40.7494157), (80, 56.6812907), (90, 76.3033539),
    (95, 87.6183294), (99, 97.4360239), (100, 100),
  ]

  /// `lstarFromY` (Y on a 0…100 scale), to 1e-5.
  static let lstarFromY: [(y: Double, lstar: Double)] = [
    (0, 0), (0.1, 0.9032962), (1, 8.9914424), (5, 26.7347653), (10, 37.8424304),
    (20, 51.8372115), (50, 76.069261), (80, 91.6848609), (100, 100),
  ]
}
