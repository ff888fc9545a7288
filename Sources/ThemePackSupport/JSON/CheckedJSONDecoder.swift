import Foundation

/// Reads the tool's own JSON files (the package index, the packaged manifest, the lint's
/// image-facts cache) into `Decodable` types: the strict `JSONParser` checks the text
/// first, then `JSONDecoder` maps it to the type.
///
/// The check is there because Foundation's decoder is lenient where these files must not
/// be: it keeps the first of duplicate keys, accepts trailing commas and never looks at a
/// value no key asks for (`"x": -` passes). After the check the text is RFC 8259 JSON in
/// UTF-8 without duplicate keys and nested at most 200 deep, and a malformed file is
/// refused with the parser's message (line and column), as before these files were
/// `Codable`. A type's `init(from:)` reports what is wrong in it by throwing `Malformed`.
package enum CheckedJSONDecoder {
  /// Why a file cannot be read, without the file's name: the parser's message, the reason
  /// a type's `init(from:)` threw, or a short account of Foundation's `DecodingError`.
  package struct Malformed: Error, Sendable, Equatable {
    package var reason: String

    package init(_ reason: String) {
      self.reason = reason
    }
  }

  /// The value of type `T` in `bytes`. `userInfo` reaches the types' `init(from:)`.
  package static func decode<T: Decodable>(
    _ type: T.Type, from bytes: [UInt8], userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws(Malformed) -> T {
    do {
      _ = try JSONDocument.parseValue(bytes)
    } catch {
      throw Malformed(error.description)
    }
    let decoder = JSONDecoder()
    decoder.userInfo = userInfo
    do {
      return try decoder.decode(type, from: Data(bytes))
    } catch let malformed as Malformed {
      throw malformed
    } catch let error as DecodingError {
      throw Malformed(reason(of: error))
    } catch {
      throw Malformed("\(error)")
    }
  }

  /// "\"width\" in 'images/a.png' is missing", "'images/a.png/width' has the wrong type"…
  package static func reason(of error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      "'" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/") + "'"
    }
    switch error {
    case .keyNotFound(let key, let context):
      let inside = context.codingPath.isEmpty ? "" : " in \(place(context.codingPath))"
      return "\"\(key.stringValue)\"\(inside) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return context.codingPath.isEmpty
        ? "the value has the wrong type" : "\(place(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "the data is corrupted" : "\(place(context.codingPath)) is corrupted"
    @unknown default:
      return "\(error)"
    }
  }
}
