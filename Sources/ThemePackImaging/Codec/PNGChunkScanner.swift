import ThemePackNative
import ThemePackSupport

/// Walks the chunk list of a PNG file to collect what libpng is not asked for: the chunk
/// order, the colour chunks (`sRGB`, `gAMA`, `cHRM`, `iCCP`, `cICP`, `pHYs`) and `CgBI`. It never
/// fails and never allocates per chunk: it stops at the first chunk that does not fit,
/// leaving the verdict on the file to libpng.
package enum PNGChunkScanner {
  package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  package static func scan(_ bytes: [UInt8]) -> PNGMetadata {
    var metadata = PNGMetadata()
    guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { return metadata }
    var offset = 8
    while bytes.count - offset >= 8 {
      let length = bigEndian(bytes[offset..<(offset + 4)])
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else { break }
      let type = String(decoding: typeBytes, as: UTF8.self)
      if metadata.chunks.last != type { metadata.chunks.append(type) }
      let dataStart = offset + 8
      guard length <= bytes.count - dataStart else { break }
      read(type: type, data: bytes[dataStart..<(dataStart + length)], into: &metadata)
      if type == "IEND" { break }
      offset = dataStart + length + 4
    }
    return metadata
  }

  private static func read(type: String, data: ArraySlice<UInt8>, into metadata: inout PNGMetadata) {
    let start = data.startIndex
    switch type {
    case "CgBI":
      metadata.isCrushed = true
    case "sRGB" where data.count == 1:
      metadata.srgbIntent = Int(data[start])
    case "gAMA" where data.count == 4:
      metadata.gamma = bigEndian(data)
    case "cHRM" where data.count == 32:
      metadata.chromaticities = stride(from: start, to: start + 32, by: 4).map {
        bigEndian(data[$0..<($0 + 4)])
      }
    case "iCCP":
      if let end = data.prefix(80).firstIndex(of: 0), end > start {
        // Profile names are Latin-1.
        metadata.iccProfileName = String(
          String.UnicodeScalarView(data[start..<end].map { Unicode.Scalar($0) }))
        metadata.iccProfileBytes = max(0, data.endIndex - end - 2)
      }
    case "cICP" where metadata.cicp == nil && metadata.cicpLength == nil && !metadata.chunks.contains("IDAT"):
      // The first one before the image data counts (PNG places it there); a damaged one is
      // kept by its length so the colour space can refuse it rather than ignore it.
      if data.count == 4 { metadata.cicp = data.map(Int.init) } else { metadata.cicpLength = data.count }
    case "pHYs" where data.count == 9:
      metadata.physicalPixels = PNGMetadata.PhysicalPixels(
        x: bigEndian(data[start..<(start + 4)]), y: bigEndian(data[(start + 4)..<(start + 8)]),
        perMetre: data[start + 8] == 1)
    default:
      break
    }
  }

  /// The inflated profile of the first `iCCP` chunk before `IDAT` (nil when there is none,
  /// as PNG ignores one after it); throws when the chunk is malformed or the profile
  /// inflates past `ICCProfile.maxBytes`.
  package static func inflatedICCProfile(_ bytes: [UInt8]) throws(ICCProfileError) -> [UInt8]? {
    guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { return nil }
    var offset = 8
    while bytes.count - offset >= 12 {
      let length = bigEndian(bytes[offset..<(offset + 4)])
      let type = bytes[(offset + 4)..<(offset + 8)]
      let start = offset + 8
      guard length <= bytes.count - start - 4 else { break }
      if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { break }
      if type.elementsEqual("iCCP".utf8) {
        let data = bytes[start..<(start + length)]
        guard let separator = data.prefix(80).firstIndex(of: 0), separator + 1 < data.endIndex,
          data[separator + 1] == 0
        else { throw ICCProfileError("the iCCP chunk has no name or an unknown compression method") }
        guard let profile = ZlibNative.inflate(Array(data[(separator + 2)...]), limit: ICCProfile.maxBytes)
        else {
          throw ICCProfileError("damaged zlib data, or larger than \(ICCProfile.maxBytes) bytes")
        }
        return profile
      }
      offset = start + length + 4
    }
    return nil
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }
}
