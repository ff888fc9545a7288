import ThemePackArchive
import ThemePackImaging

/// The naming rule for image files: `<asset>.png` is 1x, `<asset>@2x.png` and
/// `<asset>@3x.png` are 2x and 3x; dark variants insert `.dark`: `<asset>.dark.png`,
/// `<asset>.dark@2x.png`, `<asset>.dark@3x.png`. Asset names match `[A-Za-z0-9_-]+`.
/// Builds also make high-contrast variants (`.hc` after `.dark`: `<asset>.hc@2x.png`,
/// `<asset>.dark.hc@2x.png`); those are outputs only, never parsed from a project.
package struct ImageFileName: Sendable, Hashable {
  /// The scales iOS knows, and so the only ones a file name may carry.
  package static let knownScales = [1, 2, 3]

  package var asset: String
  /// Light or dark (`.dark`); a high-contrast appearance (`.hc`) only for the variants a
  /// build makes when the project asks.
  package var appearance: ThemeAppearance
  /// The project scale; 0 for an extra rendition.
  package var scale: Int
  /// Set for a vector file (`icon.svg`, `icon.dark.pdf`), which is drawn at every scale; its
  /// `scale` is 1.
  package var vector: VectorFormat?
  /// Set on the PNG renderings of an asset whose catalog image set keeps its vector file
  /// (`BuiltAsset.keptVectorFiles`): every format but the catalog ships them. Not part of
  /// the name.
  package var keptAsVector = false
  /// Set for a file made for a layout beyond the project's scales (`ExtraRendition`);
  /// such files never come from parsing a name, and only the layouts that asked ship them.
  package var extra: ExtraRendition?

  package init(asset: String, appearance: ThemeAppearance = .light, scale: Int) {
    self.asset = asset
    self.appearance = appearance
    self.scale = scale
  }

  /// The file of `asset` at the extra rendition `extra`, light or dark.
  package init(asset: String, appearance: ThemeAppearance = .light, extra: ExtraRendition) {
    self.init(asset: asset, appearance: appearance, scale: 0)
    self.extra = extra
  }

  /// Parses a file name; nil when it does not follow the naming rule
  /// (`problem(with:)` says why).
  package init?(parsing fileName: String) {
    guard case .success(let parsed) = Self.parse(fileName) else { return nil }
    self = parsed
  }

  /// The file name: `icon.png`, `icon@3x.png`, `icon.dark@2x.png`, `icon.dark.hc@2x.png`; an extra rendition's
  /// `icon@1.5x.extra.png`, `icon.dark@4x.extra.9.png` or `bar@2x.extra.whole.png` (only ever
  /// in the build cache).
  package var fileName: String {
    let dark = appearance.isDark ? ".dark" : ""
    if let vector { return asset + dark + "." + vector.rawValue }
    if let extra {
      return asset + dark + "@\(extra.label)x.extra"
        + (extra.ninePatch ? ".9" : extra.wholeOfResizable ? ".whole" : "")
        + ".png"
    }
    return asset + dark + (appearance.isHighContrast ? ".hc" : "") + (scale == 1 ? "" : "@\(scale)x")
      + ".png"
  }

  /// Whether `name` names an asset, colour, font, component or role: `isValidAssetName` and
  /// at least one letter or digit, so the generated Swift has an identifier for it (`_`, `-`
  /// and `__` give none).
  package static func isValidName(_ name: String) -> Bool {
    isValidAssetName(name) && name.unicodeScalars.contains { $0 != "_" && $0 != "-" }
  }

  /// Why `name` fails `isValidName`, as the end of a message: `rule` when its characters are
  /// wrong, else that it gives no Swift identifier.
  package static func nameReason(_ name: String, rule: String = "use only letters, digits, '_' and '-'")
    -> String
  {
    isValidAssetName(name) ? "it gives no Swift identifier: use at least one letter or digit" : rule
  }

  /// Whether `name` is made of the characters of an asset name: ASCII letters, digits, `_`
  /// and `-`, not empty. (Single characters are checked with it too; see `isValidName`.)
  package static func isValidAssetName(_ name: String) -> Bool {
    !name.isEmpty
      && name.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: return true
        default: return false
        }
      }
  }

  /// Why `fileName` does not follow the naming rule, or nil when it does.
  package static func problem(with fileName: String) -> String? {
    if case .failure(let reason) = parse(fileName) { return reason.text }
    return nil
  }

  private struct Reason: Error {
    let text: String
  }

  private static func parse(_ fileName: String) -> Result<ImageFileName, Reason> {
    if let vector = VectorFormat.of(fileName: fileName) { return parseVector(fileName, vector) }
    guard fileName.hasSuffix(".png") else {
      if let vector = VectorFormat.of(fileName: fileName.lowercased()) {
        return .failure(Reason(text: "the extension must be lower-case '.\(vector.rawValue)'"))
      }
      if fileName.lowercased().hasSuffix(".png") {
        return .failure(Reason(text: "the extension must be lower-case '.png'"))
      }
      return .failure(Reason(text: "not a PNG file"))
    }
    var stem = String(fileName.dropLast(4))
    var scale = 1
    if let at = stem.lastIndex(of: "@") {
      let suffix = stem[stem.index(after: at)...]
      if suffix.hasSuffix(".dark") {
        let base = stem[..<at]
        return .failure(
          Reason(text: "'.dark' goes before the scale: name it '\(base).dark@\(suffix.dropLast(5)).png'"))
      }
      guard suffix.hasSuffix("x"), let value = Int(suffix.dropLast()), value > 0 else {
        return .failure(Reason(text: "'\(suffix)' is not a scale suffix such as '@2x'"))
      }
      let base = String(stem[..<at])
      if value == 1 {
        return .failure(Reason(text: "1x files have no suffix: name it '\(base).png'"))
      }
      guard knownScales.contains(value) else {
        return .failure(Reason(text: "\(value)x is not an iOS scale (1x, 2x, 3x)"))
      }
      scale = value
      stem = base
    }
    return darkSplit(
      stem, rule: "asset names use only letters, digits, '_' and '-' (a dark file ends in '.dark')"
    )
    .map { ImageFileName(asset: $0.asset, appearance: $0.appearance, scale: scale) }
  }

  /// `icon.svg`, `icon.dark.pdf`: a vector has no scale suffix, since it is drawn at every scale.
  private static func parseVector(_ fileName: String, _ vector: VectorFormat) -> Result<ImageFileName, Reason>
  {
    let stem = String(fileName.dropLast(vector.rawValue.count + 1))
    if let at = stem.lastIndex(of: "@") {
      let base = stem[..<at] + (stem.hasSuffix(".dark") ? ".dark" : "")
      return .failure(
        Reason(
          text:
            "a vector file has no scale suffix, it is drawn at every scale: name it '\(base).\(vector.rawValue)'"
        ))
    }
    return darkSplit(stem, rule: "asset names use only letters, digits, '_' and '-'").map {
      var parsed = ImageFileName(asset: $0.asset, appearance: $0.appearance, scale: 1)
      parsed.vector = vector
      return parsed
    }
  }

  /// Splits a trailing `.dark` off `stem` and checks that what is left is an asset name,
  /// `rule` saying what a name may hold when it is not: the name and `.dark` or `.light`
  /// (high contrast is a suffix of its own, read apart).
  private static func darkSplit(_ stem: String, rule: String)
    -> Result<(asset: String, appearance: ThemeAppearance), Reason>
  {
    let isDark = stem.hasSuffix(".dark")
    let asset = isDark ? String(stem.dropLast(5)) : stem
    guard isValidName(asset) else { return .failure(Reason(text: nameReason(asset, rule: rule))) }
    return .success((asset, isDark ? .dark : .light))
  }
}
