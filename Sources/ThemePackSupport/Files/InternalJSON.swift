import Foundation

/// The JSON of the tool's own files (cache entries, installed-theme records): `Codable`
/// values with sorted keys, so the same value always gives the same bytes.
///
/// These files are written and read only by ThemePack, so they need none of the line and
/// column reporting of `JSONDocument`, which stays for the files users write, nor the
/// strict second parse of `CheckedJSONDecoder` (a no-op rebuild reads one cache entry per
/// unit): a damaged file only costs a rebuild of what it describes.
package enum InternalJSON {
  /// The bytes of `value`.
  package static func bytes<Value: Encodable>(of value: Value) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return [UInt8](try encoder.encode(value))
  }

  /// The value in the file at `path`, or nil when it is missing or is not such a value.
  /// `userInfo` is handed to the types' decoders.
  package static func read<Value: Decodable>(
    _ type: Value.Type, at path: String, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) -> Value? {
    guard let bytes = try? FileReader.bytes(at: path) else { return nil }
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    return try? decoder.decode(type, from: Data(bytes))
  }
}
