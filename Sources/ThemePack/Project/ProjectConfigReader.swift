/// Reads `themepack.json` into a `ProjectConfig`, reporting every problem as a finding.
///
/// The config comes back whenever the file is a JSON object, with defaults in place of
/// invalid values, so the lint can go on checking the images; the caller must not build
/// from it when any finding is an error.
enum ProjectConfigReader {
  static let knownKeys = [
    "$schema", "packageName", "scales", "assets", "dark", "colorDrift", "navigationBar",
    "outputs", "colorKeyPath",
  ]
  static let assetKeys = ["source", "tint", "slice", "dark", "themeColored", "keyPath"]
  static let tintKeys = ["mode", "amount"]
  static let sliceKeys = ["capInsets", "center"]
  static let insetKeys = ["top", "left", "bottom", "right"]
  static let darkKeys = ["background", "minimumContrast"]
  static let driftKeys = ["metric", "threshold"]
  static let owner = "the config"

  /// Parses `bytes` (the contents of `file`). `base` is the listing of `Base/`, used to
  /// locate each master; `basePath` is where masters are expected.
  static func read(
    _ bytes: [UInt8], file: String, basePath: String, base: ImageFolder?
  ) -> (config: ProjectConfig?, findings: [Finding]) {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      return (nil, [JSONSyntaxRule.finding(error, file: file, theme: nil)])
    }
    var reader = JSONFieldReader(document: document, file: file, theme: nil)
    guard let root = reader.object(document.root, at: "", named: owner) else {
      return (nil, reader.findings)
    }
    reader.checkKeys(root, at: "", known: knownKeys, in: owner)
    reader.requireKey("packageName", in: root, at: "", owner: owner)
    reader.requireKey("assets", in: root, at: "", owner: owner)

    var packageName = ""
    if let name = reader.string("packageName", in: root, at: "", owner: owner) {
      if isValidPackageName(name) {
        packageName = name
      } else {
        reader.report(
          InvalidValueRule.id, .error, at: "/packageName",
          InvalidValueRule.message(
            name, for: "'packageName' in the config",
            reason: "use letters, digits, '.', '_' and '-', such as 'com.example.themes'"))
      }
    }
    let scales = readScales(root, &reader)
    let dark = readDark(root, &reader)
    let (metric, threshold) = readDrift(root, &reader)
    let outputs = readOutputs(root, &reader)
    let colorKeyPath = readKeyPath("colorKeyPath", in: root, at: "", owner: owner, &reader)

    var assets: [AssetSpec] = []
    if let assetObject = reader.object("assets", in: root, at: "", owner: owner) {
      if assetObject.isEmpty {
        reader.report(
          InvalidValueRule.id, .error, at: "/assets",
          InvalidValueRule.message("{}", for: "'assets' in the config", reason: "list at least one asset"))
      }
      for name in assetObject.keys.sorted() {
        let path = JSONDocument.path("/assets", name)
        guard ImageFileName.isValidAssetName(name) else {
          reader.report(
            InvalidValueRule.id, .error, at: path, atKey: true,
            InvalidValueRule.nameMessage(
              "asset name", name, in: owner, reason: "asset names use only letters, digits, '_' and '-'"))
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
      checkKeyPaths(&assets, colorKeyPath: colorKeyPath, &reader)
    }
    var navigationBar: String?
    if let name = reader.string("navigationBar", in: root, at: "", owner: owner) {
      if assets.contains(where: { $0.name == name }) {
        navigationBar = name
      } else {
        reader.report(
          InvalidValueRule.id, .error, at: "/navigationBar",
          InvalidValueRule.message(
            name, for: "'navigationBar' in the config", reason: "name one of the assets in 'assets'"))
      }
    }
    let config = ProjectConfig(
      packageName: packageName, scales: scales, assets: assets, dark: dark, driftMetric: metric,
      driftThreshold: threshold, navigationBar: navigationBar, outputs: outputs, colorKeyPath: colorKeyPath)
    return (config, reader.findings)
  }

  static func isValidPackageName(_ name: String) -> Bool {
    !name.isEmpty && name.first != "." && name.last != "."
      && name.unicodeScalars.allSatisfy {
        ImageFileName.isValidAssetName(String($0)) || $0 == "."
      }
  }

  private static func readScales(_ root: [String: JSONValue], _ reader: inout JSONFieldReader) -> [Int] {
    let fallback = ImageFileName.knownScales
    guard let value = root["scales"] else { return fallback }
    let expected = "an array of scales such as [1, 2, 3]"
    guard let array = value.arrayValue else {
      reader.report(
        WrongTypeRule.id, .error, at: "/scales",
        WrongTypeRule.message("'scales' in the config", expected: expected, found: value))
      return fallback
    }
    var scales: [Int] = []
    for (index, item) in array.enumerated() {
      let path = "/scales/\(index)"
      guard let scale = item.integerValue else {
        reader.report(
          WrongTypeRule.id, .error, at: path,
          WrongTypeRule.message("each scale in the config", expected: "an integer", found: item))
        continue
      }
      guard ImageFileName.knownScales.contains(scale) else {
        reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message(
            "\(scale)", for: "'scales' in the config", reason: "iOS scales are 1, 2 and 3"))
        continue
      }
      if scales.contains(scale) {
        reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message("\(scale)", for: "'scales' in the config", reason: "it is listed twice"))
        continue
      }
      scales.append(scale)
    }
    if array.isEmpty {
      reader.report(
        InvalidValueRule.id, .error, at: "/scales",
        InvalidValueRule.message("[]", for: "'scales' in the config", reason: "list at least one scale"))
    }
    return scales.isEmpty ? fallback : scales.sorted()
  }

  private static func readDark(_ root: [String: JSONValue], _ reader: inout JSONFieldReader) -> DarkSettings {
    var settings = DarkSettings.default
    guard let dark = reader.object("dark", in: root, at: "", owner: owner) else { return settings }
    let darkOwner = "the config's 'dark'"
    reader.checkKeys(dark, at: "/dark", known: darkKeys, in: darkOwner)
    if let text = reader.string("background", in: dark, at: "/dark", owner: darkOwner) {
      do {
        settings.background = try ColorParser.parse(text)
      } catch {
        reader.report(
          InvalidColorRule.id, .error, at: "/dark/background",
          InvalidColorRule.message(text, name: "'background' in \(darkOwner)", reason: error.description))
      }
    }
    if let contrast = reader.number("minimumContrast", in: dark, at: "/dark", owner: darkOwner) {
      if (1...21).contains(contrast) {
        settings.minimumContrast = contrast
      } else {
        reader.report(
          InvalidValueRule.id, .error, at: "/dark/minimumContrast",
          InvalidValueRule.message(
            formatNumber(contrast), for: "'minimumContrast' in \(darkOwner)",
            reason: "WCAG contrast ratios run from 1 to 21 (3 for UI parts, 4.5 for text)"))
      }
    }
    return settings
  }

  private static func readDrift(
    _ root: [String: JSONValue], _ reader: inout JSONFieldReader
  ) -> (ColorDistanceMetric, Double?) {
    var metric = ColorDistanceMetric.ciede2000
    guard let drift = reader.object("colorDrift", in: root, at: "", owner: owner) else {
      return (metric, nil)
    }
    let driftOwner = "the config's 'colorDrift'"
    reader.checkKeys(drift, at: "/colorDrift", known: driftKeys, in: driftOwner)
    if let name = reader.string("metric", in: drift, at: "/colorDrift", owner: driftOwner) {
      if let parsed = ColorDistanceMetric(rawValue: name) {
        metric = parsed
      } else {
        let names = ColorDistanceMetric.allCases.map(\.rawValue).joined(separator: ", ")
        reader.report(
          InvalidValueRule.id, .error, at: "/colorDrift/metric",
          InvalidValueRule.message(name, for: "'metric' in \(driftOwner)", reason: "expected one of \(names)")
        )
      }
    }
    var threshold: Double?
    if let value = reader.number("threshold", in: drift, at: "/colorDrift", owner: driftOwner) {
      if value > 0 {
        threshold = value
      } else {
        reader.report(
          InvalidValueRule.id, .error, at: "/colorDrift/threshold",
          InvalidValueRule.message(
            formatNumber(value), for: "'threshold' in \(driftOwner)", reason: "it must be greater than 0"))
      }
    }
    return (metric, threshold)
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

    var dark: DarkRule = tint == .none ? .same : .retint
    if let text = reader.string("dark", in: object, at: path, owner: assetOwner) {
      if let rule = DarkRule(rawValue: text) {
        if rule == .retint && tint == .none {
          reader.report(
            InvalidValueRule.id, .error, at: JSONDocument.path(path, "dark"),
            InvalidValueRule.message(
              text, for: "'dark' in \(assetOwner)",
              reason: "only a tinted asset can be retinted; this one has tint 'none'"))
        } else {
          dark = rule
        }
      } else {
        let names = DarkRule.allCases.map(\.rawValue).joined(separator: ", ")
        reader.report(
          InvalidValueRule.id, .error, at: JSONDocument.path(path, "dark"),
          InvalidValueRule.message(text, for: "'dark' in \(assetOwner)", reason: "expected one of \(names)"))
      }
    }

    let themeColored =
      reader.bool("themeColored", in: object, at: path, owner: assetOwner) ?? (isMaster && tint != .none)

    let source: AssetSource
    if isMaster {
      let found = base?.highestImage(of: name)?.path
      source = .master(found ?? basePath + "/" + ImageFileName(asset: name, scale: scales.last ?? 3).fileName)
    } else {
      source = .perTheme
    }
    return AssetSpec(
      name: name, source: source, tint: tint, slice: slice, dark: dark, themeColored: themeColored,
      keyPath: readKeyPath("keyPath", in: object, at: path, owner: assetOwner, &reader))
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
              formatNumber(number), for: "'\(key)' in \(insetsOwner)",
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

  /// "3", "2.5": numbers as a person would write them.
  static func formatNumber(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
