import ThemePackSupport

/// How the centre of a sliced image fills the space between the caps.
///
/// Raw values are Xcode's `resizing.center.mode` strings.
package enum SliceCenterMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// The centre repeats at its own size (`UIImage.ResizingMode.tile`).
  case tile
  /// The centre is scaled to fill (`UIImage.ResizingMode.stretch`).
  case stretch
}
