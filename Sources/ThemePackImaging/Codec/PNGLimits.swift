import ThemePackSupport

/// Bounds the decoder checks before allocating anything, so a tiny hostile file that
/// declares a huge image is rejected at once with a `.tooLarge` error.
package struct PNGLimits: Sendable, Equatable {
  /// Largest accepted width in pixels.
  package var maxWidth: Int
  /// Largest accepted height in pixels.
  package var maxHeight: Int
  /// Largest accepted width × height.
  package var maxPixels: Int
  /// Largest chunk other than `IDAT` (an ICC profile, text, an unknown chunk), as stored;
  /// a longer one is a `.tooLarge` error before anything is allocated for it.
  package var maxChunkBytes: Int

  package init(maxWidth: Int, maxHeight: Int, maxPixels: Int, maxChunkBytes: Int) {
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.maxPixels = maxPixels
    self.maxChunkBytes = maxChunkBytes
  }

  /// Sized for app assets: 8192 px a side, 32 Mpx, 4 MiB chunks.
  package static let `default` = PNGLimits(
    maxWidth: 8192, maxHeight: 8192, maxPixels: 32 * 1024 * 1024, maxChunkBytes: 4 * 1024 * 1024)
}
