import ThemePackNative

/// Reads the description of the ICC profile embedded in a PNG (`iCCP` chunk), such as
/// "sRGB IEC61966-2.1" or "Generic RGB Profile". The chunk's own name is free text
/// ("Photoshop ICC profile"), so only the profile's `desc` tag says what it is.
package enum ICCProfileDescription {
  /// The profile description, or nil when there is no readable `iCCP` chunk.
  package static func of(png bytes: [UInt8]) -> String? {
    guard let data = iccpData(bytes), let separator = data.firstIndex(of: 0),
      separator + 2 <= data.count, data[separator + 1] == 0
    else { return nil }
    guard let profile = ZlibNative.inflate(Array(data[(separator + 2)...]), limit: 4 << 20) else {
      return nil
    }
    return description(ofProfile: profile)
  }

  /// The `desc` tag of an ICC profile: v2 `desc` (ASCII) or v4 `mluc` (UTF-16, first record).
  package static func description(ofProfile profile: [UInt8]) -> String? {
    guard profile.count >= 132 else { return nil }
    let tagCount = integer(profile, 128)
    for index in 0..<min(tagCount, 1000) {
      let entry = 132 + index * 12
      guard entry + 12 <= profile.count else { return nil }
      guard profile[entry..<(entry + 4)].elementsEqual("desc".utf8) else { continue }
      let offset = integer(profile, entry + 4)
      let size = integer(profile, entry + 8)
      guard offset >= 0, size >= 12, offset + size <= profile.count else { return nil }
      let tag = Array(profile[offset..<(offset + size)])
      if tag[0..<4].elementsEqual("desc".utf8) {
        let length = integer(tag, 8)
        guard length > 0, 12 + length <= tag.count else { return nil }
        let text = tag[12..<(12 + length)].prefix { $0 != 0 }
        return String(decoding: text, as: UTF8.self)
      }
      if tag[0..<4].elementsEqual("mluc".utf8), tag.count >= 28, integer(tag, 8) > 0 {
        let length = integer(tag, 20)
        let start = integer(tag, 24)
        guard length >= 0, start >= 0, start + length <= tag.count else { return nil }
        var units: [UInt16] = []
        var position = start
        while position + 1 < start + length {
          units.append(UInt16(tag[position]) << 8 | UInt16(tag[position + 1]))
          position += 2
        }
        return String(decoding: units, as: UTF16.self)
      }
      return nil
    }
    return nil
  }

  private static func iccpData(_ bytes: [UInt8]) -> [UInt8]? {
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = integer(bytes, offset)
      let type = bytes[(offset + 4)..<(offset + 8)]
      let start = offset + 8
      guard length >= 0, length <= bytes.count - start - 4 else { return nil }
      if type.elementsEqual("iCCP".utf8) { return Array(bytes[start..<(start + length)]) }
      if type.elementsEqual("IDAT".utf8) || type.elementsEqual("IEND".utf8) { return nil }
      offset = start + length + 4
    }
    return nil
  }

  private static func integer(_ bytes: [UInt8], _ offset: Int) -> Int {
    guard offset + 4 <= bytes.count else { return -1 }
    return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }
}
