/// Walks the chunk list of a PNG file to collect metadata libpng does not report
/// (`cICP` on older libpng, `CgBI`, chunk order). It never fails: it stops at the first
/// chunk that does not fit, leaving the real verdict to libpng.
enum PNGChunkScanner {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  static func scan(_ bytes: [UInt8]) -> PNGMetadata {
    var metadata = PNGMetadata()
    guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return metadata }
    var offset = 8
    while offset + 8 <= bytes.count {
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else { break }
      let type = String(decoding: typeBytes, as: UTF8.self)
      let dataStart = offset + 8
      guard length >= 0, length <= bytes.count - dataStart else {
        metadata.chunks.append(type)
        break
      }
      let data = bytes[dataStart..<(dataStart + length)]
      if metadata.chunks.last != type { metadata.chunks.append(type) }
      read(type: type, data: Array(data), into: &metadata)
      offset = dataStart + length + 4
      if type == "IEND" { break }
    }
    return metadata
  }

  private static func read(type: String, data: [UInt8], into metadata: inout PNGMetadata) {
    switch type {
    case "CgBI":
      metadata.isCrushed = true
    case "sRGB" where data.count == 1:
      metadata.srgbIntent = Int(data[0])
    case "gAMA" where data.count == 4:
      metadata.gamma = bigEndian(data[0..<4])
    case "iCCP":
      if let end = data.firstIndex(of: 0), end <= 79 {
        metadata.iccProfileName = String(decoding: data[0..<end], as: UTF8.self)
        metadata.iccProfileBytes = max(0, data.count - end - 2)
      }
    case "cICP" where data.count == 4:
      metadata.cicp = data.map(Int.init)
    case "pHYs" where data.count == 9:
      metadata.physicalPixels = PNGMetadata.PhysicalPixels(
        x: bigEndian(data[0..<4]), y: bigEndian(data[4..<8]), perMetre: data[8] == 1)
    default:
      break
    }
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }
}
