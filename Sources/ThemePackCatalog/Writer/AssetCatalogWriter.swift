import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Turns an `AssetCatalog` into the files of an `.xcassets` folder, byte for byte as
/// current Xcode writes them.
///
/// Every `Contents.json` uses `JSONWriter(style: .xcode)`: keys sorted, two-space indent,
/// `" : "`, `"info" : {"author" : "xcode", "version" : 1}`. An image set lists its entries
/// by scale, as Xcode interleaves them: 1x, 1x dark, 2x, 2x dark, 3x, 3x dark, each scale's
/// appearances in the colour sets' order (any, dark, high contrast, dark high contrast, each
/// only when the set has a file for it); a scale without a file gets the empty slot Xcode
/// itself keeps (idiom, scale and appearances only), so opening the catalog in Xcode
/// changes nothing. Colours are sRGB with
/// components written as `"%.3f"` strings.
package enum AssetCatalogWriter {
  /// Every file of the catalog, keyed by its path relative to the catalog's parent folder
  /// (`Themes.xcassets/blue/navBar.imageset/Contents.json`).
  ///
  /// Image files are included for entries that carry their `png` bytes; entries without
  /// bytes appear only in `Contents.json`, and the caller writes their files to
  /// `<name>.xcassets/<theme>/<asset>.imageset/<filename>`. The model is checked first:
  /// names (see `AssetFileName.problem(withName:)`), duplicates, scales 1–3, file names,
  /// and cap insets.
  package static func files(for catalog: AssetCatalog) throws(AssetCatalogError) -> [String: [UInt8]] {
    try validate(catalog)
    let writer = JSONWriter(style: .xcode)
    let root = catalog.folderName
    var files: [String: [UInt8]] = [:]
    files[root + "/Contents.json"] = writer.bytes(.object(["info": info]))
    for group in catalog.groups {
      let groupPath = root + "/" + group.name
      files[groupPath + "/Contents.json"] = writer.bytes(groupContents())
      for imageSet in group.imageSets {
        let setPath = groupPath + "/" + imageSet.name + ".imageset"
        files[setPath + "/Contents.json"] = writer.bytes(contents(of: imageSet))
        for entry in imageSet.entries {
          if let png = entry.png { files[setPath + "/" + entry.filename] = png }
        }
      }
      for colorSet in group.colorSets {
        let setPath = groupPath + "/" + colorSet.name + ".colorset"
        files[setPath + "/Contents.json"] = writer.bytes(contents(of: colorSet))
      }
    }
    return files
  }

  /// Writes the catalog as `<folder>/<name>.xcassets`, replacing an existing one.
  ///
  /// The files go to a staging folder next to the destination, which is then renamed into
  /// place, so a failure never leaves a half-written catalog. Throws `AssetCatalogError`
  /// for a bad model and `FileError` when the disk refuses.
  package static func write(_ catalog: AssetCatalog, inFolder folder: String) throws {
    let files = try files(for: catalog)
    try FolderReplacer.replace(
      at: (folder as NSString).appendingPathComponent(catalog.folderName), with: files,
      dropping: catalog.folderName + "/")
  }

  // MARK: - Contents.json

  package static let info: JSONValue = .object(["author": .string("xcode"), "version": .integer(1)])

  package static func groupContents() -> JSONValue {
    .object(["info": info, "properties": .object(["provides-namespace": .bool(true)])])
  }

  package static func contents(of imageSet: ImageSetSpec) -> JSONValue {
    let appearances = ThemeAppearance.allCases.filter { appearance in
      appearance == .light || imageSet.entries.contains { $0.appearance == appearance }
    }
    var images: [JSONValue] = []
    for scale in imageSet.preservesVectorRepresentation ? [nil] : [1, 2, 3] {
      for appearance in appearances {
        let entry = imageSet.entries.first {
          $0.appearance == appearance && (scale == nil || $0.scale == scale)
        }
        images.append(image(scale: scale, appearance: appearance, entry: entry))
      }
    }
    var members: [String: JSONValue] = ["images": .array(images), "info": info]
    var properties: [String: JSONValue] = [:]
    if imageSet.preservesVectorRepresentation { properties["preserves-vector-representation"] = .bool(true) }
    if let intent = imageSet.rendering?.catalogIntent {
      properties["template-rendering-intent"] = .string(intent)
    }
    if !properties.isEmpty { members["properties"] = .object(properties) }
    return .object(members)
  }

  /// One entry of `images`; a single-scale vector's (`scale` nil) has no `scale`.
  package static func image(scale: Int?, appearance: ThemeAppearance, entry: ImageSetEntry?)
    -> JSONValue
  {
    var members: [String: JSONValue] = ["idiom": .string("universal")]
    if let scale { members["scale"] = .string("\(scale)x") }
    if let appearances = appearances(appearance) { members["appearances"] = appearances }
    if let entry {
      members["filename"] = .string(entry.filename)
      if let resizing = entry.resizing { members["resizing"] = json(of: resizing) }
    }
    return .object(members)
  }

  /// The `appearances` of an entry for `appearance`, as Xcode writes them: none for light,
  /// luminosity dark, contrast high, or both in that order.
  package static func appearances(_ appearance: ThemeAppearance) -> JSONValue? {
    var list: [JSONValue] = []
    if appearance.isDark {
      list.append(.object(["appearance": .string("luminosity"), "value": .string("dark")]))
    }
    if appearance.isHighContrast {
      list.append(.object(["appearance": .string("contrast"), "value": .string("high")]))
    }
    return list.isEmpty ? nil : .array(list)
  }

  /// Only the insets and centre size that the mode uses, as Xcode writes them.
  package static func json(of resizing: ImageResizing) -> JSONValue {
    let insets = resizing.capInsets
    var capInsets: [String: JSONValue] = [:]
    var center: [String: JSONValue] = ["mode": .string(resizing.center.rawValue)]
    if resizing.mode != .threePartVertical {
      capInsets["left"] = .integer(insets.left)
      capInsets["right"] = .integer(insets.right)
      center["width"] = .integer(resizing.centerWidth)
    }
    if resizing.mode != .threePartHorizontal {
      capInsets["top"] = .integer(insets.top)
      capInsets["bottom"] = .integer(insets.bottom)
      center["height"] = .integer(resizing.centerHeight)
    }
    return .object([
      "cap-insets": .object(capInsets), "center": .object(center),
      "mode": .string(resizing.mode.rawValue),
    ])
  }

  /// Entries in Xcode's order: any, dark, high contrast, dark + high contrast (the last
  /// with the luminosity appearance before the contrast one), each only when set.
  package static func contents(of colorSet: ColorSetSpec) -> JSONValue {
    let colors: [JSONValue] = ThemeAppearance.allCases.compactMap { appearance in
      guard let color = colorSet.value(appearance) else { return nil }
      var members: [String: JSONValue] = ["color": json(of: color), "idiom": .string("universal")]
      if let appearances = appearances(appearance) { members["appearances"] = appearances }
      return .object(members)
    }
    return .object(["colors": .array(colors), "info": info])
  }

  package static func json(of color: ThemeRGBA) -> JSONValue {
    func component(_ value: UInt8) -> JSONValue {
      .string(String(format: "%.3f", Double(value) / 255))
    }
    return .object([
      "color-space": .string("srgb"),
      "components": .object([
        "red": component(color.red), "green": component(color.green), "blue": component(color.blue),
        "alpha": component(color.alpha),
      ]),
    ])
  }

  // MARK: - Checks

  package static func validate(_ catalog: AssetCatalog) throws(AssetCatalogError) {
    let root = catalog.folderName
    func fail(_ item: String, _ problem: String) -> AssetCatalogError {
      AssetCatalogError(catalog: root, item: item, problem: problem)
    }
    // The catalog's own name is a folder name only, so reverse-DNS dots are fine there.
    if let problem = AssetFileName.problem(withName: catalog.name.replacingOccurrences(of: ".", with: "-")) {
      throw fail("", problem)
    }
    var groupNames: Set<String> = []
    for group in catalog.groups {
      let item = "group '\(group.name)'"
      if let problem = AssetFileName.problem(withName: group.name) { throw fail(item, problem) }
      guard groupNames.insert(group.name).inserted else { throw fail(item, "the name is used twice") }
      var setNames: Set<String> = []
      for imageSet in group.imageSets {
        let item = "image set '\(group.name)/\(imageSet.name)'"
        if let problem = AssetFileName.problem(withName: imageSet.name) { throw fail(item, problem) }
        guard setNames.insert(imageSet.name).inserted else { throw fail(item, "the name is used twice") }
        if let problem = problem(in: imageSet) { throw fail(item, problem) }
      }
      var colorNames: Set<String> = []
      for colorSet in group.colorSets {
        let item = "color set '\(group.name)/\(colorSet.name)'"
        if let problem = AssetFileName.problem(withName: colorSet.name) { throw fail(item, problem) }
        guard colorNames.insert(colorSet.name).inserted else { throw fail(item, "the name is used twice") }
      }
    }
  }

  package static func problem(in imageSet: ImageSetSpec) -> String? {
    if imageSet.entries.isEmpty { return "no images" }
    if imageSet.preservesVectorRepresentation,
      let entry = imageSet.entries.first(where: { VectorFormat.of(fileName: $0.filename) == nil })
    {
      return "'\(entry.filename)' is no PDF or SVG file, so it cannot keep its vector representation"
    }
    var slots: Set<String> = []
    var filenames: Set<String> = []
    for entry in imageSet.entries {
      let slot =
        "\(entry.scale)x" + (entry.appearance.isDark ? " dark" : "")
        + (entry.appearance.isHighContrast ? " high contrast" : "")
      guard (1...3).contains(entry.scale) else { return "scale \(entry.scale) is not 1, 2 or 3" }
      guard slots.insert(slot).inserted else { return "two entries for \(slot)" }
      if let problem = problem(withFilename: entry.filename) { return "\(slot): \(problem)" }
      guard filenames.insert(entry.filename).inserted else {
        return "\(slot): file '\(entry.filename)' is used twice"
      }
      if let resizing = entry.resizing, let problem = problem(in: resizing) { return "\(slot): \(problem)" }
    }
    return nil
  }

  package static func problem(withFilename name: String) -> String? {
    if name.isEmpty { return "the file name is empty" }
    if name == "." || name == ".." || name == "Contents.json" { return "'\(name)' cannot name an image file" }
    if name.contains("/") || name.contains("\\") { return "file name '\(name)' is not a plain file name" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      return "the file name contains a control character"
    }
    return nil
  }

  package static func problem(in resizing: ImageResizing) -> String? {
    let insets = resizing.capInsets
    if min(insets.top, insets.left, insets.bottom, insets.right) < 0 {
      return "cap insets must not be negative"
    }
    switch resizing.mode {
    case .threePartHorizontal where insets.top != 0 || insets.bottom != 0:
      return "a 3-part-horizontal slice has no top or bottom cap"
    case .threePartVertical where insets.left != 0 || insets.right != 0:
      return "a 3-part-vertical slice has no left or right cap"
    default:
      return nil
    }
  }
}
