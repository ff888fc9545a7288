import ThemePackArchive
import ThemePackImaging

/// The values of the iOS system colours an asset catalog may refer to
/// (`"color": {"platform": "ios", "reference": "systemBlueColor"}`), in the four appearances.
///
/// A reference is a dynamic colour: iOS draws it in the appearance of the moment, and the
/// numbers are the system's, not the catalog's. ThemePack's outputs hold numbers, so a
/// reference is read as these values, which are those Apple's Human Interface Guidelines gave
/// for iOS 15 to 18 (default and increased contrast, light and dark; base elevation),
/// as Flutter's `CupertinoColors` transcribes them. iOS 26 (2025) moved several of them
/// slightly (its blue is lighter): `version` names the table in every note and finding, so
/// a reader knows which iOS the numbers are.
package enum IOSSystemColors {
  /// Which iOS the values are: named in notes and findings.
  package static let version = "iOS 15–18"

  /// The four values of the system colour `reference` names (`systemBlueColor`, `systemBlue`,
  /// `labelColor`, `blackColor`), or nil when the table does not hold it.
  package static func values(of reference: String) -> [ThemeAppearance: ThemeRGBA]? {
    let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    guard let row = table[name] else { return nil }
    return [.light: row[0], .dark: row[1], .lightHighContrast: row[2], .darkHighContrast: row[3]]
  }

  private static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) -> ThemeRGBA {
    ThemeRGBA(red: red, green: green, blue: blue, alpha: alpha)
  }

  private static func same(_ color: ThemeRGBA) -> [ThemeRGBA] { [color, color, color, color] }

  /// Name (UIKit's property name) → light, dark, light high contrast, dark high contrast.
  private static let table: [String: [ThemeRGBA]] = tints.merging(grays) { $1 }.merging(semantic) { $1 }
    .merging(fixed) { $1 }

  private static let tints: [String: [ThemeRGBA]] = [
    "systemRed": [rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)],
    "systemOrange": [rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)],
    "systemYellow": [rgb(255, 204, 0), rgb(255, 214, 10), rgb(160, 90, 0), rgb(255, 212, 38)],
    "systemGreen": [rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)],
    "systemMint": [rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)],
    "systemTeal": [rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)],
    "systemCyan": [rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)],
    "systemBlue": [rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)],
    "systemIndigo": [rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)],
    "systemPurple": [rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)],
    "systemPink": [rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)],
    "systemBrown": [rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)],
  ]

  private static let grays: [String: [ThemeRGBA]] = [
    "systemGray": [rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)],
    "systemGray2": [rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)],
    "systemGray3": [rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)],
    "systemGray4": [rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)],
    "systemGray5": [rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)],
    "systemGray6": [rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)],
  ]

  private static let semantic: [String: [ThemeRGBA]] = [
    "label": [rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255)],
    "secondaryLabel": [
      rgb(60, 60, 67, 153), rgb(235, 235, 245, 153), rgb(60, 60, 67, 173), rgb(235, 235, 245, 173),
    ],
    "tertiaryLabel": [
      rgb(60, 60, 67, 76), rgb(235, 235, 245, 76), rgb(60, 60, 67, 96), rgb(235, 235, 245, 96),
    ],
    "quaternaryLabel": [
      rgb(60, 60, 67, 45), rgb(235, 235, 245, 40), rgb(60, 60, 67, 66), rgb(235, 235, 245, 61),
    ],
    "placeholderText": [
      rgb(60, 60, 67, 76), rgb(235, 235, 245, 76), rgb(60, 60, 67, 96), rgb(235, 235, 245, 96),
    ],
    "systemFill": [
      rgb(120, 120, 128, 51), rgb(120, 120, 128, 91), rgb(120, 120, 128, 71), rgb(120, 120, 128, 112),
    ],
    "secondarySystemFill": [
      rgb(120, 120, 128, 40), rgb(120, 120, 128, 81), rgb(120, 120, 128, 61), rgb(120, 120, 128, 102),
    ],
    "tertiarySystemFill": [
      rgb(118, 118, 128, 30), rgb(118, 118, 128, 61), rgb(118, 118, 128, 51), rgb(118, 118, 128, 81),
    ],
    "quaternarySystemFill": [
      rgb(116, 116, 128, 20), rgb(118, 118, 128, 45), rgb(116, 116, 128, 40), rgb(118, 118, 128, 66),
    ],
    "systemBackground": [rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0)],
    "secondarySystemBackground": [rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)],
    "tertiarySystemBackground": [rgb(255, 255, 255), rgb(44, 44, 46), rgb(255, 255, 255), rgb(54, 54, 56)],
    "systemGroupedBackground": [rgb(242, 242, 247), rgb(0, 0, 0), rgb(235, 235, 240), rgb(0, 0, 0)],
    "secondarySystemGroupedBackground": [
      rgb(255, 255, 255), rgb(28, 28, 30), rgb(255, 255, 255), rgb(36, 36, 38),
    ],
    "tertiarySystemGroupedBackground": [
      rgb(242, 242, 247), rgb(44, 44, 46), rgb(235, 235, 240), rgb(54, 54, 56),
    ],
    "separator": [rgb(60, 60, 67, 73), rgb(84, 84, 88, 153), rgb(60, 60, 67, 94), rgb(84, 84, 88, 173)],
    "opaqueSeparator": [rgb(198, 198, 200), rgb(56, 56, 58), rgb(198, 198, 200), rgb(56, 56, 58)],
    "link": [rgb(0, 122, 255), rgb(9, 132, 255), rgb(0, 122, 255), rgb(9, 132, 255)],
  ]

  /// UIKit's fixed colours (`UIColor.black`, …): one value in every appearance.
  private static let fixed: [String: [ThemeRGBA]] = [
    "black": same(rgb(0, 0, 0)), "white": same(rgb(255, 255, 255)), "clear": same(rgb(0, 0, 0, 0)),
    "darkText": same(rgb(0, 0, 0)), "lightText": same(rgb(255, 255, 255, 153)),
    "darkGray": same(rgb(85, 85, 85)), "gray": same(rgb(128, 128, 128)),
    "lightGray": same(rgb(170, 170, 170)),
    "red": same(rgb(255, 0, 0)), "green": same(rgb(0, 255, 0)), "blue": same(rgb(0, 0, 255)),
    "cyan": same(rgb(0, 255, 255)), "yellow": same(rgb(255, 255, 0)), "magenta": same(rgb(255, 0, 255)),
    "orange": same(rgb(255, 128, 0)), "purple": same(rgb(128, 0, 128)), "brown": same(rgb(153, 102, 51)),
  ]
}
