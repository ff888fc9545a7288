import ThemePackProject

/// Which halves of `icons/` a build writes: the iOS files (the icon catalog, `.icon`
/// folders, alternate-icon lists) when it writes the asset catalog, the Android adaptive
/// icons when it writes Android resources.
package struct AppIconPlatforms: Sendable, Hashable, CustomStringConvertible {
  package var ios: Bool
  package var android: Bool

  package init(ios: Bool, android: Bool) {
    self.ios = ios
    self.android = android
  }

  /// The halves a build of `formats` writes.
  package init(formats: [OutputFormat]) {
    self.init(ios: formats.contains(.xcassets), android: formats.contains(.android))
  }

  /// Both halves.
  package static let all = AppIconPlatforms(ios: true, android: true)

  /// Whether anything is written.
  package var isEmpty: Bool { !ios && !android }

  /// `ios`, `android`, `ios android` or `none`, as the icon key spells it.
  package var description: String {
    let names = (ios ? ["ios"] : []) + (android ? ["android"] : [])
    return names.isEmpty ? "none" : names.joined(separator: " ")
  }
}
