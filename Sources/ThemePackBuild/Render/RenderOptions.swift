import ThemePackImaging

/// What a render hands on besides the asset's shape.
package struct RenderOptions: Sendable {
  /// How images are encoded; nil hands on pixels only.
  package var encoding: PNGEncodeOptions?
  /// Whether the pixels are handed on too (and the unsliced image of a resizable asset).
  package var keepsImages: Bool

  /// A build's render: PNG files, no pixels kept.
  package static func files(_ encoding: PNGEncodeOptions) -> RenderOptions {
    RenderOptions(encoding: encoding, keepsImages: false)
  }

  /// A preview's render: pixels only.
  package static let images = RenderOptions(encoding: nil, keepsImages: true)
}
