/// One member of a JSON array that may not decode: how `fontFiles` is read leniently.
struct LenientElement<Value: Decodable & Sendable>: Decodable, Sendable {
  var value: Value?

  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}
