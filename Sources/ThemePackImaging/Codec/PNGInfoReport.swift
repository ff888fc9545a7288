import ThemePackArchive
import ThemePackSupport

/// What `themepack info` says about a decoded file, as text lines or JSON.
package struct PNGInfoReport: Sendable {
  package let file: String
  package let decoded: DecodedPNG
  /// How a build reads the colours (`PNGColorSpace.of`), or why it refuses the profile;
  /// nil leaves colour management out of the report.
  package let colorSpace: Result<PNGColorSpace, ICCProfileError>?

  package init(file: String, decoded: DecodedPNG, colorSpace: Result<PNGColorSpace, ICCProfileError>? = nil) {
    self.file = file
    self.decoded = decoded
    self.colorSpace = colorSpace
  }

  /// The report of PNG `bytes` read from `file`, colour management included.
  package init(file: String, bytes: [UInt8]) throws(PNGError) {
    let decoded = try PNGDecoder.decode(bytes, file: file)
    let space: Result<PNGColorSpace, ICCProfileError>
    do throws(ICCProfileError) {
      space = .success(try PNGColorSpace.of(png: bytes, metadata: decoded.metadata))
    } catch {
      space = .failure(error)
    }
    self.init(file: file, decoded: decoded, colorSpace: space)
  }

  /// "profile: 'Display P3' (RGB, perceptual)" and "color management: converted to sRGB…".
  private var colorManagementLines: [String] {
    switch colorSpace {
    case nil: return []
    case .failure(let error): return ["color management: refused: \(error.reason)"]
    case .success(let space):
      var lines: [String] = []
      if case .icc(let profile) = space {
        lines.append(
          "profile: '\(profile.name)' (\(profile.colorSpace.filter { $0 != " " }), \(profile.intentName))")
      }
      return lines + ["color management: \(space.name): \(space.treatment)"]
    }
  }

  /// "key: value" lines for people.
  package var lines: [String] {
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
      let outranked = metadata.cicp != nil || metadata.cicpLength != nil ? "; cICP outranks it" : ""
      lines.append("iCCP: '\(name)' (\(metadata.iccProfileBytes ?? 0) bytes compressed\(outranked))")
    }
    if let cicp = metadata.cicp { lines.append("cICP: \(cicp.map(String.init).joined(separator: " "))") }
    if let length = metadata.cicpLength { lines.append("cICP: damaged (\(length) bytes, not 4)") }
    if let physical = metadata.physicalPixels {
      lines.append("pHYs: \(physical.x)x\(physical.y) per \(physical.perMetre ? "metre" : "unit")")
    }
    if let chromaticities = metadata.chromaticities {
      lines.append("cHRM: \(chromaticities.map(String.init).joined(separator: " "))")
    }
    return lines + colorManagementLines
  }

  private var transparencyText: String {
    switch decoded.header.colorType {
    case .grayAlpha, .rgba: return "alpha channel"
    default: return decoded.header.hasTransparencyChunk ? "tRNS chunk" : "none"
    }
  }

  /// The same facts as one JSON object.
  package var json: JSONValue {
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
    if let length = metadata.cicpLength { object["cicpDamagedLength"] = .integer(length) }
    if let chromaticities = metadata.chromaticities {
      object["chromaticities"] = .array(chromaticities.map(JSONValue.integer))
    }
    switch colorSpace {
    case nil: break
    case .failure(let error): object["colorManagement"] = .object(["error": .string(error.reason)])
    case .success(let space):
      var management: [String: JSONValue] = [
        "space": .string(space.name), "convertsToSRGB": .bool(space.convertsToSRGB),
        "treatment": .string(space.treatment),
      ]
      if case .icc(let profile) = space { management["profileDescription"] = .string(profile.description) }
      if case .cicp(let cicp) = space { management["cicpSpace"] = .string(cicp.spaceName) }
      object["colorManagement"] = .object(management)
    }
    if let physical = metadata.physicalPixels {
      object["physicalPixels"] = .object([
        "x": .integer(physical.x), "y": .integer(physical.y), "perMetre": .bool(physical.perMetre),
      ])
    }
    return .object(object)
  }
}
