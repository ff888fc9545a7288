/// What the lint needs to know about one decoded PNG; the pixels themselves are dropped
/// after decoding, so memory stays flat on large projects.
struct ImageFacts: Sendable, Equatable, Codable {
  var width: Int
  var height: Int
  var metadata: PNGMetadata
  /// The embedded ICC profile's description ("sRGB IEC61966-2.1"), when readable.
  var iccDescription: String?
  /// How a build reads the pixels ("ICC 'Generic RGB Profile'"), and whether it converts
  /// them to sRGB; nil for files inspected before colour management.
  var colorSpaceName: String?
  var convertsToSRGB: Bool = false
  /// What the build does with the colours, e.g. "converted to sRGB (relative colorimetric)".
  var colorTreatment: String?
  /// A vector master's document size in points (width, height); its `width` and `height`
  /// are then those of its rendering at the highest scale iOS knows, which the facts describe.
  var vectorPoints: [Double]?
  /// The largest bitmap a vector master embeds, in pixels (width, height), when it embeds one.
  var embeddedBitmap: [Int]?
  /// The most common opaque colour (of the converted pixels, when they convert), when the drift check asked for it.
  var dominantColor: RGBA8?
}
