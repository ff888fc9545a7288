import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Reads one theme's colours from a design tokens file (`"tokens"` in `theme.json`).
///
/// The theme's group (`TokensReference.group`, the root when empty) holds them: its token
/// `color` (or the token `TokensReference.colorToken` names, perhaps in a subgroup) is the
/// theme colour, every other `color` token directly in it an extra colour of that name (tokens of other types and subgroups are left alone, so palettes and sizes may
/// sit beside them). A group with no token `color` may be a tokens file ThemePack wrote
/// (`DesignTokensLayout`), read as it writes it (`ownColorGroup`, `DesignTokenColorGroup`).
/// A token's value may be an alias `{group.token}`, followed through at
/// most `maxAliasDepth` tokens; a cycle, a missing target or a non-colour target is refused.
///
/// Appearances: the light value is `$value` (in the light tree of a Tokens Studio file). A
/// dark or high-contrast value is *given* when the file has one: the mode's own tree
/// (`DesignTokensFile`), or a per-token mode in the token's `$extensions`, as exports of Figma
/// variables carry them (`"com.figma.modes": {…}`, or `"<namespace>": {"modes": {…}}`): `{"Light": …, "Dark": "#…" | {"colorSpace": …} | "{alias}"}`,
/// mode names as `DesignTokensFile.modeAppearance` reads them; an alias there resolves in the
/// same mode. Values not given are derived, as for colours in `theme.json`. A pair comes
/// from `$extensions["com.themepack"]`: `{"on": "color", "use": "text"}` as in `theme.json`.
package struct DesignTokensReader {
  /// The most tokens one alias chain may pass through.
  package static let maxAliasDepth = 32

  /// A theme's colours from its tokens.
  package struct Colors: Sendable {
    package var light: ThemeRGBA
    package var given: [ThemeAppearance: ThemeRGBA]
    package var roles: [String: ColorRole]
    /// Where each colour's value in each appearance is given (`color` for the theme colour).
    package var sources: [String: [ThemeAppearance: TokenValuePlace]] = [:]
  }

  /// Why a token cannot be read: where, which token and what is wrong.
  package struct Failure: Error {
    package var file: String
    package var pointer: String
    package var reason: String
  }

  package let tokens: DesignTokensFile
  package let reference: TokensReference
  package let theme: String
  package private(set) var findings: [Finding] = []
  /// The group the colours are read from, once `colors()` has found it.
  package private(set) var colorGroup: DesignTokenColorGroup?

  package init(tokens: DesignTokensFile, reference: TokensReference, theme: String) {
    self.tokens = tokens
    self.reference = reference
    self.theme = theme
  }

  /// The theme's colours, or nil after at least one finding.
  package mutating func colors() -> Colors? {
    guard var group = findColorGroup() else { return nil }
    let light = tokens.trees.light!
    var tokenNames = light.tokenNames(inGroup: group.path)
    if reference.nested, !group.isThemePackLayout {
      tokenNames = nestedColorTokens(of: group)
      guard let named = nestedNames(tokenNames, of: group) else { return nil }
      group.nestedTokens = named
    }
    colorGroup = group
    var result: Colors?
    var roles: [String: ColorRole] = [:]
    var sources: [String: [ThemeAppearance: TokenValuePlace]] = [:]
    var failed = false
    if !tokenNames.contains(group.themeToken) { tokenNames.insert(group.themeToken, at: 0) }  // deeper
    for tokenName in tokenNames {
      let path = group.prefix + tokenName
      let token = light.tokens[path]!
      let name = group.colorName(ofToken: tokenName)
      if name != "color", let type = token.type, type != "color" { continue }
      do throws(Failure) {
        try check(tokenName, colorName: name, of: group, token: token)
        let (value, given) = try values(of: path)
        sources[name] = try self.sources(of: path, given: given)
        if name == "color" {
          result = Colors(light: value, given: given, roles: [:])
        } else {
          let (surface, need) = try pair(of: token)
          roles[name] = ColorRole(name: name, light: value, given: given, surface: surface, need: need)
        }
      } catch {
        failed = true
        report(
          at: error.pointer, in: error.file,
          InvalidTokensRule.message(token: path, theme: theme, error.reason))
      }
    }
    guard !failed, var colors = result else { return nil }
    colors.roles = checkedPairs(roles, in: group)
    colors.sources = sources
    return colors
  }

  /// The group of the theme's colours: the theme's group when `colorToken` names its theme
  /// colour (`namedColorGroup`) or it has a token `color`, else the colour group of
  /// ThemePack's own layout (`ownColorGroup`); nil after a finding.
  private mutating func findColorGroup() -> DesignTokenColorGroup? {
    let light = tokens.trees.light!
    let group = reference.group.joined(separator: ".")
    guard let place = light.groups[group] else {
      let reason =
        light.tokens[group] != nil
        ? "'\(group)' is a token, not a group" : "\(reference.groupName) does not exist in the file"
      report(
        at: "", in: light.groups[""]?.file ?? tokens.documents.keys.min() ?? "",
        InvalidTokensRule.message(theme: theme, reason))
      return nil
    }
    if let colorToken = reference.colorToken {
      do throws(Failure) {
        return try namedColorGroup(colorToken, at: place)
      } catch {
        report(at: error.pointer, in: error.file, InvalidTokensRule.message(theme: theme, error.reason))
        return nil
      }
    }
    if light.tokenNames(inGroup: reference.group).contains("color") {
      return DesignTokenColorGroup(path: reference.group, themeToken: "color", isThemePackLayout: false)
    }
    do throws(Failure) {
      if let own = try ownColorGroup(at: place) { return own }
    } catch {
      report(at: error.pointer, in: error.file, InvalidTokensRule.message(theme: theme, error.reason))
      return nil
    }
    report(
      at: place.pointer, in: place.file,
      InvalidTokensRule.message(
        theme: theme, "\(reference.groupName) has no token 'color' (the theme colour)"))
    return nil
  }

  /// The theme's group with the token `colorToken` names (a path relative to the group) as
  /// its theme colour; throws when that names no token of the file or one of another type.
  private func namedColorGroup(_ colorToken: [String], at place: DesignTokenIndex.Place) throws(Failure)
    -> DesignTokenColorGroup
  {
    let light = tokens.trees.light!
    let path = (reference.group + colorToken).joined(separator: ".")
    let named = "'colorToken' '\(colorToken.joined(separator: "."))' of \(reference.groupName)"
    guard let token = light.tokens[path] else {
      let what = light.groups[path] != nil ? "names group '\(path)', not a token" : "names no token '\(path)'"
      throw Failure(file: place.file, pointer: place.pointer, reason: "\(named) \(what) in the file")
    }
    if let type = token.type, type != "color" {
      throw Failure(
        file: token.file, pointer: token.pointer,
        reason: "\(named) names '\(path)', a '\(type)' token: the theme colour is a 'color' token")
    }
    return DesignTokenColorGroup(
      path: reference.group, themeToken: colorToken.joined(separator: "."), isThemePackLayout: false)
  }

  /// The colour tokens at any depth under `group` (paths relative to it), sorted; a Tokens
  /// Studio `source` set's tokens are there to be referred to and are left out.
  private func nestedColorTokens(of group: DesignTokenColorGroup) -> [String] {
    let light = tokens.trees.light!
    return light.tokens.filter {
      $0.key.hasPrefix(group.prefix) && $0.value.type == "color" && !light.referenceOnly.contains($0.key)
    }.keys.map { String($0.dropFirst(group.prefix.count)) }.sorted()
  }

  /// Each nested token's path by its colour name, or nil after a finding when two tokens
  /// give one name.
  private mutating func nestedNames(_ paths: [String], of group: DesignTokenColorGroup) -> [String: String]? {
    var named: [String: String] = [:]
    for path in paths where path != group.themeToken {
      let name = NestedTokenName.colorName(path)
      if let other = named[name] {
        let token = tokens.trees.light!.tokens[group.prefix + path]!
        report(
          at: token.pointer, in: token.file,
          InvalidTokensRule.message(
            token: group.prefix + path, theme: theme,
            "it and token '\(group.prefix + other)' both give colour '\(name)': rename one"))
        return nil
      }
      named[name] = path
    }
    return named
  }

  private func check(
    _ tokenName: String, colorName name: String, of group: DesignTokenColorGroup,
    token: DesignTokenIndex.Token
  ) throws(Failure) {
    guard tokenName != group.themeToken else { return }  // colour `color`, whatever its token's name
    if group.themeToken != "color", name == "color" {
      throw Failure(
        file: token.file, pointer: token.pointer,
        reason:
          "'color' is what 'on' calls the theme colour, here token '\(group.themeToken)'; choose another name"
      )
    }
    let reserved = ThemeColorReader.reservedNames.contains(name)
    guard ImageFileName.isValidName(name), !reserved else {
      throw Failure(
        file: token.file, pointer: token.pointer,
        reason: reserved
          ? "'\(name)' is what 'on' calls the background; choose another name"
          : "a colour's name "
            + (ImageFileName.isValidAssetName(name)
              ? "gives no Swift identifier: use at least one letter or digit"
              : "uses only letters, digits, '_' and '-'"))
    }
  }

  /// The light value and the given values of the other appearances.
  private func values(of path: String) throws(Failure) -> (ThemeRGBA, [ThemeAppearance: ThemeRGBA]) {
    var light = ThemeRGBA(red: 0, green: 0, blue: 0)
    var given: [ThemeAppearance: ThemeRGBA] = [:]
    for appearance in ThemeAppearance.allCases {
      let tree = tokens.trees[appearance] ?? tokens.trees.light!
      guard tree.tokens[path] != nil else { continue }  // a mode's tree without it: derived
      let (value, isGiven) = try resolve(path, in: appearance, tree: tree, chain: [])
      if appearance == .light {
        light = value
      } else if isGiven || tokens.trees[appearance] != nil {
        given[appearance] = value
      }
    }
    return (light, given)
  }

  /// The colour of token `path` in `appearance`, and whether a value of that appearance's
  /// own was met on the way (a per-token mode).
  private func resolve(
    _ path: String, in appearance: ThemeAppearance, tree: DesignTokenIndex, chain: [String]
  ) throws(Failure) -> (ThemeRGBA, Bool) {
    let token = tree.tokens[path]!
    // A token-level `$ref` stands for its `$value` (DTCG 2025.10's JSON Pointer form).
    var value = token.object[token.format.valueKey] ?? .object(["$ref": token.object["$ref"] ?? .null])
    var isGiven = false
    var pointer = token.valuePointer
    if appearance != .light, let mode = try modeValue(of: token, in: appearance) {
      (value, pointer, isGiven) = (mode.value, mode.pointer, true)
    }
    if let target = try Self.aliasTarget(value, token: token, at: pointer) {
      if let type = token.type, type != "color" {
        throw Failure(
          file: token.file, pointer: token.pointer,
          reason: "'\(path)' is a '\(type)' token where a colour is needed")
      }
      let next = chain + [path]
      if let start = next.firstIndex(of: target) {
        let loop = (next[start...] + [target]).map { "'\($0)'" }.joined(separator: " -> ")
        throw Failure(file: token.file, pointer: pointer, reason: "aliases form a cycle: \(loop)")
      }
      guard next.count < Self.maxAliasDepth else {
        throw Failure(
          file: token.file, pointer: pointer,
          reason: "an alias chain passes through more than \(Self.maxAliasDepth) tokens")
      }
      guard tree.tokens[target] != nil else {
        throw Failure(
          file: token.file, pointer: pointer, reason: "alias '{\(target)}' in '\(path)' names no token")
      }
      let (color, deeper) = try resolve(target, in: appearance, tree: tree, chain: next)
      return (color, isGiven || deeper)
    }
    guard token.type == "color" else {
      let typeKey = token.format.typeKey
      let reason =
        token.type.map { "'\(path)' is a '\($0)' token where a colour is needed" }
        ?? (token.format == .dtcg
          ? "'\(path)' has no '$type' (give it or one of its groups '\"$type\": \"color\"')"
          : "'\(path)' has no '\(typeKey)' (give it '\"\(typeKey)\": \"color\"')")
      throw Failure(file: token.file, pointer: token.pointer, reason: reason)
    }
    switch DesignTokenColorValue.parse(value) {
    case .success(let color): return (color, isGiven)
    case .failure(let problem):
      throw Failure(
        file: token.file, pointer: problem.key.map { JSONDocument.path(pointer, $0) } ?? pointer,
        reason: problem.reason)
    }
  }

  /// The token's own value for `appearance`, from the first of its `$extensions` (in name
  /// order) that holds modes: a member named `modes` or ending in `.modes`
  /// (`"com.figma.modes": {…}`), or a namespace object with a `modes` member
  /// (`"com.themepack": {"modes": {…}}`).
  package func modeValue(of token: DesignTokenIndex.Token, in appearance: ThemeAppearance) throws(Failure)
    -> (value: JSONValue, pointer: String)?
  {
    guard let extensions = token.object["$extensions"]?.objectValue else { return nil }
    if colorGroup?.isThemePackLayout == true, try derivedAppearances(of: token).contains(appearance) {
      return nil
    }
    let base = JSONDocument.path(token.pointer, "$extensions")
    for key in extensions.keys.sorted() {
      let modes: JSONValue
      let pointer: String
      if key == "modes" || key.hasSuffix(".modes") {
        (modes, pointer) = (extensions[key]!, JSONDocument.path(base, key))
      } else if let nested = extensions[key]?["modes"] {
        (modes, pointer) = (nested, JSONDocument.path(JSONDocument.path(base, key), "modes"))
      } else {
        continue
      }
      if modes.arrayValue != nil { continue }  // a list of the modes' names, no values
      guard let members = modes.objectValue else {
        throw Failure(
          file: token.file, pointer: pointer,
          reason: "'\(key)' modes in '$extensions' must be an object of mode names")
      }
      let name = members.keys.sorted().first { DesignTokensFile.modeAppearance($0) == appearance }
      return name.map { (members[$0]!, JSONDocument.path(pointer, $0)) }
    }
    return nil
  }

  /// `group.token` of an alias `"{group.token}"`, else nil.
  /// The token a value refers to: `"{group.token}"`, or DTCG 2025.10's JSON Pointer form
  /// `{"$ref": "#/group/token/$value"}` (RFC 6901, `~1` and `~0` escaped) when it points at
  /// a token's whole value. A `$ref` that points anywhere else is refused: ThemePack resolves
  /// references to whole colours, not to one of their components.
  package static func aliasTarget(
    _ value: JSONValue, token: DesignTokenIndex.Token, at pointer: String
  ) throws(Failure) -> String? {
    guard case .object(let members) = value, let reference = members["$ref"] else {
      return aliasTarget(value)
    }
    let refPointer = JSONDocument.path(pointer, "$ref")
    guard members.count == 1, let text = reference.stringValue, text.hasPrefix("#/"),
      text.hasSuffix("/$value")
    else {
      throw Failure(
        file: token.file, pointer: refPointer,
        reason: "'$ref' must be a string '#/group/token/$value' naming a token's whole value")
    }
    let parts = text.dropFirst(2).dropLast("/$value".count).split(
      separator: "/", omittingEmptySubsequences: false
    )
    .map { $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") }
    guard !parts.isEmpty, !parts.contains(where: \.isEmpty) else {
      throw Failure(file: token.file, pointer: refPointer, reason: "'$ref' '\(text)' names no token")
    }
    return parts.joined(separator: ".")
  }

  package static func aliasTarget(_ value: JSONValue) -> String? {
    guard let text = value.stringValue, text.count > 2, text.hasPrefix("{"), text.hasSuffix("}") else {
      return nil
    }
    let inner = text.dropFirst().dropLast()
    guard !inner.contains(where: { $0 == "{" || $0 == "}" }) else { return nil }
    return String(inner)
  }

  /// An `invalid-tokens` finding at `pointer` in `file`, of the rule's severity unless `severity`.
  package mutating func report(
    at pointer: String, in file: String, _ message: String, severity: Finding.Severity? = nil
  ) {
    let position = tokens.documents[file]?.position(of: pointer)
    findings.append(
      InvalidTokensRule.finding(
        file: file, line: position?.line,
        column: position?.column, theme: theme, message: message, severity: severity))
  }
}
