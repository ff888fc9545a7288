/// The names of one generated enum's cases (or of one namespace's types) as Swift
/// identifiers, sorted by name.
///
/// A name whose identifier is a member the generated type declares itself (`allCases`, a
/// component's `componentName`, a type name the generated code uses such as `String`) gets a
/// trailing `_` (`allCases_`): the identifier depends on the name alone, and no other name can
/// become it, since converted names never end in `_`. Two names that still give one
/// identifier (`nav-bar` and `nav_bar`) are refused, naming both and the files that declare
/// them: numbering one of them would let a name added later take an identifier app code
/// already uses for another name.
package struct SwiftNameSet {
  /// How a message calls the names: `assets`, `fonts`, `roles`.
  package var kind: String
  /// Whose names they are, for a message: `component 'alert'`; nil for the project's.
  package var owner: String? = nil
  package var names: [String]
  /// Identifiers the generated type declares itself.
  package var reserved: Set<String> = []
  /// Types (upper camel case) rather than cases (lower camel case).
  package var isTypes = false
  /// The file that declares each name; a name missing here is `defaultFile`'s.
  package var files: [String: String] = [:]
  package var defaultFile: String?

  /// Each distinct name with its identifier as written in source (keywords in backticks),
  /// sorted by name. Fails when two names give one identifier.
  package func identifiers() throws(SwiftAccessorError) -> [(name: String, identifier: String)] {
    var seen: [String: String] = [:]
    var result: [(name: String, identifier: String)] = []
    for name in Set(names).sorted() {
      let identifier = self.identifier(for: name)
      if let other = seen[identifier] { throw collision(other, name, identifier) }
      seen[identifier] = name
      result.append((name, SwiftIdentifier.written(identifier)))
    }
    return result
  }

  /// The identifier of one name, unescaped.
  package func identifier(for name: String) -> String {
    var identifier = SwiftIdentifier.camelCase(name)
    if isTypes { identifier = identifier.prefix(1).uppercased() + identifier.dropFirst() }
    return reserved.contains(identifier) ? identifier + "_" : identifier
  }

  private func collision(_ first: String, _ second: String, _ identifier: String) -> SwiftAccessorError {
    let places = [file(of: first), file(of: second)].compactMap { $0 }
    let origin =
      switch Set(places).count {
      case 0: ""
      case 1: " from '\(places[0])'"
      default: " from '\(places[0])' and '\(places[1])'"
      }
    return SwiftAccessorError(
      "cannot generate Swift names\(origin): \(kind) '\(first)' and '\(second)'"
        + (owner.map { " of \($0)" } ?? "") + " both become '\(identifier)'")
  }

  private func file(of name: String) -> String? { files[name] ?? defaultFile }
}
