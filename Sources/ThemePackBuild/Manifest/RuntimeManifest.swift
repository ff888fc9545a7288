import ThemePackArchive
import ThemePackCatalog
import ThemePackProject
import ThemePackSupport

/// The runtime manifest of a downloaded theme, `themes/<theme>/manifest.json`: what an app
/// needs to use the theme's loose files without an asset catalog.
///
/// Format version 2 (colours carry four values: light, dark and both with Increase Contrast;
/// version 1 had light and dark only and still reads), documented by `Assets/Schemas/manifest.schema.json`. Every key is
/// required except an asset's `files.dark` and `slice`, the package's `files` list, `sourceSHA256`,
/// `fonts`, `components`, `navigationBar`, `appIcon` and `fontFiles`; unknown keys are errors, so a
/// manifest either means exactly what it says or is rejected. File names follow
/// `AssetFileName`, so iOS's own @2x/@3x lookup finds the same files the manifest lists.
package struct RuntimeManifest: Sendable, Equatable {
  /// The format version this code writes. It reads this one and every earlier one
  /// (`readableFormatVersions`); a version-1 reader refuses it by its version.
  package static let formatVersion = PackageWireFormat.manifestFormatVersion
  /// The versions `parse` accepts.
  package static let readableFormatVersions = 1...PackageWireFormat.manifestFormatVersion
  /// The manifest's file name inside the theme folder.
  package static let fileName = "manifest.json"

  /// The theme name, also its folder name.
  package var name: String
  /// The theme's own version ("1.2.0", "2024-05-01"): letters, digits and `.`, `_`, `+`,
  /// `-`, starting with a letter or digit.
  package var version: String
  /// What wrote the manifest: "themepack 0.1.0".
  package var generator: String
  /// The theme colour, in the four appearances (`RuntimeManifest+Colors`).
  package var color: AppearanceValues<ThemeRGBA>
  /// Further named colours (text, accent…).
  package var extraColors: [String: AppearanceValues<ThemeRGBA>]
  /// The images, by asset name.
  package var assets: [String: Asset]
  /// In a theme package, every other file of the theme folder with its size and SHA-256
  /// (added by `ThemePackager`); nil in a freshly built folder.
  package var files: [PackageFileRecord]?
  /// The SHA-256 of the theme's sources (`ThemeSourceDigest`), which lets the lint tell a
  /// theme that changed since this version was packaged; nil when not recorded.
  package var sourceSHA256: String?
  /// The theme's fonts by name; written only when there are some (optional in format 2, so
  /// manifests without fonts keep their bytes and older apps ignore the key).
  package var fonts: [String: FontSpec] = [:]
  /// The theme's components (overrides applied): component → role → the names of the
  /// manifest's own colour (`"color"` or an `extraColors` name) and font. Optional like `fonts`.
  package var components: [String: [String: ComponentRole]] = [:]
  /// The navigation bar's image asset and glass form; written only when the project has a
  /// bar (optional in format 2 like `fonts`).
  package var navigationBar: NavigationBar?

  /// The name of the theme's app icon compiled into the app (`setAlternateIconName` takes
  /// it); nil when the project has no `appIcon`. Optional like `fonts`.
  package var appIcon: String? = nil

  /// The font files the theme ships, sorted by path (`PackageFontFile`); optional like `fonts`.
  package var fontFiles: [PackageFontFile] = []

  package init(
    name: String, version: String, generator: String = "themepack \(ThemePackVersion.current)",
    color: AppearanceValues<ThemeRGBA>, extraColors: [String: AppearanceValues<ThemeRGBA>] = [:],
    assets: [String: Asset] = [:],
    files: [PackageFileRecord]? = nil, sourceSHA256: String? = nil
  ) {
    self.files = files
    self.sourceSHA256 = sourceSHA256
    self.name = name
    self.version = version
    self.generator = generator
    self.color = color
    self.extraColors = extraColors
    self.assets = assets
  }

  /// The manifest's path below the output folder: `themes/<name>/manifest.json`.
  package var relativePath: String { "themes/\(name)/\(Self.fileName)" }

  /// Reads and checks a manifest: JSON syntax, every key and type, the format version, file
  /// names, sizes and slices. `file` names the manifest in error messages.
  package static func parse(_ bytes: [UInt8], file: String = fileName) throws(RuntimeManifestError)
    -> RuntimeManifest
  {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      throw RuntimeManifestError(
        file: file, line: error.line, column: error.column, pointer: "", message: error.message)
    }
    return try RuntimeManifestReader(document: document, file: file).manifest()
  }

  /// The first rule the model breaks, as a JSON Pointer into the manifest and a message;
  /// nil when it breaks none. `atKey` says the pointer names an object key.
  package func firstProblem() -> (pointer: String, message: String, atKey: Bool)? {
    if let problem = AssetFileName.problem(withName: name) { return ("/name", problem, false) }
    if !Self.isValidVersion(version) {
      return ("/version", "'\(version)' is not a version: use letters, digits, '.', '_', '+', '-'", false)
    }
    if generator.isEmpty || generator.unicodeScalars.contains(where: { $0.value < 0x20 }) {
      return ("/generator", "the generator must be a non-empty line of text", false)
    }
    for name in extraColors.keys.sorted() {
      if let problem = AssetFileName.problem(withName: name) {
        return (JSONDocument.path("/extraColors", name), problem, true)
      }
    }
    if let problem = typographyProblem() { return problem }
    if let problem = navigationBarProblem() { return problem }
    if let icon = appIcon, icon.wholeMatch(of: /[A-Za-z0-9_-]*[A-Za-z0-9][A-Za-z0-9_-]*/) == nil {
      return ("/appIcon", "'\(icon)' is no icon name: use letters, digits, '_' and '-'", false)
    }
    if let problem = fontFileProblem() { return problem }
    for name in assets.keys.sorted() {
      let pointer = JSONDocument.path("/assets", name)
      if let problem = AssetFileName.problem(withName: name) { return (pointer, problem, true) }
      if let (path, message) = assets[name]!.firstProblem() { return (pointer + path, message, false) }
    }
    return nil
  }

  /// The first font or component the model cannot hold: a bad name, a line height or letter
  /// spacing out of range, or a role naming a
  /// colour or font the manifest lacks.
  private func typographyProblem() -> (pointer: String, message: String, atKey: Bool)? {
    for name in fonts.keys.sorted() {
      let pointer = JSONDocument.path("/fonts", name)
      if let problem = AssetFileName.problem(withName: name) { return (pointer, problem, true) }
      if let problem = fonts[name]!.lineHeight.flatMap(FontSpec.problem(withLineHeight:)) {
        return (pointer + "/lineHeight", problem, false)
      }
      if let problem = fonts[name]!.letterSpacing.flatMap(FontSpec.problem(withLetterSpacing:)) {
        return (pointer + "/letterSpacing", problem, false)
      }
    }
    for name in components.keys.sorted() {
      let pointer = JSONDocument.path("/components", name)
      if let problem = AssetFileName.problem(withName: name) { return (pointer, problem, true) }
      let roles = components[name]!
      for role in roles.keys.sorted() {
        let rolePointer = JSONDocument.path(pointer, role)
        if let problem = AssetFileName.problem(withName: role) { return (rolePointer, problem, true) }
        if let color = roles[role]!.color, color != "color", extraColors[color] == nil {
          return (rolePointer + "/color", "no colour '\(color)' in this manifest", false)
        }
        if let font = roles[role]!.font, fonts[font] == nil {
          return (rolePointer + "/font", "no font '\(font)' in this manifest", false)
        }
      }
    }
    return nil
  }

  package static func isValidVersion(_ version: String) -> Bool {
    guard let first = version.unicodeScalars.first, ("0"..."9").contains(first) || isASCIILetter(first)
    else { return false }
    return version.unicodeScalars.allSatisfy {
      isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "+" || $0 == "-"
    }
  }

  private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }
}
