import ThemePackArchive
import ThemePackSupport

/// Every token and group of one design tokens tree (a DTCG file, or one Tokens Studio set
/// merged over others), by dotted path (`themes.blue.color`), with the `$type` each token
/// has or inherits from its groups.
///
/// A member whose name starts with `$` is a property of its group (`$type`, `$description`,
/// `$extensions`…), every other member holding an object is a token when it has `$value`
/// (in the legacy Tokens Studio form, `value`: `DesignTokenFormat`), else a group; names may
/// not contain `.`, `{` or `}` (the alias syntax).
package struct DesignTokenIndex: Sendable {
  /// One token: its object, the file and JSON Pointer it is at, its own or inherited type,
  /// and the form its file writes it in.
  package struct Token: Sendable {
    package var object: [String: JSONValue]
    package var file: String
    package var pointer: String
    package var type: String?
    package var format: DesignTokenFormat = .dtcg

    /// The JSON Pointer of its value (`…/$value`, `…/value` in the legacy form).
    package var valuePointer: String { JSONDocument.path(pointer, format.valueKey) }
  }

  /// Where a group is: the file that first names it and its JSON Pointer there.
  package struct Place: Sendable, Hashable {
    package var file: String
    package var pointer: String

    /// Whether `token` is written inside this place (its file, at or below its pointer).
    package func holds(_ token: Token) -> Bool {
      token.file == file
        && (pointer.isEmpty || token.pointer == pointer || token.pointer.hasPrefix(pointer + "/"))
    }
  }

  /// The most tokens one file may hold.
  package static let maxTokens = 100_000

  package private(set) var tokens: [String: Token] = [:]
  /// Every group's path (the root is ""), with where it is.
  package private(set) var groups: [String: Place] = [:]
  /// Each group with `$extends`: the group it extends, and where `$extends` is.
  package var extending: [String: (target: String, place: Place)] = [:]
  /// The tokens that come from a Tokens Studio set a theme selects as `source`: there to be
  /// referred to (a palette), not themselves output.
  package var referenceOnly: Set<String> = []

  /// A problem found while indexing: the JSON Pointer and what is wrong.
  package struct Problem: Error, Sendable {
    /// The file the problem is in, when it is not the one being read.
    package var file: String? = nil
    package var pointer: String
    package var token: String?
    package var reason: String
  }

  /// Adds the tree `root` (at `pointer` in the file, its tokens in `format`) over what is
  /// indexed already: a token of the same path replaces the earlier one (a later Tokens
  /// Studio set wins).
  package mutating func add(
    _ root: [String: JSONValue], at pointer: String, file: String, format: DesignTokenFormat = .dtcg
  ) throws(Problem) {
    if groups[""] == nil { groups[""] = Place(file: file, pointer: "") }
    do {
      try add(root, path: [], pointer: pointer, type: nil, file: file, format: format)
    } catch {
      var problem = error
      problem.file = problem.file ?? file
      throw problem
    }
  }

  private mutating func add(
    _ group: [String: JSONValue], path: [String], pointer: String, type inherited: String?, file: String,
    format: DesignTokenFormat
  ) throws(Problem) {
    let type = group["$type"]?.stringValue ?? inherited
    if let value = group["$type"], value.stringValue == nil {
      throw Problem(
        pointer: JSONDocument.path(pointer, "$type"), token: nil,
        reason: "'$type' of \(Self.describe(path)) is \(value.typeName), not a string")
    }
    if let value = group["$extends"] {
      let place = Place(file: file, pointer: JSONDocument.path(pointer, "$extends"))
      extending[path.joined(separator: ".")] = (try Self.extendsTarget(value, at: place, of: path), place)
    }
    for name in group.keys.sorted() where !name.hasPrefix("$") {
      let memberPointer = JSONDocument.path(pointer, name)
      let memberPath = path + [name]
      let dotted = memberPath.joined(separator: ".")
      guard !name.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) else {
        throw Problem(
          pointer: memberPointer, token: dotted,
          reason: "a token or group name may not contain '.', '{' or '}'")
      }
      guard case .object(let member)? = group[name] else {
        throw Problem(
          pointer: memberPointer, token: dotted,
          reason: "is \(group[name]?.typeName ?? "missing"): a token or group is an object")
      }
      let place = Place(file: file, pointer: memberPointer)
      if format.isToken(member) {
        try addToken(member, path: dotted, at: place, type: type, format: format)
      } else {
        guard tokens[dotted] == nil else {
          throw Problem(
            pointer: memberPointer, token: dotted, reason: "is a group here and a token elsewhere")
        }
        groups[dotted] = groups[dotted] ?? place
        try add(member, path: memberPath, pointer: memberPointer, type: type, file: file, format: format)
      }
    }
  }

  /// Records the token `member` at `place`, or throws when it holds tokens or groups (DTCG
  /// 2025.10: a token has no children), has both `$value` and `$ref`, has a type that is no
  /// string, is a group elsewhere, or is one token too many.
  private mutating func addToken(
    _ member: [String: JSONValue], path dotted: String, at place: Place, type: String?,
    format: DesignTokenFormat
  ) throws(Problem) {
    let pointer = place.pointer
    if let child = format.child(of: member) {
      throw Problem(
        pointer: JSONDocument.path(pointer, child), token: dotted,
        reason:
          "has '\(format.valueKey)' and the child '\(child)': a token cannot hold tokens or groups")
    }
    if format == .dtcg, member["$value"] != nil, member["$ref"] != nil {
      throw Problem(
        pointer: JSONDocument.path(pointer, "$ref"), token: dotted,
        reason: "has both '$value' and '$ref': a token has one or the other")
    }
    if let own = member[format.typeKey], own.stringValue == nil {
      throw Problem(
        pointer: JSONDocument.path(pointer, format.typeKey), token: dotted,
        reason: "'\(format.typeKey)' is \(own.typeName), not a string")
    }
    guard groups[dotted] == nil else {
      throw Problem(pointer: pointer, token: dotted, reason: "is a token here and a group elsewhere")
    }
    if tokens[dotted] == nil, tokens.count >= Self.maxTokens {
      throw Problem(pointer: pointer, token: nil, reason: "more than \(Self.maxTokens) tokens")
    }
    tokens[dotted] = Token(
      object: member, file: place.file, pointer: pointer, type: member[format.typeKey]?.stringValue ?? type,
      format: format)
  }

  /// The names of the tokens directly in the group at `path`, sorted.
  package func tokenNames(inGroup path: [String]) -> [String] {
    let prefix = path.isEmpty ? "" : path.joined(separator: ".") + "."
    return tokens.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains(".") }
      .map { String($0.dropFirst(prefix.count)) }.sorted()
  }

  /// Records an inherited token (`$extends`).
  package mutating func setToken(_ path: String, _ token: Token) { tokens[path] = token }

  /// Records an inherited group (`$extends`).
  package mutating func setGroup(_ path: String, _ place: Place) { groups[path] = place }

  package static func describe(_ path: [String]) -> String {
    path.isEmpty ? "the root group" : "group '\(path.joined(separator: "."))'"
  }
}
