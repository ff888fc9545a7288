import ThemePackArchive
import ThemePackSupport

/// The form a tokens file writes its tokens in (`DesignTokenFormat`), from its tokens of each
/// form: a file whose tokens all have `$value` (or `$ref`) is DTCG, one whose tokens all have
/// `value` and no `$value` anywhere is legacy Tokens Studio, and a file with both is refused,
/// naming the first token (in the file's order) of the form fewer tokens use.
///
/// Counting, an object in a group with `$value` or `$ref` is a DTCG token; else one with a
/// member `value` and no DTCG token inside is a legacy token; anything else is a group (so a
/// DTCG group that happens to be called `value` stays a group).
package struct DesignTokenFormatCensus: Sendable {
  /// A token found: its JSON Pointer in the file and its dotted path in its tree.
  package struct Found: Sendable {
    package var pointer: String
    package var path: String
  }

  package private(set) var dtcg: [Found] = []
  package private(set) var legacy: [Found] = []

  /// Counts the tokens of the tree `group`, at `pointer` in the file (a Tokens Studio set, or
  /// the file's root).
  package mutating func count(_ group: [String: JSONValue], at pointer: String) {
    let found = Self.tokens(in: group, pointer: pointer, path: [])
    dtcg += found.dtcg
    legacy += found.legacy
  }

  /// The form of `document`, a file whose root is one tree (a plain file, a set file of a
  /// folder), or the problem of a file using both forms.
  package static func format(ofFile document: JSONDocument) throws(DesignTokenIndex.Problem)
    -> DesignTokenFormat
  {
    var census = Self()
    if let root = document.root.objectValue { census.count(root, at: "") }
    return try census.format(of: document)
  }

  /// The form of the file `document` whose trees were counted, or the problem of a file using
  /// both (at the first token of the form fewer tokens use; the legacy one on a tie).
  package func format(of document: JSONDocument) throws(DesignTokenIndex.Problem) -> DesignTokenFormat {
    if legacy.isEmpty { return .dtcg }
    if dtcg.isEmpty { return .legacy }
    let minorityIsLegacy = legacy.count <= dtcg.count
    let minority = minorityIsLegacy ? legacy : dtcg
    func order(_ found: Found) -> (Int, Int) {
      let position = document.position(of: found.pointer)
      return (position?.line ?? 0, position?.column ?? 0)
    }
    let first = minority.min { order($0) < order($1) } ?? minority[0]
    let legacyForm = "Tokens Studio's legacy form ('value' without '$')"
    let dtcgForm = "the DTCG form ('$value')"
    let (its, others) = minorityIsLegacy ? (legacyForm, dtcgForm) : (dtcgForm, legacyForm)
    let otherCount = minorityIsLegacy ? dtcg.count : legacy.count
    throw DesignTokenIndex.Problem(
      pointer: first.pointer, token: first.path,
      reason:
        "is in \(its), the file's \(otherCount) other token\(otherCount == 1 ? "" : "s") in \(others): "
        + "write every token of a file in one form")
  }

  private static func tokens(in group: [String: JSONValue], pointer: String, path: [String]) -> (
    dtcg: [Found], legacy: [Found]
  ) {
    var found: (dtcg: [Found], legacy: [Found]) = ([], [])
    for name in group.keys.sorted() where !name.hasPrefix("$") {
      guard case .object(let member)? = group[name] else { continue }
      let memberPointer = JSONDocument.path(pointer, name)
      let memberPath = path + [name]
      let token = Found(pointer: memberPointer, path: memberPath.joined(separator: "."))
      if DesignTokenFormat.dtcg.isToken(member) {
        found.dtcg.append(token)
        continue
      }
      let inner = tokens(in: member, pointer: memberPointer, path: memberPath)
      if DesignTokenFormat.legacy.isToken(member), inner.dtcg.isEmpty {
        found.legacy.append(token)
      } else {
        found.dtcg += inner.dtcg
        found.legacy += inner.legacy
      }
    }
    return found
  }
}
