import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Reading back a tokens file ThemePack wrote (`DesignTokensLayout`): its colours are in the
/// group its `$extensions["com.themepack"].modes` names for light, the theme colour as token
/// `theme`, and a value the build derived is listed in the token's `derived`.
extension DesignTokensReader {
  /// The extension namespace ThemePack reads and writes.
  package static let namespace = "com.themepack"

  /// The colour group of ThemePack's own layout when the group at `place` (which has no
  /// token `color`) carries `$extensions["com.themepack"].modes`, else nil. Throws when that
  /// extension is not an object, `modes` names no group for light (or a name that is not a
  /// string), the group named does not exist, or it has no token `theme`.
  package func ownColorGroup(at place: DesignTokenIndex.Place) throws(Failure) -> DesignTokenColorGroup? {
    let pointer = JSONDocument.path(JSONDocument.path(place.pointer, "$extensions"), Self.namespace)
    guard let own = groupObject(at: place)?["$extensions"]?[Self.namespace] else { return nil }
    guard let members = own.objectValue else {
      throw Failure(
        file: place.file, pointer: pointer,
        reason:
          "'\(Self.namespace)' in '$extensions' of \(reference.groupName) is \(own.typeName), not an object")
    }
    guard let modes = members["modes"] else { return nil }
    let modesPointer = JSONDocument.path(pointer, "modes")
    guard let groups = modes.objectValue, groups.values.allSatisfy({ $0.stringValue != nil }),
      let lightGroup = groups["light"]?.stringValue, !lightGroup.isEmpty
    else {
      throw Failure(
        file: place.file, pointer: modesPointer,
        reason:
          "'modes' in '\(Self.namespace)' must map each mode to the name of its group, 'light' among them "
          + "(the file has no token 'color', so it is read as a tokens file ThemePack wrote)")
    }
    let path =
      reference.group + lightGroup.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    let dotted = path.joined(separator: ".")
    let light = tokens.trees.light!
    guard light.groups[dotted] != nil else {
      let what = light.tokens[dotted] != nil ? "a token, not a group" : "a group the file does not have"
      throw Failure(
        file: place.file, pointer: JSONDocument.path(modesPointer, "light"),
        reason: "'modes' in '\(Self.namespace)' names '\(dotted)' for light, \(what)")
    }
    guard light.tokenNames(inGroup: path).contains("theme") else {
      let groupPlace = light.groups[dotted]!
      throw Failure(
        file: groupPlace.file, pointer: groupPlace.pointer,
        reason:
          "group '\(dotted)', the light colours of a tokens file ThemePack wrote, has no token 'theme' (the theme colour)"
      )
    }
    return DesignTokenColorGroup(path: path, themeToken: "theme", isThemePackLayout: true)
  }

  /// The appearances the token's `$extensions["com.themepack"].derived` lists (mode names:
  /// `dark`, `highContrast`, `darkHighContrast`), whose per-token modes the build derived and
  /// derives again; empty without it. Throws when the namespace is not an object or
  /// `derived` is not a list of those names.
  package func derivedAppearances(of token: DesignTokenIndex.Token) throws(Failure) -> Set<ThemeAppearance> {
    let pointer = JSONDocument.path(JSONDocument.path(token.pointer, "$extensions"), Self.namespace)
    guard let own = token.object["$extensions"]?[Self.namespace] else { return [] }
    guard let members = own.objectValue else {
      throw Failure(
        file: token.file, pointer: pointer,
        reason: "'\(Self.namespace)' in '$extensions' is \(own.typeName), not an object")
    }
    guard let derived = members["derived"] else { return [] }
    let names = derived.arrayValue?.compactMap(\.stringValue) ?? []
    let appearances = names.compactMap(DesignTokensFile.modeAppearance)
    guard names.count == derived.arrayValue?.count, appearances.count == names.count,
      !appearances.contains(.light)
    else {
      throw Failure(
        file: token.file, pointer: JSONDocument.path(pointer, "derived"),
        reason: "'derived' must list the modes the build derives: 'dark', 'highContrast', 'darkHighContrast'")
    }
    return Set(appearances)
  }

  /// The object of the group at `place`, from its file's document.
  private func groupObject(at place: DesignTokenIndex.Place) -> [String: JSONValue]? {
    var value = tokens.documents[place.file]?.root
    for part in place.pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
      value = value?[key]
    }
    return value?.objectValue
  }
}
