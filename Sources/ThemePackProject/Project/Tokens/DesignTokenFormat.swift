import ThemePackArchive
import ThemePackSupport

/// How a tokens file writes its tokens: the DTCG form (`{"$value": …, "$type": "color"}`), or
/// the legacy form Tokens Studio wrote before it (and that many synced repositories still
/// hold): `{"value": …, "type": "color", "description": …}`, no `$`.
///
/// In both forms a member whose name starts with `$` is a property (`$extensions`,
/// `$description`, a group's `$type`…), never a token or group. In the legacy form an object
/// with a member `value` is a token, whatever `value` holds (a string, a number, an object
/// such as a typography's); its members `value`, `type` and `description` are its properties,
/// any other member holding an object is a child (refused: a token holds no tokens), and other
/// members are left alone.
package enum DesignTokenFormat: Sendable, Hashable {
  case dtcg
  case legacy

  /// The member holding a token's value: `$value`, or `value` in the legacy form.
  package var valueKey: String { self == .dtcg ? "$value" : "value" }

  /// The member holding a token's own type: `$type`, or `type` in the legacy form.
  package var typeKey: String { self == .dtcg ? "$type" : "type" }

  /// The legacy form's members of a token that are its properties, not children.
  package static let legacyProperties: Set<String> = ["value", "type", "description"]

  /// Whether `member` (an object that is a member of a group) is a token in this form.
  package func isToken(_ member: [String: JSONValue]) -> Bool {
    switch self {
    case .dtcg: return member["$value"] != nil || member["$ref"] != nil
    case .legacy: return member["value"] != nil
    }
  }

  /// The first member of `token` that makes it hold tokens or groups, in name order: any
  /// member not starting with `$` in the DTCG form, a member holding an object other than the
  /// legacy properties in the legacy form.
  package func child(of token: [String: JSONValue]) -> String? {
    token.keys.sorted().first { name in
      guard !name.hasPrefix("$") else { return false }
      switch self {
      case .dtcg: return true
      case .legacy: return !Self.legacyProperties.contains(name) && token[name]?.objectValue != nil
      }
    }
  }
}
