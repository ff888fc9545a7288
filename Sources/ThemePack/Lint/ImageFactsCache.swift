import Foundation

/// The facts of images the lint inspected before, so the lint that starts every build does
/// not decode unchanged images again (on the benchmark project that decoding was half of a
/// no-op rebuild).
///
/// Facts are kept per path with the file's identity: size, modification and status-change
/// times and inode. Writing, replacing, renaming over or touching a file changes one of
/// those, so it is inspected again. The cache is one JSON file written through a temporary
/// file; a missing, unreadable or older-tool file is an empty cache, and saving failures are
/// ignored (the cache only ever saves time). Failed inspections are never kept.
struct ImageFactsCache: Sendable {
  /// What is known about one image.
  struct Entry: Sendable, Equatable {
    var identity: [Int]
    /// Whether `facts.dominantColor` was computed (it may be nil even then).
    var hasDominantColor: Bool
    var facts: ImageFacts
  }

  static let formatVersion = 1
  let path: String

  /// The identity of the file at `path`, or nil when there is no regular file there.
  static func identity(of path: String) -> [Int]? {
    guard let status = try? FileSystemCalls.status(ofLinkAt: path), status.kind == .regular else {
      return nil
    }
    return [
      status.size, status.modificationSeconds, status.modificationNanoseconds, status.changeSeconds,
      status.changeNanoseconds, status.inode, status.device,
    ]
  }

  /// The stored entries by path (empty when there are none usable).
  func load() -> [String: Entry] {
    guard let bytes = try? FileReader.bytes(at: path), let root = try? JSONDocument.parseValue(bytes),
      root["format"]?.integerValue == Self.formatVersion,
      root["tool"]?.stringValue == ThemePackVersion.current, let images = root["images"]?.objectValue
    else { return [:] }
    return images.compactMapValues(Self.entry(from:))
  }

  /// Replaces the stored entries with `entries`.
  func save(_ entries: [String: Entry]) {
    let json = JSONValue.object([
      "format": .integer(Self.formatVersion), "tool": .string(ThemePackVersion.current),
      "images": .object(entries.mapValues(Self.json(of:))),
    ])
    try? AtomicFile.write(JSONWriter().bytes(json), to: path)
  }

  // MARK: - JSON

  static func json(of entry: Entry) -> JSONValue {
    let facts = entry.facts
    let metadata = facts.metadata
    var object: [String: JSONValue] = [
      "identity": .array(entry.identity.map(JSONValue.integer)),
      "width": .integer(facts.width), "height": .integer(facts.height),
      "chunks": .array(metadata.chunks.map(JSONValue.string)), "crushed": .bool(metadata.isCrushed),
      "hasDominantColor": .bool(entry.hasDominantColor),
    ]
    if let intent = metadata.srgbIntent { object["srgbIntent"] = .integer(intent) }
    if let gamma = metadata.gamma { object["gamma"] = .integer(gamma) }
    if let name = metadata.iccProfileName { object["iccProfileName"] = .string(name) }
    if let bytes = metadata.iccProfileBytes { object["iccProfileBytes"] = .integer(bytes) }
    if let cicp = metadata.cicp { object["cicp"] = .array(cicp.map(JSONValue.integer)) }
    if let pixels = metadata.physicalPixels {
      object["physicalPixels"] = .array([.integer(pixels.x), .integer(pixels.y), .bool(pixels.perMetre)])
    }
    if let description = facts.iccDescription { object["iccDescription"] = .string(description) }
    if let color = facts.dominantColor {
      object["dominantColor"] = .array(
        [color.red, color.green, color.blue, color.alpha].map { JSONValue.integer(Int($0)) })
    }
    return .object(object)
  }

  static func entry(from json: JSONValue) -> Entry? {
    guard let identity = json["identity"]?.arrayValue?.compactMap(\.integerValue), identity.count == 7,
      let width = json["width"]?.integerValue, let height = json["height"]?.integerValue,
      let chunks = json["chunks"]?.arrayValue?.compactMap(\.stringValue),
      case .bool(let crushed)? = json["crushed"], case .bool(let hasDominantColor)? = json["hasDominantColor"]
    else { return nil }
    var metadata = PNGMetadata()
    metadata.chunks = chunks
    metadata.isCrushed = crushed
    metadata.srgbIntent = json["srgbIntent"]?.integerValue
    metadata.gamma = json["gamma"]?.integerValue
    metadata.iccProfileName = json["iccProfileName"]?.stringValue
    metadata.iccProfileBytes = json["iccProfileBytes"]?.integerValue
    metadata.cicp = json["cicp"]?.arrayValue?.compactMap(\.integerValue)
    if let pixels = json["physicalPixels"]?.arrayValue, pixels.count == 3,
      let x = pixels[0].integerValue, let y = pixels[1].integerValue, case .bool(let perMetre) = pixels[2]
    {
      metadata.physicalPixels = PNGMetadata.PhysicalPixels(x: x, y: y, perMetre: perMetre)
    }
    var dominant: RGBA8?
    if let channels = json["dominantColor"]?.arrayValue?.compactMap(\.integerValue), channels.count == 4,
      channels.allSatisfy({ (0...255).contains($0) })
    {
      dominant = RGBA8(
        red: UInt8(channels[0]), green: UInt8(channels[1]), blue: UInt8(channels[2]),
        alpha: UInt8(channels[3]))
    }
    let facts = ImageFacts(
      width: width, height: height, metadata: metadata, iccDescription: json["iccDescription"]?.stringValue,
      dominantColor: dominant)
    return Entry(identity: identity, hasDominantColor: hasDominantColor, facts: facts)
  }
}
