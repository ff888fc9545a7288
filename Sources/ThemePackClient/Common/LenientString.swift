/// A JSON value that is a string, or anything else (nil).
struct LenientString: Decodable {
  var text: String?
  init(from decoder: any Decoder) throws {
    text = try? decoder.singleValueContainer().decode(String.self)
  }
}
