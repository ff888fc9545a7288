/// How iOS draws an image: as a template tinted with the view's tint colour, as is, or as
/// UIKit decides (a catalog that states no intent: bar and tab bar items are drawn as
/// templates, other views draw the colours).
///
/// The raw values are the manifest's `rendering` values and an asset's `rendering` in
/// `themepack.json`; `template` and `original` are also the asset catalog's
/// `template-rendering-intent` values, which `automatic` leaves out.
package enum AssetRendering: String, Sendable, Hashable, CaseIterable, Codable {
  /// `.alwaysTemplate`: only the alpha counts; UIKit paints it with the tint colour.
  case template
  /// `.alwaysOriginal`: the image's own colours.
  case original
  /// `.automatic`: UIKit decides by where the image is shown ("Render As: Default").
  case automatic

  /// The catalog's `template-rendering-intent`, nil for `automatic` (the key is left out).
  package var catalogIntent: String? { self == .automatic ? nil : rawValue }
}
