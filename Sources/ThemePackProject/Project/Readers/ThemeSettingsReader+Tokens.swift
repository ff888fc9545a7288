import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// `"tokens"` in `theme.json`: `"tokens.json"`, `{"file": "../tokens.json", "group":
/// "themes.blue"}` or `{"files": {"light": "Light.tokens.json", "dark": …}, "group": …}`, any
/// object form with `"colorToken": "brand.primary"` naming the theme colour's token.
extension ThemeSettingsReader {
  package static let tokensKeys = ["file", "files", "folder", "group", "colorToken", "nested"]

  /// The reference, or nil when absent or (after a finding) invalid.
  package static func tokensReference(in root: JSONObjectCursor) -> TokensReference? {
    guard let value = root["tokens"] else { return nil }
    let owner = root.owner
    let reader = root.reader
    let tokensOwner = "'tokens' of \(owner)"
    switch value {
    case .string(let text):
      return checkedPath(text, at: "/tokens", owner: owner, reader).map { TokensReference(file: $0) }
    case .object(let object):
      let members = root.child("tokens", object, owner: tokensOwner)
      members.checkKeys(tokensKeys)
      let sources = ["file", "files", "folder"].filter { members[$0] != nil }
      if sources.isEmpty { members.requireKey("file") }
      guard sources.count <= 1 else {
        reader.report(
          InvalidValueRule.id, .error, at: "/tokens/" + sources[1], atKey: true,
          "\(tokensOwner) takes one of 'file' (one tokens file), 'files' (one file per mode) or "
            + "'folder' (a Tokens Studio folder): remove '\(sources[1])'")
        return nil
      }
      guard let (group, colorToken) = paths(in: members) else { return nil }
      let nested = members.bool("nested") ?? false
      var reference: TokensReference?
      if members["files"] != nil {
        reference = modeFiles(members, owner: owner).map {
          TokensReference(
            file: $0[.light]!, group: group, modeFiles: $0.filter { $0.key != .light }, colorToken: colorToken
          )
        }
      } else {
        let key = members["folder"] != nil ? "folder" : "file"
        guard let file = members.string(key) else { return nil }
        reference = checkedPath(file, at: "/tokens/" + key, owner: owner, reader).map {
          TokensReference(file: $0, group: group, isFolder: key == "folder", colorToken: colorToken)
        }
      }
      reference?.nested = nested
      return reference
    default:
      reader.report(
        WrongTypeRule.id, .error, at: "/tokens",
        WrongTypeRule.message(tokensOwner, expected: "a file name or an object", found: value))
      return nil
    }
  }

  /// `group` (the root when absent or empty) and `colorToken` (nil when absent), each names
  /// joined by `.`, or nil after a finding: an empty name, a name starting with `$` or holding
  /// `{` or `}` (`colorToken` is a path relative to the group, not an alias `{…}`).
  private static func paths(in members: JSONObjectCursor) -> (group: [String], colorToken: [String]?)? {
    func names(_ key: String, what: String) -> [String]? {
      guard let text = members.string(key) else {
        return members[key] == nil ? [] : nil
      }
      let names = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
      guard
        key == "group" && text.isEmpty
          || names.allSatisfy({ !$0.isEmpty && !$0.hasPrefix("$") && !$0.contains("{") && !$0.contains("}") })
      else {
        members.report(
          InvalidValueRule.id, .error, at: key,
          InvalidValueRule.message(text, for: members.describe(key), reason: what))
        return nil
      }
      return text.isEmpty ? [] : names
    }
    guard let group = names("group", what: "a group path is group names joined by '.'"),
      let colorToken = names(
        "colorToken",
        what: "a token's path relative to 'group' is names joined by '.', without '{' and '}'")
    else { return nil }
    return (group, members["colorToken"] == nil ? nil : colorToken)
  }

  /// `files`: an object of appearance keys (`TokensReference.fileKeys`) to paths, light required.
  private static func modeFiles(_ members: JSONObjectCursor, owner: String) -> [ThemeAppearance: String]? {
    let filesOwner = "'files' in 'tokens' of \(owner)"
    guard case .object(let object) = members["files"]! else {
      members.report(
        WrongTypeRule.id, .error, at: "files",
        WrongTypeRule.message(filesOwner, expected: "an object of mode files", found: members["files"]!))
      return nil
    }
    let files = members.child("files", object, owner: filesOwner)
    files.checkKeys(TokensReference.fileKeys.map(\.key))
    files.requireKey("light")
    var result: [ThemeAppearance: String] = [:]
    var failed = files["light"] == nil
    for (key, appearance) in TokensReference.fileKeys where files[key] != nil {
      guard let text = files.string(key),
        let path = checkedPath(text, at: files.path(of: key), owner: owner, files.reader)
      else {
        failed = true
        continue
      }
      result[appearance] = path
    }
    return failed ? nil : result
  }

  /// `file` when it is a relative, `/` separated path, else nil after a finding.
  private static func checkedPath(
    _ file: String, at pointer: String, owner: String, _ reader: JSONFieldReader
  ) -> String? {
    guard !file.isEmpty, !file.hasPrefix("/"), !file.contains("\\") else {
      reader.report(
        InvalidValueRule.id, .error, at: pointer,
        InvalidValueRule.message(
          file, for: "the tokens file of \(owner)",
          reason: "give a path relative to the theme folder, '/' separated"))
      return nil
    }
    return file
  }
}
