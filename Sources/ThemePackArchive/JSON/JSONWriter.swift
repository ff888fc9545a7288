/// Writes JSON deterministically: keys sorted by their UTF-8 bytes, two-space indent,
/// a final newline.
///
/// `.xcode` matches current Xcode's `Contents.json` byte for byte (`"key" : value`);
/// `.standard` writes `"key": value` for manifests and reports.
package struct JSONWriter: Sendable {
  package enum Style: Sendable {
    case xcode
    case standard
  }

  package var style: Style

  package init(style: Style = .standard) {
    self.style = style
  }

  /// The text of `value`, ending in a newline.
  package func string(_ value: JSONValue) -> String {
    var output = ""
    write(value, indent: 0, into: &output)
    output += "\n"
    return output
  }

  /// The UTF-8 bytes of `string(value)`.
  package func bytes(_ value: JSONValue) -> [UInt8] {
    Array(string(value).utf8)
  }

  private func write(_ value: JSONValue, indent: Int, into output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += Self.format(number)
    case .string(let text): Self.quote(text, into: &output)
    case .array(let items):
      if items.isEmpty {
        output += emptyContainer(open: "[", close: "]", indent: indent)
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += pad(indent + 1)
        write(item, indent: indent + 1, into: &output)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += pad(indent) + "]"
    case .object(let members):
      if members.isEmpty {
        output += emptyContainer(open: "{", close: "}", indent: indent)
        return
      }
      output += "{\n"
      let keys = members.keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
      for (index, key) in keys.enumerated() {
        output += pad(indent + 1)
        Self.quote(key, into: &output)
        output += style == .xcode ? " : " : ": "
        write(members[key]!, indent: indent + 1, into: &output)
        output += index == keys.count - 1 ? "\n" : ",\n"
      }
      output += pad(indent) + "}"
    }
  }

  /// Xcode (NSJSONSerialization) writes an empty container over three lines.
  private func emptyContainer(open: String, close: String, indent: Int) -> String {
    style == .xcode ? open + "\n\n" + pad(indent) + close : open + close
  }

  private func pad(_ level: Int) -> String {
    String(repeating: "  ", count: level)
  }

  /// Whole numbers print without a fraction; others with the shortest exact form.
  package static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number.rounded() == number, abs(number) < 9.0e15 {
      return String(Int(number))
    }
    return "\(number)"
  }

  package static func quote(_ text: String, into output: inout String) {
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
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }
}
