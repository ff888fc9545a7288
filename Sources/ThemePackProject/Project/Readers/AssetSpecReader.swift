import ThemePackArchive
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
    _ root: JSONObjectCursor, scales: [Int], basePath: String, base: ImageFolder?
  ) -> [AssetSpec] {
    var assets: [AssetSpec] = []
    // `{}` is a project of colours only (themes that carry colours and fonts, no images).
    if let assetObject = root.object("assets") {
      for name in assetObject.sortedKeys {
        guard ImageFileName.isValidName(name) else {
          assetObject.report(
            InvalidValueRule.id, .error, at: name, atKey: true,
            InvalidValueRule.nameMessage(
              "asset name", name, in: owner,
              reason: ImageFileName.nameReason(
                name, rule: "asset names use only letters, digits, '_' and '-'")))
          continue
        }
        if let asset = readAsset(
          name, in: assetObject, scales: scales, basePath: basePath, base: base)
        {
          assets.append(asset)
        }
      }
      reportCaseCollisions(assets.map(\.name), in: assetObject)
    }
    return assets
  }

  private static func readAsset(
    _ name: String, in assets: JSONObjectCursor, scales: [Int], basePath: String, base: ImageFolder?
  ) -> AssetSpec? {
    let assetOwner = "asset '\(name)'"
    guard let object = assets.entry(name, named: assetOwner) else { return nil }
    object.checkKeys(assetKeys)

    var isMaster = true
    if let source = object.string("source") {
      switch source {
      case "master": isMaster = true
      case "perTheme": isMaster = false
      default:
        object.report(
          InvalidValueRule.id, .error, at: "source",
          InvalidValueRule.message(
            source, for: "'source' in \(assetOwner)", reason: "expected 'master' or 'perTheme'"))
      }
    }

    var tint: TintMode = isMaster ? .template : .none
    if let tintValue = object["tint"] {
      if let parsed = readTint(tintValue, in: object) {
        if !isMaster && parsed != .none {
          object.report(
            InvalidValueRule.id, .error, at: "tint",
            InvalidValueRule.message(
              parsed.name, for: "'tint' in \(assetOwner)",
              reason: "a per-theme asset's files are used as drawn, so its tint must be 'none'"))
        } else {
          tint = parsed
        }
      }
    }

    var slice: SliceSpec?
    if let sliceObject = object.object("slice", owner: "the 'slice' of \(assetOwner)") {
      slice = readSlice(sliceObject, of: object, scales: scales)
    }

    let dark = readDark(in: object, tint: tint)

    let tintColor = readTintColor(in: object, tinted: isMaster && tint != .none)
    // An asset tinted with a colour of its own is not drawn in the theme colour.
    let themeColored =
      object.bool("themeColored")
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
      keyPath: ProjectConfigReader.readKeyPath("keyPath", in: object),
      tintColor: tintColor)
    spec.scales = readScales(in: object, project: scales)
    spec.rendering = readRendering(in: object)
    return spec
  }

  /// `rendering`: `original` (the default), `automatic` or `template`; the default after a
  /// finding.
  private static func readRendering(in object: JSONObjectCursor) -> AssetRendering {
    guard let text = object.string("rendering") else { return .original }
    guard let rendering = AssetRendering(rawValue: text) else {
      object.report(
        InvalidValueRule.id, .error, at: "rendering",
        InvalidValueRule.message(
          text, for: object.describe("rendering"), reason: "expected 'original', 'automatic' or 'template'"))
      return .original
    }
    return rendering
  }

  /// `scales`: some of the project's scales, each once; nil when absent, invalid (after a
  /// finding) or all of them (the same as absent).
  private static func readScales(in object: JSONObjectCursor, project: [Int]) -> [Int]? {
    guard let value = object["scales"] else { return nil }
    let at = object.path(of: "scales")
    let owner = object.owner
    let reader = object.reader
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
  private static func readDark(in object: JSONObjectCursor, tint: TintMode) -> DarkRule {
    let fallback: DarkRule = tint == .none ? .same : .retint
    guard let text = object.string("dark") else { return fallback }
    let reason: String
    if let rule = DarkRule(rawValue: text) {
      guard rule == .retint && tint == .none else { return rule }
      reason = "only a tinted asset can be retinted; this one has tint 'none'"
    } else {
      reason = "expected one of " + DarkRule.allCases.map(\.rawValue).joined(separator: ", ")
    }
    object.report(
      InvalidValueRule.id, .error, at: "dark",
      InvalidValueRule.message(text, for: object.describe("dark"), reason: reason))
    return fallback
  }

  /// `tintColor`: the name of the colour a tinted master takes instead of the theme colour
  /// (every theme's colours must hold it: `TintColorReferenceRule`).
  private static func readTintColor(in object: JSONObjectCursor, tinted: Bool) -> String? {
    guard let name = object.string("tintColor") else { return nil }
    let reason =
      !tinted
      ? "only a tinted master takes a colour; this asset's files are used as drawn"
      : name == ThemeColors.themeColorName
        ? "'color' is the theme colour, the tint without 'tintColor'"
        : !ImageFileName.isValidName(name) ? "a colour name uses only letters, digits, '_' and '-'" : nil
    guard let reason else { return name }
    object.report(
      InvalidValueRule.id, .error, at: "tintColor",
      InvalidValueRule.message(name, for: object.describe("tintColor"), reason: reason))
    return nil
  }

  /// The member `tint` of the asset `asset`: a mode name or `{"mode", "amount"}`.
  private static func readTint(_ value: JSONValue, in asset: JSONObjectCursor) -> TintMode? {
    let owner = asset.owner
    var name: String?
    var amount: Double?
    var valuePath = asset.path(of: "tint")
    switch value {
    case .string(let text):
      name = text
    case .object(let members):
      let object = asset.child("tint", members, owner: "the 'tint' of \(owner)")
      object.checkKeys(tintKeys)
      object.requireKey("mode")
      name = object.string("mode")
      amount = object.number("amount")
      valuePath = object.path(of: "mode")
    default:
      asset.report(
        WrongTypeRule.id, .error, at: "tint",
        WrongTypeRule.message(
          "'tint' in \(owner)", expected: "a mode name or an object {\"mode\", \"amount\"}", found: value))
      return nil
    }
    guard let name else { return nil }
    do {
      return try TintMode.parse(name: name, amount: amount)
    } catch {
      asset.reader.report(
        InvalidValueRule.id, .error, at: valuePath,
        InvalidValueRule.message(name, for: "'tint' in \(owner)", reason: error.description))
      return nil
    }
  }

  /// The asset's `slice` (`object`, named "the 'slice' of asset 'x'"); `asset` names the
  /// asset in messages about its cap insets.
  private static func readSlice(_ object: JSONObjectCursor, of asset: JSONObjectCursor, scales: [Int])
    -> SliceSpec?
  {
    let owner = asset.owner
    object.checkKeys(sliceKeys)
    object.requireKey("capInsets")
    var valid = true
    var values: [String: Double] = [:]
    if let insets = object.object("capInsets", owner: "the cap insets of \(owner)") {
      insets.checkKeys(insetKeys)
      for key in insetKeys {
        guard let number = insets.number(key) else {
          if insets[key] != nil { valid = false }
          continue
        }
        guard number >= 0, number.isFinite else {
          insets.report(
            InvalidValueRule.id, .error, at: key,
            InvalidValueRule.message(
              ProjectConfigReader.formatNumber(number), for: insets.describe(key),
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
    if let text = object.string("center") {
      if let mode = SliceCenterMode(rawValue: text) {
        center = mode
      } else {
        object.report(
          InvalidValueRule.id, .error, at: "center",
          InvalidValueRule.message(
            text, for: object.describe("center"), reason: "expected 'tile' or 'stretch'"))
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
        object.report(
          InvalidValueRule.id, .error, at: "capInsets",
          InvalidValueRule.message(
            InvalidValueRule.describe(insets), for: "the cap insets of \(owner)", reason: error.reason))
        return nil
      }
    }
    return SliceSpec(insets: insets, center: center)
  }

  private static func reportCaseCollisions(_ names: [String], in assets: JSONObjectCursor) {
    var seen: [String: String] = [:]
    for name in names {
      let folded = name.lowercased()
      if let earlier = seen[folded] {
        assets.report(
          NameCollisionRule.id, .error, at: name, atKey: true,
          NameCollisionRule.assetMessage(earlier, name))
      } else {
        seen[folded] = name
      }
    }
  }

}
