import ThemePackArchive
import ThemePackImaging
import ThemePackNative

/// The PNG of a template tint, made once per shape and written in any colour it accepts.
///
/// A template tint with an opaque colour whose red, green and blue are not all equal stores
/// as a palette image whose colours are the shape's distinct alphas, and whose entries, sorted
/// as `PNGStorageFormat` sorts them (transparent black, then by alpha), come in the same order
/// whatever the colour. So the packed rows and their compressed stream are those of every such
/// colour; only `PLTE` differs, and a theme's file costs its palette and libpng's chunk writer
/// instead of a tint, a format analysis, packing and compression. Other colours take the
/// general path: a gray one may store as gray, a translucent one may merge alphas.
/// `TemplateShapeTests` checks the bytes against that path.
package struct TemplateShape: Sendable {
  private let request: PNGNative.EncodeRequest
  private let stream: [UInt8]

  /// The colour the shape is analysed in; any accepted colour would do.
  private static let referenceColor = ThemeRGBA(red: 1, green: 2, blue: 3, alpha: 255)

  /// Whether `png(_:)` writes `color`'s file: opaque, and not gray.
  package static func accepts(_ color: ThemeRGBA) -> Bool {
    color.alpha == 255 && !(color.red == color.green && color.green == color.blue)
  }

  /// The shape of `image` (its alpha) for files encoded with `options`.
  package init(_ image: RGBAImage, options: PNGEncodeOptions) throws(PNGError) {
    let reference = Tinter.tint(image, color: Self.referenceColor, mode: .template)
    let format = PNGStorageFormat.smallest(for: reference)
    guard format.colorType == .palette else {
      throw PNGError(kind: .encode, file: "", reason: "a template tint did not store as a palette image")
    }
    request = try PNGEncoder.request(reference, as: format, writeSRGB: options.writeSRGB)
    stream = try PNGTuner.imageData(request, options: options)
  }

  /// The file of the shape tinted with `color`, which `accepts(_:)` must accept: the same
  /// bytes as `PNGEncoder.encode(Tinter.tint(image, color: color, mode: .template))`.
  package func png(_ color: ThemeRGBA) throws(PNGError) -> [UInt8] {
    var request = self.request
    for entry in 0..<(request.palette.count / 3) {
      let alpha = entry < request.paletteAlpha.count ? request.paletteAlpha[entry] : 255
      guard alpha > 0 else { continue }
      request.palette[entry * 3] = color.red
      request.palette[entry * 3 + 1] = color.green
      request.palette[entry * 3 + 2] = color.blue
    }
    return try PNGTuner.write(request, imageData: stream)
  }
}
