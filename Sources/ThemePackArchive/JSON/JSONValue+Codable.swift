/// A `JSONValue` read or written through Foundation's coders, for the members of a file a
/// `Codable` type does not model (the packaged manifest's theme content, the
/// manifest's content identity in `ManifestContentText`).
///
/// Numbers are `Double`s, as the strict parser reads them. `JSONEncoder` formats a few of
/// them differently from `JSONWriter` (`-0`, whole numbers from 9 × 10^15 to 10^16), so
/// files whose bytes matter are written by `JSONWriter`.
extension JSONValue: Codable {
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let items = try? container.decode([JSONValue].self) {
      self = .array(items)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let flag): try container.encode(flag)
    case .number(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    case .array(let items): try container.encode(items)
    case .object(let members): try container.encode(members)
    }
  }
}
