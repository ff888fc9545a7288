import Foundation

/// A SwiftTheme theme file: string values under dotted key paths (`Global.barTintColor`),
/// written as an XML property list of nested dictionaries.
///
/// Written by hand rather than with Foundation's `PropertyListSerialization`, whose XML
/// output on Linux is not documented to keep one key order or indentation across releases;
/// here keys are sorted (by UTF-8 bytes) and the layout is fixed, so the same theme always
/// gives the same bytes.
struct SwiftThemePlist: Sendable {
  private indirect enum Node: Sendable {
    case string(String)
    case dictionary([String: Node])
  }

  private var root: [String: Node] = [:]

  /// A key path that cannot be added: it is empty, has an empty part, or a value and a
  /// dictionary would share a key.
  struct Conflict: Error, Sendable {
    var keyPath: String
    var reason: String
  }

  /// Sets `value` at `keyPath` (`Global.barTintColor`).
  mutating func set(_ value: String, at keyPath: String) throws(Conflict) {
    let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else {
      throw Conflict(keyPath: keyPath, reason: "a key path is names joined by '.'")
    }
    root = try Self.inserting(value, at: parts[...], into: root, keyPath: keyPath)
  }

  private static func inserting(
    _ value: String, at parts: ArraySlice<String>, into dictionary: [String: Node], keyPath: String
  ) throws(Conflict) -> [String: Node] {
    var dictionary = dictionary
    let key = parts.first!
    if parts.count == 1 {
      guard dictionary[key] == nil else { throw Conflict(keyPath: keyPath, reason: "it is given twice") }
      dictionary[key] = .string(value)
      return dictionary
    }
    switch dictionary[key] {
    case .string?:
      throw Conflict(keyPath: keyPath, reason: "'\(key)' already holds a value")
    case .dictionary(let inner)?:
      dictionary[key] = .dictionary(
        try inserting(value, at: parts.dropFirst(), into: inner, keyPath: keyPath))
    case nil:
      dictionary[key] = .dictionary(try inserting(value, at: parts.dropFirst(), into: [:], keyPath: keyPath))
    }
    return dictionary
  }

  /// The XML property list: Apple's header, tabs for indentation, keys sorted.
  var bytes: [UInt8] {
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">

      """
    Self.write(root, depth: 0, into: &text)
    text += "</plist>\n"
    return Array(text.utf8)
  }

  private static func write(_ dictionary: [String: Node], depth: Int, into text: inout String) {
    let indent = String(repeating: "\t", count: depth)
    text += indent + "<dict>\n"
    for key in dictionary.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      text += indent + "\t<key>" + escaped(key) + "</key>\n"
      switch dictionary[key]! {
      case .string(let value): text += indent + "\t<string>" + escaped(value) + "</string>\n"
      case .dictionary(let inner): write(inner, depth: depth + 1, into: &text)
      }
    }
    text += indent + "</dict>\n"
  }

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
