import Foundation
import ThemePackArchive
import ThemePackTestSupport

extension ProjectKind {
  /// Figma's variables export of a collection: one DTCG file per mode (`InitTokensFixtures`).
  static let figmaModeFiles = ProjectKind(name: "a Figma variables export in mode files") { folder in
    for (path, text) in InitTokensFixtures.figmaFiles { try folder.write(text, to: "Figma/" + path) }
    return Source(from: folder.path("Figma"), colors: colors(InitTokensFixtures.figmaExpected))
  }

  /// Figma's variables export of one collection with nested semantic groups and a third mode.
  static let figmaNestedGroups = ProjectKind(name: "a Figma variables export with nested groups") { folder in
    for (path, text) in InitTokensFixtures.figmaNestedFiles {
      try folder.write(text, to: "DesignSystem/" + path)
    }
    return Source(
      from: folder.path("DesignSystem"),
      colors: colors(InitTokensFixtures.figmaNestedExpected(theme: "DesignSystem")))
  }

  /// Tokens Studio's "multiple files" sync in the legacy form (`value`/`type`, no `$`).
  static let tokensStudioLegacyFolder = ProjectKind(name: "a Tokens Studio folder in the legacy format") {
    folder in
    for (path, text) in InitTokensFixtures.studioFiles { try folder.write(text, to: "design/" + path) }
    return Source(from: folder.path("design"), colors: colors(InitTokensFixtures.studioExpected))
  }

  /// One Tokens Studio file in the `$` form with `$themes` and `$metadata`.
  static let tokensStudioFile = ProjectKind(name: "a Tokens Studio file with $themes") { folder in
    try folder.write(InitTokensFixtures.dollarFile, to: "tokens.json")
    return Source(from: folder.path("tokens.json"), colors: colors(InitTokensFixtures.dollarExpected))
  }

  /// The fixtures' expected colours as checks of the built catalog.
  static func colors(_ expected: [InitTokensFixtures.Expected]) -> [Color] {
    let keys: [String: ThemeAppearance] = [
      "light": .light, "dark": .dark, "highContrast": .lightHighContrast,
      "darkHighContrast": .darkHighContrast,
    ]
    return expected.map { colour in
      var values: [ThemeAppearance: ThemeRGBA] = [:]
      for (key, hex) in colour.values {
        if let appearance = keys[key], let value = InitTokensTrip.rgba(hex) { values[appearance] = value }
      }
      return Color(theme: colour.theme, set: colour.colour, values: values)
    }
  }
}
