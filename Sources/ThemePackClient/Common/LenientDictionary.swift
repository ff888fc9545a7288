/// A JSON object whose members that do not decode as `Value` are left out instead of failing
/// the whole object: how the client reads the serving parts of a manifest.
struct LenientDictionary<Value: Decodable & Sendable>: Decodable, Sendable {
  var values: [String: Value]

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    var values: [String: Value] = [:]
    for key in container.allKeys {
      if let value = try? container.decode(Value.self, forKey: key) { values[key.stringValue] = value }
    }
    self.values = values
  }
}
