import ThemePackImaging
import ThemePackSupport

/// Reads the `assets` object of `themepack.json` into `AssetSpec`s: each asset's source,
/// tint, slice, dark rule and drift check, reporting every problem as a finding.
package enum AssetSpecReader {
  package static let assetKeys = [
    "source", "tint", "slice", "dark", "themeColored", "keyPath", "tintColor", "scales", "rendering",
  ]
  package static let tintKeys = ["mode", "amount"]
  package static let sliceKeys = ["capInsets", "center"]
  package static let insetKeys = ["top", "left", "bottom", "right"]
  package static let owner = ProjectConfigReader.owner

  /// The valid assets of `root["assets"]`, sorted by name; an invalid asset is left out
  /// after a finding. `base` is the listing of `Base/`, used to locate each master;
  /// `basePath` is where masters are expected.
  package static func readAssets(
    _ root: [String: JSONValue], scales: [Int], basePath: String, base: ImageFolder?,
    _ reader: inout JSONFieldReader
  ) -> [AssetSpec] {
    var assets: [AssetSpec] = []
    // `{}` is a project of colours only (themes that carry colours and fonts, no images).
    if let assetObject = reader.object("assets", in: root, at: "", owner: owner) {
      for name in assetObject.keys.sorted() {
        let path = JSONDocument.path("/assets", name)
        guard ImageFileName.isValidName(name) else {
          reader.report(
            InvalidValueRule.id, .error, at: path, atKey: true,
            InvalidValueRule.nameMessage(
              "asset name", name, in: owner,
              reason: ImageFileName.nameReason(
                name, rule: "asset names use only letters, digits, '_' and '-'")))
          continue
        }
        if let asset = readAsset(
          name, assetObject[name]!, at: path, scales: scales, basePath: basePath,
          base: base, &reader)
        {
          assets.append(asset)
        }
      }
      reportCaseCollisions(assets.map(\.name), &reader)
    }
    return assets
  }

  private static func readAsset(
    _ name: String, _ value: JSONValue, at path: String, scales: [Int], basePath: String,
    base: ImageFolder?, _ reader: inout JSONFieldReader
  ) -> AssetSpec? {
    let assetOwner = "asset '\(name)'"
    guard let object = reader.object(value, at: path, named: assetOwner) else { return nil }
    reader.checkKeys(object, at: path, known: assetKeys, in: assetOwner)

    var isMaster = true
    if let source = reader.string("source", in: object, at: path, owner: assetOwner) {
      switch source {
      case "master": isMaster = true
      case "perTheme": isMaster = false
      default:
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, "source"),
          InvalidValueRule.message(
            source, for: "'source' in \(assetOwner)", reason: "expected 'master' or 'perTheme'"))
      }
    }

    var tint: TintMode = isMaster ? .template : .none
    if let tintValue = object["tint"] {
      if let parsed = readTint(tintValue, at: JSONDocument.path(path, "tint"), owner: assetOwner, &reader) {
        if !isMaster && parsed != .none {
          reader.report(
            InvalidValueRule.id, .error, at: JSONDocument.path(path, "tint"),
            InvalidValueRule.message(
              parsed.name, for: "'tint' in \(assetOwner)",
              reason: "a per-theme asset's files are used as drawn, so its tint must be 'none'"))
        } else {
          tint = parsed
        }
      }
    }

    var slice: SliceSpec?
    if let sliceObject = reader.object("slice", in: object, at: path, owner: assetOwner) {
      slice = readSlice(
        sliceObject, at: JSONDocument.path(path, "slice"), owner: assetOwner, scales: scales, &reader)
    }

    let dark = readDark(in: object, at: path, owner: assetOwner, tint: tint, &reader)

    let tintColor = readTintColor(
      in: object, at: path, owner: assetOwner, tinted: isMaster && tint != .none, &reader)
    // An asset tinted with a colour of its own is not drawn in the theme colour.
    let themeColored =
      reader.bool("themeColored", in: object, at: path, owner: assetOwner)
      ?? (isMaster && tint != .none && tintColor == nil)

    let source: AssetSource
    if isMaster {
      let found = base?.highestImage(of: name)?.path
      source = .master(found ?? basePath + "/" + ImageFileName(asset: name, scale: scales.last ?? 3).fileName)
    } else {
      source = .perTheme
    }
    var spec = AssetSpec(
      name: name, source: source, tint: tint, slice: slice, dark: dark, themeColored: themeColored,
      keyPath: ProjectConfigReader.readKeyPath("keyPath", in: object, at: path, owner: assetOwner, &reader),
      tintColor: tintColor)
    spec.scales = readScales(in: object, at: path, owner: assetOwner, project: scales, &reader)
    spec.rendering = readRendering(in: object, at: path, owner: assetOwner, &reader)
    return spec
  }

  /// `rendering`: `original` (the default), `automatic` or `template`; the default after a
  /// finding.
  private static func readRendering(
    in object: [String: JSONValue], at path: String, owner: String, _ reader: inout JSONFieldReader
  ) -> AssetRendering {
    guard let text = reader.string("rendering", in: object, at: path, owner: owner) else { return .original }
    guard let rendering = AssetRendering(rawValue: text) else {
      reader.report(
        InvalidValueRule.id, .error, at: JSONDocument.path(path, "rendering"),
        InvalidValueRule.message(
          text, for: "'rendering' in \(owner)", reason: "expected 'original', 'automatic' or 'template'"))
      return .original
    }
    return rendering
  }

  /// `scales`: some of the project's scales, each once; nil when absent, invalid (after a
  /// finding) or all of them (the same as absent).
  private static func readScales(
    in object: [String: JSONValue], at path: String, owner: String, project: [Int],
    _ reader: inout JSONFieldReader
  ) -> [Int]? {
    guard let value = object["scales"] else { return nil }
    let at = JSONDocument.path(path, "scales")
    let listed = project.map(String.init).joined(separator: ", ")
    guard let items = value.arrayValue else {
      reader.report(
        WrongTypeRule.id, .error, at: at,
        WrongTypeRule.message(
          "'scales' in \(owner)", expected: "a non-empty array of the project's scales ([\(listed)])",
          found: value))
      return nil
    }
    if let index = items.firstIndex(where: { $0.integerValue == nil }) {
      reader.report(
        WrongTypeRule.id, .error, at: at + "/\(index)",
        WrongTypeRule.message(
          "each scale in 'scales' in \(owner)", expected: "an integer", found: items[index]))
      return nil
    }
    guard !items.isEmpty else {
      reader.report(
        InvalidValueRule.id, .error, at: at,
        InvalidValueRule.message(
          "[]", for: "'scales' in \(owner)", reason: "list at least one of the project's scales (\(listed))"))
      return nil
    }
    let scales = items.compactMap(\.integerValue)
    for (index, scale) in scales.enumerated() {
      let reason: String
      if !project.contains(scale) {
        reason = "the project builds scales \(listed) only"
      } else if scales[..<index].contains(scale) {
        reason = "it is listed twice"
      } else {
        continue
      }
      reader.report(
        InvalidValueRule.id, .error, at: at + "/\(index)",
        InvalidValueRule.message("\(scale)", for: "'scales' in \(owner)", reason: reason))
      return nil
    }
    let sorted = scales.sorted()
    return sorted == project.sorted() ? nil : sorted
  }

  /// `dark`: the asset's dark rule; by default `retint` for a tinted asset, else `same`.
  private static func readDark(
    in object: [String: JSONValue], at path: String, owner: String, tint: TintMode,
    _ reader: inout JSONFieldReader
  ) -> DarkRule {
    let fallback: DarkRule = tint == .none ? .same : .retint
    guard let text = reader.string("dark", in: object, at: path, owner: owner) else { return fallback }
    let reason: String
    if let rule = DarkRule(rawValue: text) {
      guard rule == .retint && tint == .none else { return rule }
      reason = "only a tinted asset can be retinted; this one has tint 'none'"
    } else {
      reason = "expected one of " + DarkRule.allCases.map(\.rawValue).joined(separator: ", ")
    }
    reader.report(
      InvalidValueRule.id, .error, at: JSONDocument.path(path, "dark"),
      InvalidValueRule.message(text, for: "'dark' in \(owner)", reason: reason))
    return fallback
  }

  /// `tintColor`: the name of the colour a tinted master takes instead of the theme colour
  /// (every theme's colours must hold it: `TintColorReferenceRule`).
  private static func readTintColor(
    in object: [String: JSONValue], at path: String, owner: String, tinted: Bool,
    _ reader: inout JSONFieldReader
  ) -> String? {
    guard let name = reader.string("tintColor", in: object, at: path, owner: owner) else { return nil }
    let reason =
      !tinted
      ? "only a tinted master takes a colour; this asset's files are used as drawn"
      : name == ThemeColors.themeColorName
        ? "'color' is the theme colour, the tint without 'tintColor'"
        : !ImageFileName.isValidName(name) ? "a colour name uses only letters, digits, '_' and '-'" : nil
    guard let reason else { return name }
    reader.report(
      InvalidValueRule.id, .error, at: JSONDocument.path(path, "tintColor"),
      InvalidValueRule.message(name, for: "'tintColor' in \(owner)", reason: reason))
    return nil
  }

  private static func readTint(
    _ value: JSONValue, at path: String, owner: String, _ reader: inout JSONFieldReader
  ) -> TintMode? {
    var name: String?
    var amount: Double?
    var valuePath = path
    switch value {
    case .string(let text):
      name = text
    case .object(let object):
      reader.checkKeys(object, at: path, known: tintKeys, in: "the 'tint' of \(owner)")
      reader.requireKey("mode", in: object, at: path, owner: "the 'tint' of \(owner)")
      name = reader.string("mode", in: object, at: path, owner: "the 'tint' of \(owner)")
      amount = reader.number("amount", in: object, at: path, owner: "the 'tint' of \(owner)")
      valuePath = JSONDocument.path(path, "mode")
    default:
      reader.report(
        WrongTypeRule.id, .error, at: path,
        WrongTypeRule.message(
          "'tint' in \(owner)", expected: "a mode name or an object {\"mode\", \"amount\"}", found: value))
      return nil
    }
    guard let name else { return nil }
    do {
      return try TintMode.parse(name: name, amount: amount)
    } catch {
      reader.report(
        InvalidValueRule.id, .error, at: valuePath,
        InvalidValueRule.message(name, for: "'tint' in \(owner)", reason: error.description))
      return nil
    }
  }

  private static func readSlice(
    _ object: [String: JSONValue], at path: String, owner: String, scales: [Int],
    _ reader: inout JSONFieldReader
  ) -> SliceSpec? {
    let sliceOwner = "the 'slice' of \(owner)"
    reader.checkKeys(object, at: path, known: sliceKeys, in: sliceOwner)
    reader.requireKey("capInsets", in: object, at: path, owner: sliceOwner)
    var valid = true
    var values: [String: Double] = [:]
    if let insets = reader.object("capInsets", in: object, at: path, owner: sliceOwner) {
      let insetsPath = JSONDocument.path(path, "capInsets")
      let insetsOwner = "the cap insets of \(owner)"
      reader.checkKeys(insets, at: insetsPath, known: insetKeys, in: insetsOwner)
      for key in insetKeys {
        guard let number = reader.number(key, in: insets, at: insetsPath, owner: insetsOwner) else {
          if insets[key] != nil { valid = false }
          continue
        }
        guard number >= 0, number.isFinite else {
          reader.report(
            InvalidValueRule.id, .error, at: JSONDocument.path(insetsPath, key),
            InvalidValueRule.message(
              ProjectConfigReader.formatNumber(number), for: "'\(key)' in \(insetsOwner)",
              reason: "cap insets are points, 0 or more"))
          valid = false
          continue
        }
        values[key] = number
      }
    } else {
      valid = false
    }
    var center = SliceCenterMode.tile
    if let text = reader.string("center", in: object, at: path, owner: sliceOwner) {
      if let mode = SliceCenterMode(rawValue: text) {
        center = mode
      } else {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, "center"),
          InvalidValueRule.message(
            text, for: "'center' in \(sliceOwner)", reason: "expected 'tile' or 'stretch'"))
      }
    }
    guard valid else { return nil }
    let insets = SliceInsets(
      top: values["top"] ?? 0, left: values["left"] ?? 0, bottom: values["bottom"] ?? 0,
      right: values["right"] ?? 0)
    for scale in scales {
      do {
        // An image large enough for any caps: only problems of the insets themselves remain.
        _ = try Slicer.pixelInsets(for: insets, width: 1 << 30, height: 1 << 30, scale: scale)
      } catch {
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, "capInsets"),
          InvalidValueRule.message(
            InvalidValueRule.describe(insets), for: "the cap insets of \(owner)", reason: error.reason))
        return nil
      }
    }
    return SliceSpec(insets: insets, center: center)
  }

  private static func reportCaseCollisions(_ names: [String], _ reader: inout JSONFieldReader) {
    var seen: [String: String] = [:]
    for name in names {
      let folded = name.lowercased()
      if let earlier = seen[folded] {
        reader.report(
          NameCollisionRule.id, .error, at: JSONDocument.path("/assets", name), atKey: true,
          NameCollisionRule.assetMessage(earlier, name))
      } else {
        seen[folded] = name
      }
    }
  }

}
