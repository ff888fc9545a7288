/// One image file of the preview folder and how the page shows it.
struct PreviewImageRef: Sendable, Equatable {
  /// Relative path inside the preview folder.
  var path: String
  var image: RGBAImage
  /// The size it is shown at, in CSS pixels (points).
  var displayWidth: Double
  var displayHeight: Double
  /// Alternative text for screen readers.
  var alt: String
}
