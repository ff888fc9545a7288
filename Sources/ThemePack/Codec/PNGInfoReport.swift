/// What `themepack info` says about a decoded file, as text lines or JSON.
public struct PNGInfoReport: Sendable {
  public let file: String
  public let decoded: DecodedPNG

  public init(file: String, decoded: DecodedPNG) {
    self.file = file
    self.decoded = decoded
  }

  /// "key: value" lines for people.
  public var lines: [String] {
    let header = decoded.header
    let metadata = decoded.metadata
    var lines = [
      "file: \(file)",
      "size: \(header.width)x\(header.height)",
      "color type: \(header.colorType.name) (\(header.colorType.rawValue))",
      "bit depth: \(header.bitDepth)",
      "interlaced: \(header.interlaced ? "yes (Adam7)" : "no")",
      "transparency: \(transparencyText)",
      "chunks: \(metadata.chunks.joined(separator: " "))",
      "color space: \(metadata.colorSpaceName ?? "untagged (treated as sRGB)")",
    ]
    if let intent = metadata.srgbIntent { lines.append("sRGB intent: \(intent)") }
    if let gamma = metadata.gamma { lines.append("gAMA: \(gamma)") }
    if let name = metadata.iccProfileName {
      lines.append("iCCP: '\(name)' (\(metadata.iccProfileBytes ?? 0) bytes compressed)")
    }
    if let cicp = metadata.cicp { lines.append("cICP: \(cicp.map(String.init).joined(separator: " "))") }
    if let physical = metadata.physicalPixels {
      lines.append("pHYs: \(physical.x)x\(physical.y) per \(physical.perMetre ? "metre" : "unit")")
    }
    return lines
  }

  private var transparencyText: String {
    switch decoded.header.colorType {
    case .grayAlpha, .rgba: return "alpha channel"
    default: return decoded.header.hasTransparencyChunk ? "tRNS chunk" : "none"
    }
  }

  /// The same facts as one JSON object.
  public var json: JSONValue {
    let header = decoded.header
    let metadata = decoded.metadata
    var object: [String: JSONValue] = [
      "file": .string(file),
      "width": .integer(header.width),
      "height": .integer(header.height),
      "colorType": .string(header.colorType.name),
      "bitDepth": .integer(header.bitDepth),
      "interlaced": .bool(header.interlaced),
      "transparency": .string(transparencyText),
      "chunks": .array(metadata.chunks.map(JSONValue.string)),
      "declaresNonSRGB": .bool(metadata.declaresNonSRGB),
    ]
    if let intent = metadata.srgbIntent { object["srgbIntent"] = .integer(intent) }
    if let gamma = metadata.gamma { object["gamma"] = .integer(gamma) }
    if let name = metadata.iccProfileName { object["iccProfile"] = .string(name) }
    if let cicp = metadata.cicp { object["cicp"] = .array(cicp.map(JSONValue.integer)) }
    if let physical = metadata.physicalPixels {
      object["physicalPixels"] = .object([
        "x": .integer(physical.x), "y": .integer(physical.y), "perMetre": .bool(physical.perMetre),
      ])
    }
    return .object(object)
  }
}
