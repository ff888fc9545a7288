import Foundation
import ThemePackArchive
import ThemePackProject
import ThemePackSupport

/// Reads one SwiftTheme theme file: a property list (XML or binary) or JSON whose root is
/// a dictionary.
///
/// JSON goes through ThemePack's strict parser (depth ≤ 200, duplicates refused). Property
/// lists go through Foundation's `PropertyListSerialization` after checks that keep hostile
/// files away from it: a size cap, for binary files `BinaryPlistCheck` (offsets, references,
/// counts, cycles), for XML a nesting cap counted on the tags. Every problem is one line
/// naming the file.
package enum SwiftThemeFileReader {
  /// The largest theme file read.
  package static let maxBytes = 4 << 20
  /// The deepest nesting of dictionaries and arrays in a property list.
  package static let maxDepth = BinaryPlistCheck.maxDepth

  /// The root dictionary of `bytes`, the contents of `file` (a `.json` name is read as JSON,
  /// anything else as a property list).
  package static func parse(_ bytes: [UInt8], file: String) throws(ImportError) -> SwiftThemeValue {
    guard bytes.count <= maxBytes else {
      throw ImportError(file: file, reason: "a theme file of \(bytes.count) bytes, more than \(maxBytes)")
    }
    let root: SwiftThemeValue
    if file.lowercased().hasSuffix(".json") {
      do throws(JSONParseError) {
        root = value(of: try JSONDocument.parseValue(bytes))
      } catch {
        throw ImportError(file: file, reason: error.description)
      }
    } else {
      root = try propertyList(bytes, file: file)
    }
    guard case .dictionary = root else {
      throw ImportError(
        file: file, reason: "a SwiftTheme theme is a dictionary of key paths, not \(root.shown)")
    }
    return root
  }

  private static func propertyList(_ bytes: [UInt8], file: String) throws(ImportError) -> SwiftThemeValue {
    if BinaryPlistCheck.isBinary(bytes) {
      if let problem = BinaryPlistCheck.problem(bytes) { throw ImportError(file: file, reason: problem) }
    } else if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) })
      != UInt8(ascii: "<")
    {
      // Only XML and binary plists reach Foundation (not its old OpenStep text format).
      throw ImportError(file: file, reason: "not a property list: neither XML nor binary ('bplist00')")
    } else if let depth = xmlDepth(bytes), depth > maxDepth {
      throw ImportError(file: file, reason: "a property list nested deeper than \(maxDepth) levels")
    }
    let parsed: Any
    do {
      parsed = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw ImportError(
        file: file, reason: "not a property list: " + oneLine(detail ?? "Foundation cannot read it"))
    }
    guard let value = value(ofPlist: parsed, depth: 0) else {
      throw ImportError(file: file, reason: "a property list with a dictionary key that is not a string")
    }
    return value
  }

  /// The deepest nesting of `<dict>` and `<array>` tags, counted on the raw text; nil when
  /// the tags do not balance (Foundation then says what is wrong).
  package static func xmlDepth(_ bytes: [UInt8]) -> Int? {
    let text = String(decoding: bytes, as: UTF8.self)
    var depth = 0
    var deepest = 0
    var rest = text[...]
    while let open = rest.firstIndex(of: "<") {
      rest = rest[rest.index(after: open)...]
      if rest.hasPrefix("dict>") || rest.hasPrefix("array>") {
        depth += 1
        deepest = max(deepest, depth)
      } else if rest.hasPrefix("/dict>") || rest.hasPrefix("/array>") {
        depth -= 1
        if depth < 0 { return nil }
      }
    }
    return deepest
  }

  private static func value(ofPlist value: Any, depth: Int) -> SwiftThemeValue? {
    guard depth <= maxDepth else { return nil }
    switch value {
    case let text as String: return .string(text)
    case let dictionary as [String: Any]:
      var members: [String: SwiftThemeValue] = [:]
      for (key, member) in dictionary {
        guard let converted = self.value(ofPlist: member, depth: depth + 1) else { return nil }
        members[key] = converted
      }
      return .dictionary(members)
    case is [AnyHashable: Any]: return nil
    case let array as [Any]:
      var items: [SwiftThemeValue] = []
      for item in array {
        guard let converted = self.value(ofPlist: item, depth: depth + 1) else { return nil }
        items.append(converted)
      }
      return .array(items)
    case let flag as Bool where type(of: value) == Bool.self: return .bool(flag)
    case let number as NSNumber: return .number(number.stringValue)
    case is Data: return .other("data")
    case is Date: return .other("a date")
    default: return .other("a value of another kind")
    }
  }

  private static func value(of json: JSONValue) -> SwiftThemeValue {
    switch json {
    case .string(let text): return .string(text)
    case .bool(let flag): return .bool(flag)
    case .null: return .other("null")
    case .object(let members): return .dictionary(members.mapValues { value(of: $0) })
    case .array(let items): return .array(items.map { value(of: $0) })
    default:
      if let number = json.numberValue { return .number(ProjectConfigReader.formatNumber(number)) }
      return .other("a value of another kind")
    }
  }

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
