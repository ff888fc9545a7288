/// How iOS draws an image: as a template tinted with the view's tint colour, or as is.
///
/// The raw values are the asset catalog's `template-rendering-intent` values and the
/// manifest's `rendering` values.
public enum AssetRendering: String, Sendable, Equatable, CaseIterable {
  /// `.alwaysTemplate`: only the alpha counts; UIKit paints it with the tint colour.
  case template
  /// `.alwaysOriginal`: the image's own colours.
  case original
}
