import Foundation
import ThemePackArchive
import ThemePackSupport

/// A SwiftTheme theme file: values under dotted key paths (`Global.barTintColor`), written as
/// an XML property list of nested dictionaries.
///
/// Written by hand rather than with Foundation's `PropertyListSerialization`, whose XML
/// output on Linux is not documented to keep one key order or indentation across releases;
/// here keys are sorted (by UTF-8 bytes) and the layout is fixed, so the same theme always
/// gives the same bytes.
package struct SwiftThemePlist: Sendable {
  /// One value of the file: SwiftTheme's colours, images and fonts are strings; a theme's
  /// `values` may be any property-list type JSON can say.
  package indirect enum Node: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([Node])
    case dictionary([String: Node])

    /// The node of a JSON value: a whole number that fits `Int` is an `<integer>`, another
    /// number a `<real>`; nil for JSON `null` anywhere inside, which a property list cannot
    /// hold (the `theme.json` reader refuses it).
    package init?(_ json: JSONValue) {
      switch json {
      case .null: return nil
      case .bool(let flag): self = .bool(flag)
      case .number(let number): self = json.integerValue.map(Node.integer) ?? .real(number)
      case .string(let text): self = .string(text)
      case .array(let items):
        let nodes = items.compactMap(Node.init)
        guard nodes.count == items.count else { return nil }
        self = .array(nodes)
      case .object(let members):
        let nodes = members.compactMapValues(Node.init)
        guard nodes.count == members.count else { return nil }
        self = .dictionary(nodes)
      }
    }
  }

  /// The tree of key paths: a branch per key path part, a leaf per value.
  private indirect enum Entry: Sendable {
    case leaf(Node)
    case branch([String: Entry])
  }

  private var root: [String: Entry] = [:]

  /// An empty file.
  package init() {}

  /// A key path that cannot be added: it is empty, has an empty part, or a value and a
  /// dictionary would share a key.
  package struct Conflict: Error, Sendable {
    package var keyPath: String
    package var reason: String
  }

  /// Sets the string `value` at `keyPath` (`Global.barTintColor`).
  package mutating func set(_ value: String, at keyPath: String) throws(Conflict) {
    try set(Node.string(value), at: keyPath)
  }

  /// Sets `value` at `keyPath`; a dictionary value is a value (no key path may go inside it).
  package mutating func set(_ value: Node, at keyPath: String) throws(Conflict) {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else {
      throw Conflict(keyPath: keyPath, reason: "a key path is names joined by '.'")
    }
    root = try Self.inserting(value, at: parts[...], into: root, keyPath: keyPath)
  }

  private static func inserting(
    _ value: Node, at parts: ArraySlice<String>, into dictionary: [String: Entry], keyPath: String
  ) throws(Conflict) -> [String: Entry] {
    var dictionary = dictionary
    let key = parts.first!
    if parts.count == 1 {
      guard dictionary[key] == nil else { throw Conflict(keyPath: keyPath, reason: "it is given twice") }
      dictionary[key] = .leaf(value)
      return dictionary
    }
    switch dictionary[key] {
    case .leaf?:
      throw Conflict(keyPath: keyPath, reason: "'\(key)' already holds a value")
    case .branch(let inner)?:
      dictionary[key] = .branch(try inserting(value, at: parts.dropFirst(), into: inner, keyPath: keyPath))
    case nil:
      dictionary[key] = .branch(try inserting(value, at: parts.dropFirst(), into: [:], keyPath: keyPath))
    }
    return dictionary
  }

  /// The XML property list: Apple's header, tabs for indentation, keys sorted.
  package var bytes: [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    Self.write(root.mapValues(Self.node), depth: 0, into: &text)
    text += "</plist>\n"
    return Array(text.utf8)
  }

  private static func node(_ entry: Entry) -> Node {
    switch entry {
    case .leaf(let node): return node
    case .branch(let members): return .dictionary(members.mapValues(node))
    }
  }

  private static func write(_ dictionary: [String: Node], depth: Int, into text: inout String) {
    let indent = String(repeating: "\t", count: depth)
    text += indent + "<dict>\n"
    for key in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      text += indent + "\t<key>" + escaped(key) + "</key>\n"
      write(dictionary[key]!, depth: depth + 1, into: &text)
    }
    text += indent + "</dict>\n"
  }

  private static func write(_ node: Node, depth: Int, into text: inout String) {
    let indent = String(repeating: "\t", count: depth)
    switch node {
    case .string(let value): text += indent + "<string>" + escaped(value) + "</string>\n"
    case .integer(let value): text += indent + "<integer>\(value)</integer>\n"
    case .real(let value): text += indent + "<real>\(value)</real>\n"
    case .bool(let flag): text += indent + (flag ? "<true/>\n" : "<false/>\n")
    case .dictionary(let members): write(members, depth: depth, into: &text)
    case .array(let items):
      guard !items.isEmpty else {
        text += indent + "<array/>\n"
        return
      }
      text += indent + "<array>\n"
      for item in items { write(item, depth: depth + 1, into: &text) }
      text += indent + "</array>\n"
    }
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
