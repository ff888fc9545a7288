import ThemePackNative
import ThemePackSupport

/// An ICC profile embedded in a PNG (`iCCP`), checked before lcms2 reads it.
///
/// Profiles are hostile input: `read` bounds the size, checks the header and every tag's
/// place before lcms2 sees the bytes, then lets lcms2 refuse what it cannot use. Every
/// refusal is one line starting "ICC profile: ".
package struct ICCProfile: Sendable, Equatable {
  /// Profiles over this many bytes (after inflating) are refused: display profiles are a
  /// few kilobytes, and the largest printer profiles stay under it.
  package static let maxBytes = 4 << 20
  /// More tags than this is not a profile but an attack on the parser.
  package static let maxTags = 1000

  /// The profile bytes (exactly its declared size).
  package let bytes: [UInt8]
  /// The `desc` tag, as lcms2 reads it ("Generic RGB Profile"); "" when there is none.
  package let description: String
  /// The header's colour space: "RGB ", "GRAY", "CMYK"…
  package let colorSpace: String
  /// The header's rendering intent: 0 perceptual, 1 relative colorimetric, 2 saturation,
  /// 3 absolute colorimetric. Conversions use it, as lcms2 does by default.
  package let intent: Int

  /// Checks and reads a profile; throws a reason such as
  /// "ICC profile: tag 'rTRC' lies outside the profile (offset 900, size 14, profile 600 bytes)".
  package static func read(_ data: [UInt8]) throws(ICCProfileError) -> ICCProfile {
    let bytes = try checkedBytes(data)
    switch LCMSNative.info(ofProfile: bytes) {
    case .failure(let failure):
      throw ICCProfileError("lcms2 cannot read it" + (failure.message.isEmpty ? "" : ": " + failure.message))
    case .success(let info):
      if ["link", "abst", "nmcl"].contains(info.deviceClass) {
        throw ICCProfileError("a '\(info.deviceClass)' profile cannot describe an image's colours")
      }
      return ICCProfile(
        bytes: bytes, description: info.description, colorSpace: info.colorSpace, intent: info.intent)
    }
  }

  /// A name for messages: the description, or "unnamed" when it has none.
  package var name: String { description.isEmpty ? "unnamed" : description }

  /// The intent by name, for messages.
  package var intentName: String {
    ["perceptual", "relative colorimetric", "saturation", "absolute colorimetric"][min(max(intent, 0), 3)]
  }

  /// The header and tag table checks, before any parser reads further.
  private static func checkedBytes(_ data: [UInt8]) throws(ICCProfileError) -> [UInt8] {
    guard data.count >= 132 else {
      throw ICCProfileError("truncated: \(data.count) bytes, a profile has at least 132")
    }
    let declared = integer(data, 0)
    guard declared >= 132, declared <= maxBytes else {
      throw ICCProfileError("declared size \(declared) bytes is outside 132 to \(maxBytes)")
    }
    guard declared <= data.count else {
      throw ICCProfileError("truncated: declares \(declared) bytes, holds \(data.count)")
    }
    guard data[36..<40].elementsEqual("acsp".utf8) else {
      throw ICCProfileError("wrong signature '\(text(data[36..<40]))', expected 'acsp'")
    }
    let tags = integer(data, 128)
    guard tags <= maxTags, 132 + tags * 12 <= declared else {
      throw ICCProfileError("tag count \(tags) does not fit in a profile of \(declared) bytes")
    }
    for index in 0..<tags {
      let entry = 132 + index * 12
      let offset = integer(data, entry + 4)
      let size = integer(data, entry + 8)
      guard offset >= 128, size >= 8, offset + size <= declared else {
        throw ICCProfileError(
          "tag '\(text(data[entry..<(entry + 4)]))' lies outside the profile "
            + "(offset \(offset), size \(size), profile \(declared) bytes)")
      }
    }
    return Array(data[0..<declared])
  }

  private static func integer(_ bytes: [UInt8], _ offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }

  /// Four signature bytes as text, non-printable bytes as '?'.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes.map { (32...126).contains($0) ? $0 : 63 }, as: UTF8.self)
  }
}
