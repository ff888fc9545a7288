import ThemePackImaging

/// One image file of the preview folder and how the page shows it.
package struct PreviewImageRef: Sendable, Equatable {
  /// Relative path inside the preview folder.
  package var path: String
  package var image: RGBAImage
  /// The size it is shown at, in CSS pixels (points).
  package var displayWidth: Double
  package var displayHeight: Double
  /// Alternative text for screen readers.
  package var alt: String
}
