import Foundation

/// The text whose SHA-256 is a package's `contentSHA256` (the tool's
/// `PackageManifest.contentSHA256`, listed in the signed index): the manifest's members
/// without `"generator"` and `"sourceSHA256"`, written as the tool's `JSONWriter` writes in
/// its standard style (keys sorted by their UTF-8 bytes, two-space indent, `"key": value`,
/// whole numbers without a fraction, a final newline). A client that fetched only a
/// package's manifest ties it to the signed index through this text.
package enum ManifestContentText {
  /// Members of the manifest left out of the content's identity.
  package static let membersOutside: Set<String> = ["generator", "sourceSHA256"]

  /// The content text of the manifest `bytes`, or nil when they are not a JSON object
  /// Foundation reads (the caller then cannot tie the manifest to the index).
  package static func bytes(ofManifest bytes: [UInt8]) -> [UInt8]? {
    guard JSONDuplicateKeys.first(in: bytes) == nil,
      case .object(let members)? = try? JSONDecoder().decode(Value.self, from: Data(bytes))
    else { return nil }
    var output = ""
    write(.object(members.filter { !membersOutside.contains($0.key) }), indent: 0, into: &output)
    return Array((output + "\n").utf8)
  }

  /// A JSON value as the tool's `JSONValue` holds it.
  private indirect enum Value: Decodable {
    case null, bool(Bool), number(Double), string(String), array([Value]), object([String: Value])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let flag = try? container.decode(Bool.self) {
        self = .bool(flag)
      } else if let number = try? container.decode(Double.self) {
        self = .number(number)
      } else if let text = try? container.decode(String.self) {
        self = .string(text)
      } else if let items = try? container.decode([Value].self) {
        self = .array(items)
      } else {
        self = .object(try container.decode([String: Value].self))
      }
    }
  }

  private static func write(_ value: Value, indent: Int, into output: inout String) {
    let pad = String(repeating: "  ", count: indent)
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += format(number)
    case .string(let text): quote(text, into: &output)
    case .array(let items):
      guard !items.isEmpty else { return output += "[]" }
      output += "[\n"
      for (position, item) in items.enumerated() {
        output += pad + "  "
        write(item, indent: indent + 1, into: &output)
        output += position == items.count - 1 ? "\n" : ",\n"
      }
      output += pad + "]"
    case .object(let members):
      guard !members.isEmpty else { return output += "{}" }
      output += "{\n"
      let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      for (position, key) in keys.enumerated() {
        output += pad + "  "
        quote(key, into: &output)
        output += ": "
        write(members[key]!, indent: indent + 1, into: &output)
        output += position == keys.count - 1 ? "\n" : ",\n"
      }
      output += pad + "}"
    }
  }

  /// Whole numbers without a fraction, others in Swift's shortest exact form.
  private static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number.rounded() == number, abs(number) < 9.0e15 { return String(Int(number)) }
    return "\(number)"
  }

  private static func quote(_ text: String, into output: inout String) {
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
