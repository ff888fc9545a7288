import ThemePackArchive
import ThemePackSupport

/// A theme's fonts from the `typography` tokens of its design tokens file.
///
/// Every token of type `typography` under the theme's group is a font (in a tokens file
/// ThemePack wrote, those of its `typography` group; its `component` aliases are not fonts),
/// named by its path relative to the group with a leading `typography` dropped, in lower camel
/// case (`heading.large` → `headingLarge`, as nested colours are named). Its value, or each
/// member of it, may be an alias (`{…}` or `$ref`); `fontFamily` and `fontSize` are required,
/// `fontWeight`, `lineHeight` and `letterSpacing` are read as `TypographyTokenValue` reads them.
/// `$extensions["com.themepack"]` may name the Dynamic Type `textStyle` and list the members the
/// build wrote as defaults (`defaulted`), which are left unset. A token that cannot be read is a
/// warning and left out: fonts are read beside the colours and never stop them.
extension DesignTokensReader {
  /// The members of a typography value that become a font's fields.
  package static let typographyMembers = [
    "fontFamily", "fontSize", "fontWeight", "lineHeight", "letterSpacing",
  ]

  /// The theme's fonts by name; warnings for the tokens left out go to `findings`.
  package mutating func typography() -> [String: FontSpec] {
    guard let light = tokens.trees.light else { return [:] }
    let prefix = reference.group.isEmpty ? "" : reference.group.joined(separator: ".") + "."
    let own = colorGroup?.isThemePackLayout == true
    var fonts: [String: FontSpec] = [:]
    var sources: [String: String] = [:]
    let paths = light.tokens.filter {
      $0.key.hasPrefix(prefix) && $0.value.type == "typography" && !light.referenceOnly.contains($0.key)
    }.keys.sorted()
    for path in paths {
      let relative = String(path.dropFirst(prefix.count))
      if own, !relative.hasPrefix("typography.") { continue }
      let token = light.tokens[path]!
      let name = Self.fontName(relative)
      do throws(Failure) {
        guard ImageFileName.isValidName(name) else {
          throw Failure(
            file: token.file, pointer: token.pointer, reason: "font name '\(name)' is not a usable name")
        }
        if let other = sources[name] {
          throw Failure(
            file: token.file, pointer: token.pointer,
            reason: "it and token '\(other)' both give font '\(name)': rename one")
        }
        guard fonts.count < FontSpecReader.maximumCount else {
          throw Failure(
            file: token.file, pointer: token.pointer,
            reason: "more than \(FontSpecReader.maximumCount) typography tokens: the rest are left out")
        }
        fonts[name] = try font(path, in: light)
        sources[name] = path
      } catch {
        report(
          at: error.pointer, in: error.file,
          InvalidTokensRule.message(token: path, theme: theme, error.reason + "; the font is left out"),
          severity: .warning)
      }
    }
    return fonts
  }

  /// The font name of a typography token at `relative` (its path under the theme's group).
  package static func fontName(_ relative: String) -> String {
    let trimmed =
      relative.hasPrefix("typography.") ? String(relative.dropFirst("typography.".count)) : relative
    return NestedTokenName.colorName(trimmed)
  }

  /// The font of the typography token at `path`.
  private func font(_ path: String, in tree: DesignTokenIndex) throws(Failure) -> FontSpec {
    let token = tree.tokens[path]!
    let value = try resolved(path, in: tree, chain: [])
    guard let members = value.objectValue else {
      throw Failure(
        file: token.file, pointer: token.valuePointer, reason: "a typography value must be an object")
    }
    let own = token.object["$extensions"]?[Self.namespace]
    let defaulted = Set(own?["defaulted"]?.arrayValue?.compactMap(\.stringValue) ?? [])
    var parts: [String: JSONValue] = [:]
    for key in Self.typographyMembers where members[key] != nil && !defaulted.contains(key) {
      parts[key] = try resolved(
        members[key]!, of: token, at: JSONDocument.path(token.valuePointer, key), in: tree)
    }
    func read<Value>(_ result: Result<Value, TypographyTokenValue.Problem>) throws(Failure) -> Value {
      switch result {
      case .success(let value): return value
      case .failure(let problem):
        throw Failure(file: token.file, pointer: token.valuePointer, reason: problem.reason)
      }
    }
    guard let familyValue = parts["fontFamily"], let sizeValue = parts["fontSize"] else {
      throw Failure(
        file: token.file, pointer: token.valuePointer,
        reason: "a typography value needs 'fontFamily' and 'fontSize'")
    }
    let size = try read(TypographyTokenValue.size(sizeValue))
    var font = FontSpec(family: try read(TypographyTokenValue.family(familyValue)), size: size)
    font.weight = try parts["fontWeight"].map { (value) throws(Failure) in
      try read(TypographyTokenValue.weight(value))
    }
    if let value = parts["lineHeight"] {
      font.lineHeight = try read(TypographyTokenValue.lineHeight(value, size: size))
    }
    if let value = parts["letterSpacing"] {
      font.letterSpacing = try read(TypographyTokenValue.letterSpacing(value, size: size))
    }
    font.textStyle = own?["textStyle"]?.stringValue.flatMap(FontTextStyle.init(rawValue:))
    return font
  }

  /// The value of token `path`, through whole-value aliases.
  private func resolved(_ path: String, in tree: DesignTokenIndex, chain: [String]) throws(Failure)
    -> JSONValue
  {
    let token = tree.tokens[path]!
    let value = token.object[token.format.valueKey] ?? .object(["$ref": token.object["$ref"] ?? .null])
    return try resolved(value, of: token, at: token.valuePointer, in: tree, chain: chain + [path])
  }

  /// `value` (at `pointer` in `token`), or the value of the token it is an alias of, followed
  /// through at most `maxAliasDepth` tokens.
  private func resolved(
    _ value: JSONValue, of token: DesignTokenIndex.Token, at pointer: String, in tree: DesignTokenIndex,
    chain: [String] = []
  ) throws(Failure) -> JSONValue {
    guard let target = try Self.aliasTarget(value, token: token, at: pointer) else { return value }
    if chain.contains(target) {
      let loop = (chain + [target]).map { "'\($0)'" }.joined(separator: " -> ")
      throw Failure(file: token.file, pointer: pointer, reason: "aliases form a cycle: \(loop)")
    }
    guard chain.count < Self.maxAliasDepth else {
      throw Failure(
        file: token.file, pointer: pointer,
        reason: "an alias chain passes through more than \(Self.maxAliasDepth) tokens")
    }
    guard tree.tokens[target] != nil else {
      throw Failure(file: token.file, pointer: pointer, reason: "alias '{\(target)}' names no token")
    }
    return try resolved(target, in: tree, chain: chain)
  }
}
