import ThemePackArchive
import ThemePackSupport

/// DTCG 2025.10 group extension: a group with `"$extends": "{group.path}"` (or
/// `{"$ref": "#/group/path"}`) has every token and subgroup of the group it names, deep
/// merged under its own tokens: a token of its own replaces the inherited one of that name.
/// An inherited token keeps its target's value, `$type` and place (findings point there).
extension DesignTokenIndex {
  /// The group path `$extends` names, or why it names none.
  package static func extendsTarget(_ value: JSONValue, at place: Place, of path: [String]) throws(Problem)
    -> String
  {
    let owner = describe(path)
    if let target = DesignTokensReader.aliasTarget(value) { return target }
    if let reference = value["$ref"]?.stringValue, reference.hasPrefix("#/"), value.objectValue?.count == 1 {
      return reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
        .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
        .joined(separator: ".")
    }
    throw Problem(
      file: place.file, pointer: place.pointer, token: nil,
      reason:
        "'$extends' of \(owner) must be a group reference '{group.path}' or {\"$ref\": \"#/group/path\"}")
  }

  /// Applies every `$extends` (targets first), or throws on a target that is missing, is a
  /// token, contains the extending group, or extends back in a cycle.
  package mutating func resolveExtensions() throws(Problem) {
    var done: Set<String> = []
    for group in extending.keys.sorted() {
      try resolve(group, chain: [], done: &done)
    }
  }

  private mutating func resolve(_ group: String, chain: [String], done: inout Set<String>) throws(Problem) {
    guard !done.contains(group), let (target, place) = extending[group] else { return }
    let next = chain + [group]
    if let start = next.firstIndex(of: target) {
      let loop = (next[start...] + [target]).map { "'\($0)'" }.joined(separator: " -> ")
      throw Problem(
        file: place.file, pointer: place.pointer, token: nil,
        reason: "groups extend each other in a cycle: \(loop)")
    }
    // A group above the target that extends another may be what makes the target (or some
    // of its tokens) exist: it is complete first, whatever the names' order.
    for outer in extending.keys.sorted()
    where outer != group && (outer.isEmpty || target.hasPrefix(outer + ".")) {
      if next.contains(outer) { throw Self.cycle(next + [outer], at: place) }
      try resolve(outer, chain: next, done: &done)
    }
    guard groups[target] != nil else {
      let reason =
        tokens[target] != nil ? "names token '\(target)', not a group" : "names no group '\(target)'"
      throw Problem(
        file: place.file, pointer: place.pointer, token: nil,
        reason: "'$extends' of group '\(group)' \(reason)")
    }
    guard !(group + ".").hasPrefix(target == "" ? "" : target + "."), target != group else {
      throw Problem(
        file: place.file, pointer: place.pointer, token: nil,
        reason: "group '\(group)' cannot extend '\(target)', which contains it")
    }
    let prefix = target.isEmpty ? "" : target + "."
    // The target and the groups inside it are complete before they are copied.
    for inner in extending.keys.sorted() where inner == target || inner.hasPrefix(prefix) {
      if next.contains(inner) { throw Self.cycle(next + [inner], at: place) }
      try resolve(inner, chain: next, done: &done)
    }
    let base = group.isEmpty ? "" : group + "."
    for path in groups.keys.sorted() where path.hasPrefix(prefix) && path != target {
      let copy = base + path.dropFirst(prefix.count)
      if groups[copy] == nil, tokens[copy] == nil { setGroup(copy, groups[path]!) }
    }
    for path in tokens.keys.sorted() where path.hasPrefix(prefix) {
      let copy = base + path.dropFirst(prefix.count)
      guard tokens[copy] == nil, groups[copy] == nil, !ancestorIsToken(copy) else { continue }
      if tokens.count >= Self.maxTokens {
        throw Problem(
          file: place.file, pointer: place.pointer, token: nil, reason: "more than \(Self.maxTokens) tokens")
      }
      setToken(copy, tokens[path]!)
    }
    done.insert(group)
  }

  /// The error for groups that extend each other along `chain`.
  private static func cycle(_ chain: [String], at place: Place) -> Problem {
    Problem(
      file: place.file, pointer: place.pointer, token: nil,
      reason: "groups extend each other in a cycle: " + chain.map { "'\($0)'" }.joined(separator: " -> "))
  }

  /// Whether a group on the way to `path` is a token of this group (a local token hides an
  /// inherited subgroup of its name).
  private func ancestorIsToken(_ path: String) -> Bool {
    var parts = path.split(separator: ".").map(String.init)
    while parts.count > 1 {
      parts.removeLast()
      if tokens[parts.joined(separator: ".")] != nil { return true }
    }
    return false
  }
}
