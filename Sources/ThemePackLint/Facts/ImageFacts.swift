import ThemePackArchive
import ThemePackImaging

/// What the lint needs to know about one decoded PNG; the pixels themselves are dropped
/// after decoding, so memory stays flat on large projects.
package struct ImageFacts: Sendable, Equatable, Codable {
  package var width: Int
  package var height: Int
  package var metadata: PNGMetadata
  /// The embedded ICC profile's description ("sRGB IEC61966-2.1"), when readable.
  package var iccDescription: String?
  /// How a build reads the pixels ("ICC 'Generic RGB Profile'"), and whether it converts
  /// them to sRGB; nil for files inspected before colour management.
  package var colorSpaceName: String?
  package var convertsToSRGB: Bool = false
  /// What the build does with the colours, e.g. "converted to sRGB (relative colorimetric)".
  package var colorTreatment: String?
  /// A vector master's document size in points (width, height); its `width` and `height`
  /// are then those of its rendering at the highest scale iOS knows, which the facts describe.
  package var vectorPoints: [Double]?
  /// The largest bitmap a vector master embeds, in pixels (width, height), when it embeds one.
  package var embeddedBitmap: [Int]?
  /// The most common opaque colour (of the converted pixels, when they convert), when the drift check asked for it.
  package var dominantColor: ThemeRGBA?

  package init(
    width: Int, height: Int, metadata: PNGMetadata, iccDescription: String? = nil,
    colorSpaceName: String? = nil, convertsToSRGB: Bool = false, colorTreatment: String? = nil,
    vectorPoints: [Double]? = nil, embeddedBitmap: [Int]? = nil, dominantColor: ThemeRGBA? = nil
  ) {
    self.width = width
    self.height = height
    self.metadata = metadata
    self.iccDescription = iccDescription
    self.colorSpaceName = colorSpaceName
    self.convertsToSRGB = convertsToSRGB
    self.colorTreatment = colorTreatment
    self.vectorPoints = vectorPoints
    self.embeddedBitmap = embeddedBitmap
    self.dominantColor = dominantColor
  }
}
