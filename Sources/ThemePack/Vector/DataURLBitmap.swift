import Foundation

/// Reads what the lint needs of a bitmap embedded as a data URL: its media type and, for a
/// base64 PNG, the pixel size in its header.
enum DataURLBitmap {
  static func read(_ url: String) -> EmbeddedBitmap {
    let body = url.dropFirst(5)
    let header = body.prefix { $0 != "," }
    let mediaType = header.split(separator: ";").first.map(String.init) ?? ""
    var bitmap = EmbeddedBitmap(
      width: nil, height: nil, mediaType: mediaType.isEmpty ? "text/plain" : mediaType)
    guard header.hasSuffix(";base64"), mediaType == "image/png" else { return bitmap }
    // 32 base64 characters hold the signature and the IHDR's width and height (24 bytes).
    let start = body.dropFirst(header.count + 1).filter { !$0.isWhitespace }.prefix(32)
    guard let bytes = Data(base64Encoded: String(start)).map([UInt8].init), bytes.count >= 24,
      bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    else { return bitmap }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    bitmap.width = word(16)
    bitmap.height = word(20)
    return bitmap
  }
}
