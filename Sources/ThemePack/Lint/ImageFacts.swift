/// What the lint needs to know about one decoded PNG; the pixels themselves are dropped
/// after decoding, so memory stays flat on large projects.
struct ImageFacts: Sendable, Equatable, Codable {
  var width: Int
  var height: Int
  var metadata: PNGMetadata
  /// The embedded ICC profile's description ("sRGB IEC61966-2.1"), when readable.
  var iccDescription: String?
  /// The most common opaque colour, when the drift check asked for it.
  var dominantColor: RGBA8?
}
