import ThemePackArchive

/// A parsed JSON document that remembers where each value started, so findings about
/// a value (an unknown key, a wrong type) can point at its line and column.
package struct JSONDocument: Sendable {
  /// A 1-based line and column in the source text.
  package struct Position: Sendable, Equatable, Hashable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// The root value.
  package let root: JSONValue
  /// Where each value starts, keyed by its path: "" for the root, "/key/0/name" below
  /// (JSON Pointer, RFC 6901). Object members also record their key's position under
  /// the path followed by "#key".
  package let positions: [String: Position]

  package init(root: JSONValue, positions: [String: Position]) {
    self.root = root
    self.positions = positions
  }

  /// Parses UTF-8 JSON text.
  package static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONDocument {
    var parser = JSONParser(bytes: bytes)
    let root = try parser.parseDocument()
    return JSONDocument(root: root, positions: parser.positions)
  }

  /// Parses UTF-8 JSON text into its root value alone, without positions: the same checks
  /// and errors as `parse`, for files the tool reads often and never reports on by line.
  package static func parseValue(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes, recordsPositions: false)
    return try parser.parseDocument()
  }

  /// The position of the value at `path`, or of its nearest recorded ancestor.
  package func position(of path: String) -> Position? {
    var current = path
    while true {
      if let position = positions[current] { return position }
      guard let slash = current.lastIndex(of: "/") else { return positions[""] }
      current = String(current[..<slash])
    }
  }

  /// The JSON Pointer of `component` below `path`.
  package static func path(_ path: String, _ component: String) -> String {
    path + "/"
      + component.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(
        of: "/", with: "~1")
  }
}
