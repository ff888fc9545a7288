import ThemePackImaging
import ThemePackSupport

/// Reads `themepack.json` into a `ProjectConfig`, reporting every problem as a finding.
///
/// The config comes back whenever the file is a JSON object, with defaults in place of
/// invalid values, so the lint can go on checking the images; the caller must not build
/// from it when any finding is an error.
package enum ProjectConfigReader {
  package static let knownKeys = [
    "$schema", "packageName", "scales", "assets", "dark", "colorDrift", "navigationBar",
    "outputs", "highContrast", "fonts", "components", "colorKeyPath",
    "appIcon",
  ]
  package static let darkKeys = ["background", "minimumContrast"]
  package static let driftKeys = ["metric", "threshold"]
  package static let owner = "the config"

  /// Parses `bytes` (the contents of `file`). `base` is the listing of `Base/`, used to
  /// locate each master; `basePath` is where masters are expected.
  package static func read(
    _ bytes: [UInt8], file: String, basePath: String, base: ImageFolder?
  ) -> (config: ProjectConfig?, findings: [Finding]) {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      return (nil, [JSONSyntaxRule.finding(error, file: file, theme: nil)])
    }
    let reader = JSONFieldReader(document: document, file: file, theme: nil)
    guard let root = reader.root(named: owner) else {
      return (nil, reader.findings)
    }
    root.checkKeys(knownKeys)
    root.requireKey("packageName")
    root.requireKey("assets")

    var packageName = ""
    if let name = root.string("packageName") {
      if isValidPackageName(name) {
        packageName = name
      } else {
        root.report(
          InvalidValueRule.id, .error, at: "packageName",
          InvalidValueRule.message(
            name, for: "'packageName' in the config",
            reason: "use letters, digits, '.', '_' and '-', such as 'com.example.themes'"))
      }
    }
    let scales = readScales(root)
    let dark = readDark(root)
    let (metric, threshold) = readDrift(root)
    let outputs = readOutputs(root)
    var colorKeyPath = readKeyPath("colorKeyPath", in: root)
    var assets = AssetSpecReader.readAssets(root, scales: scales, basePath: basePath, base: base)
    var fonts = FontSpecReader.read(root)
    checkKeyPaths(&assets, fonts: &fonts, colorKeyPath: &colorKeyPath, root)
    let navigationBar = readNavigationBar(root, assets: assets)
    let highContrastImages = readHighContrast(root)
    let config = ProjectConfig(
      packageName: packageName, scales: scales, assets: assets, dark: dark, driftMetric: metric,
      driftThreshold: threshold, navigationBar: navigationBar?.asset,
      navigationBarTitleColor: navigationBar?.titleColor, outputs: outputs,
      highContrastImages: highContrastImages, fonts: fonts,
      components: ComponentSpecReader.read(root), colorKeyPath: colorKeyPath,
      navigationBarGlass: navigationBar?.glass)
    var withIcon = config
    withIcon.appIcon = AppIconSpecReader.read(root, isTheme: false)
    return (withIcon, reader.findings)
  }

  package static func isValidPackageName(_ name: String) -> Bool {
    !name.isEmpty && name.first != "." && name.last != "."
      && name.unicodeScalars.allSatisfy {
        ImageFileName.isValidAssetName(String($0)) || $0 == "."
      }
  }

  private static func readScales(_ root: JSONObjectCursor) -> [Int] {
    let fallback = ImageFileName.knownScales
    guard let value = root["scales"] else { return fallback }
    let expected = "an array of scales such as [1, 2, 3]"
    guard let array = value.arrayValue else {
      root.report(
        WrongTypeRule.id, .error, at: "scales",
        WrongTypeRule.message("'scales' in the config", expected: expected, found: value))
      return fallback
    }
    var scales: [Int] = []
    for (index, item) in array.enumerated() {
      let path = "/scales/\(index)"
      guard let scale = item.integerValue else {
        root.reader.report(
          WrongTypeRule.id, .error, at: path,
          WrongTypeRule.message("each scale in the config", expected: "an integer", found: item))
        continue
      }
      guard ImageFileName.knownScales.contains(scale) else {
        root.reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message(
            "\(scale)", for: "'scales' in the config", reason: "iOS scales are 1, 2 and 3"))
        continue
      }
      if scales.contains(scale) {
        root.reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message("\(scale)", for: "'scales' in the config", reason: "it is listed twice"))
        continue
      }
      scales.append(scale)
    }
    if array.isEmpty {
      root.report(
        InvalidValueRule.id, .error, at: "scales",
        InvalidValueRule.message("[]", for: "'scales' in the config", reason: "list at least one scale"))
    }
    return scales.isEmpty ? fallback : scales.sorted()
  }

  private static func readDark(_ root: JSONObjectCursor) -> DarkSettings {
    var settings = DarkSettings.default
    let darkOwner = "the config's 'dark'"
    guard let dark = root.object("dark", owner: darkOwner) else { return settings }
    dark.checkKeys(darkKeys)
    if let text = dark.string("background") {
      do {
        settings.background = try ColorParser.parse(text)
      } catch {
        dark.report(
          InvalidColorRule.id, .error, at: "background",
          InvalidColorRule.message(text, name: "'background' in \(darkOwner)", reason: error.description))
      }
    }
    if let contrast = dark.number("minimumContrast") {
      if (1...21).contains(contrast) {
        settings.minimumContrast = contrast
      } else {
        dark.report(
          InvalidValueRule.id, .error, at: "minimumContrast",
          InvalidValueRule.message(
            formatNumber(contrast), for: "'minimumContrast' in \(darkOwner)",
            reason: "WCAG contrast ratios run from 1 to 21 (3 for UI parts, 4.5 for text)"))
      }
    }
    return settings
  }

  private static func readDrift(
    _ root: JSONObjectCursor
  ) -> (ColorDistanceMetric, Double?) {
    var metric = ColorDistanceMetric.ciede2000
    let driftOwner = "the config's 'colorDrift'"
    guard let drift = root.object("colorDrift", owner: driftOwner) else {
      return (metric, nil)
    }
    drift.checkKeys(driftKeys)
    if let name = drift.string("metric") {
      if let parsed = ColorDistanceMetric(rawValue: name) {
        metric = parsed
      } else {
        let names = ColorDistanceMetric.allCases.map(\.rawValue).joined(separator: ", ")
        drift.report(
          InvalidValueRule.id, .error, at: "metric",
          InvalidValueRule.message(name, for: "'metric' in \(driftOwner)", reason: "expected one of \(names)")
        )
      }
    }
    var threshold: Double?
    if let value = drift.number("threshold") {
      if value > 0 {
        threshold = value
      } else {
        drift.report(
          InvalidValueRule.id, .error, at: "threshold",
          InvalidValueRule.message(
            formatNumber(value), for: "'threshold' in \(driftOwner)", reason: "it must be greater than 0"))
      }
    }
    return (metric, threshold)
  }

  /// "3", "2.5": numbers as a person would write them.
  package static func formatNumber(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
