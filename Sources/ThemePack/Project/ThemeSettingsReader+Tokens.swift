/// `"tokens"` in `theme.json`: `"tokens.json"` or `{"file": "../tokens.json", "group": "themes.blue"}`.
extension ThemeSettingsReader {
  static let tokensKeys = ["file", "group"]

  /// The reference, or nil when absent or (after a finding) invalid.
  static func tokensReference(in root: [String: JSONValue], owner: String, _ reader: inout JSONFieldReader)
    -> TokensReference?
  {
    guard let value = root["tokens"] else { return nil }
    let tokensOwner = "'tokens' of \(owner)"
    var file: String?
    var group: [String] = []
    switch value {
    case .string(let text):
      file = text
    case .object(let members):
      reader.checkKeys(members, at: "/tokens", known: tokensKeys, in: tokensOwner)
      reader.requireKey("file", in: members, at: "/tokens", owner: tokensOwner)
      file = reader.string("file", in: members, at: "/tokens", owner: tokensOwner)
      if let text = reader.string("group", in: members, at: "/tokens", owner: tokensOwner), !text.isEmpty {
        group = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard
          group.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("$") && !$0.contains("{") && !$0.contains("}") })
        else {
          reader.report(
            InvalidValueRule.id, .error, at: "/tokens/group",
            InvalidValueRule.message(
              text, for: "'group' in \(tokensOwner)", reason: "a group path is group names joined by '.'"))
          return nil
        }
      }
    default:
      reader.report(
        WrongTypeRule.id, .error, at: "/tokens",
        WrongTypeRule.message(tokensOwner, expected: "a file name or an object", found: value))
      return nil
    }
    guard let file else { return nil }
    let pointer = value.stringValue == nil ? "/tokens/file" : "/tokens"
    guard !file.isEmpty, !file.hasPrefix("/"), !file.contains("\\") else {
      reader.report(
        InvalidValueRule.id, .error, at: pointer,
        InvalidValueRule.message(
          file, for: "the tokens file of \(owner)",
          reason: "give a path relative to the theme folder, '/' separated"))
      return nil
    }
    return TokensReference(file: file, group: group)
  }
}
