import Foundation
import ThemePackSupport

/// Reads what the scan and the lint need of a bitmap embedded as a data URL: its media type
/// and the pixel size in its header. Only PNG and JPEG are accepted, each with a readable size
/// within what a decoded PNG may be (`PNGLimits.default`): librsvg hands any other type to
/// gdk-pixbuf's many loaders, and a small file may declare a bitmap of gigabytes.
package enum DataURLBitmap {
  /// The bitmap of `url` (`data:image/png;base64,…`), or why it is refused.
  package static func read(_ url: String) -> Result<EmbeddedBitmap, VectorReadError> {
    let body = url.dropFirst(5)
    let header = body.prefix { $0 != "," }.lowercased()
    let mediaType = header.split(separator: ";").first.map(String.init) ?? ""
    guard mediaType == "image/png" || mediaType == "image/jpeg" else {
      return .failure(
        VectorReadError(
          "embeds a '\(JSONParser.shown(String(mediaType.prefix(40))))' data URL: only PNG and JPEG bitmaps "
            + "are drawn"))
    }
    guard header.hasSuffix(";base64") else {
      return .failure(VectorReadError("embeds a \(mediaType) data URL that is not base64"))
    }
    // Enough base64 for a PNG's header or a JPEG's first frame header in most files.
    let text = body.dropFirst(header.count + 1).filter { !$0.isWhitespace }.prefix(64 << 10)
    let usable = text.prefix(text.count - text.count % 4)
    guard let bytes = Data(base64Encoded: String(usable)).map([UInt8].init),
      let (width, height) = mediaType == "image/png" ? pngSize(bytes) : jpegSize(bytes)
    else {
      return .failure(VectorReadError("embeds a \(mediaType) bitmap whose size cannot be read"))
    }
    let limits = PNGLimits.default
    guard width > 0, height > 0, width <= limits.maxWidth, height <= limits.maxHeight,
      width * height <= limits.maxPixels
    else {
      return .failure(
        VectorReadError(
          "embeds a \(width)x\(height) px bitmap, over the \(limits.maxWidth) px a side and "
            + "\(limits.maxPixels / (1024 * 1024)) Mpx an image may be"))
    }
    return .success(EmbeddedBitmap(width: width, height: height, mediaType: mediaType))
  }

  /// The width and height in a PNG's IHDR (bounded by 2³¹ − 1, as PNG requires).
  private static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16) & 0x7FFF_FFFF, word(20) & 0x7FFF_FFFF)
  }

  /// The width and height of a JPEG's first start-of-frame marker.
  private static func jpegSize(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var index = 2
    while index + 9 < bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
        let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
        return (width, height)
      }
      index += 2 + length
    }
    return nil
  }
}
