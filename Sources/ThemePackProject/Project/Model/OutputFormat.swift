/// An output format a build can write, as `"outputs"` in `themepack.json` and
/// `themepack build --output-format` name it.
package enum OutputFormat: String, CaseIterable, Sendable, Hashable, Comparable {
  /// `themes/<theme>/`: loose images and `manifest.json`, what packages are made from.
  case runtime
  /// `<package>.xcassets`: the Xcode asset catalog.
  case xcassets
  /// `<theme>.plist` for SwiftTheme in each runtime theme folder (it turns `runtime` on).
  case swiftTheme
  /// `android/<theme>/res/`: drawables at every density, nine-patches, colours.
  case android
  /// `tokens/<theme>/<theme>.tokens.json`: W3C design tokens (DTCG 2025.10).
  case tokens

  /// What a project writes when `themepack.json` has no `"outputs"`.
  package static let defaults: [OutputFormat] = [.runtime, .xcassets]

  /// Every name, in the order layouts run (the order of the cases).
  package static var names: [String] { allCases.map(\.rawValue) }

  /// `formats` without repeats, in the order layouts run, whatever order they were given in;
  /// `swiftTheme` brings `runtime`, whose folders it writes into.
  package static func canonical(_ formats: [OutputFormat]) -> [OutputFormat] {
    let wanted = formats.contains(.swiftTheme) ? formats + [.runtime] : formats
    return allCases.filter(wanted.contains)
  }

  package static func < (lhs: OutputFormat, rhs: OutputFormat) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
