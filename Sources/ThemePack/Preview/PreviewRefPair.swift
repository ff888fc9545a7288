/// The light and dark version of one picture on the page.
struct PreviewRefPair: Sendable, Equatable {
  var light: PreviewImageRef
  /// The dark image, or the light one again when the asset has no dark variant.
  var dark: PreviewImageRef
  /// Whether `dark` is a real dark variant rather than the light image again.
  var hasDarkVariant: Bool

  func side(_ appearance: PreviewAppearance) -> PreviewImageRef {
    appearance == .light ? light : dark
  }
}
