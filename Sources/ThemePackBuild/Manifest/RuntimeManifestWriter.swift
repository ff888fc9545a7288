import ThemePackArchive
import ThemePackProject
import ThemePackSupport

/// Writes a `RuntimeManifest` as JSON (`JSONWriter(style: .standard)`: keys sorted,
/// two-space indent, final newline), so the same manifest always gives the same bytes.
package enum RuntimeManifestWriter {
  /// The manifest's JSON value, after checking the model against the rules the reader
  /// enforces (so every written manifest reads back).
  package static func json(for manifest: RuntimeManifest) throws(RuntimeManifestError) -> JSONValue {
    if let (pointer, message, _) = manifest.firstProblem() {
      throw RuntimeManifestError(
        file: manifest.relativePath, line: nil, column: nil, pointer: pointer, message: message)
    }
    var assets: [String: JSONValue] = [:]
    for (name, asset) in manifest.assets {
      assets[name] = json(of: asset, named: name)
    }
    var members: [String: JSONValue] = [
      "formatVersion": .integer(RuntimeManifest.formatVersion),
      "name": .string(manifest.name),
      "version": .string(manifest.version),
      "generator": .string(manifest.generator),
      "color": json(of: manifest.color),
      "extraColors": .object(manifest.extraColors.mapValues(json(of:))),
      "assets": .object(assets),
    ]
    if let files = manifest.files { members["files"] = .array(files.map(\.json)) }
    if let digest = manifest.sourceSHA256 { members["sourceSHA256"] = .string(digest) }
    if !manifest.fonts.isEmpty { members["fonts"] = .object(manifest.fonts.mapValues(json(of:))) }
    if let icon = manifest.appIcon { members["appIcon"] = .string(icon) }
    if !manifest.components.isEmpty {
      members["components"] = .object(manifest.components.mapValues { .object($0.mapValues(json(of:))) })
    }
    if let bar = manifest.navigationBar { members["navigationBar"] = json(of: bar) }
    if !manifest.fontFiles.isEmpty { members["fontFiles"] = .array(manifest.fontFiles.map(\.json)) }
    return .object(members)
  }

  /// `{"image", "glass": {"titleColor", "tint", "glassTint"}}`, each part when set.
  package static func json(of bar: RuntimeManifest.NavigationBar) -> JSONValue {
    var members: [String: JSONValue] = [:]
    if let image = bar.image { members["image"] = .string(image) }
    if let glass = bar.glass {
      members["glass"] = .object([
        "titleColor": json(of: glass.titleColor), "tint": json(of: glass.tint),
        "glassTint": json(of: glass.glassTint),
      ])
    }
    return .object(members)
  }

  /// The manifest file's bytes.
  package static func bytes(for manifest: RuntimeManifest) throws(RuntimeManifestError) -> [UInt8] {
    JSONWriter(style: .standard).bytes(try json(for: manifest))
  }

  /// `{"family", "size", "weight", "textStyle", "lineHeight", "letterSpacing"}`, the last four
  /// when set.
  package static func json(of font: FontSpec) -> JSONValue {
    var members: [String: JSONValue] = ["family": .string(font.family), "size": .number(font.size)]
    if let weight = font.weight { members["weight"] = .string(weight.rawValue) }
    if let style = font.textStyle { members["textStyle"] = .string(style.rawValue) }
    if let lineHeight = font.lineHeight { members["lineHeight"] = .number(lineHeight) }
    if let letterSpacing = font.letterSpacing { members["letterSpacing"] = .number(letterSpacing) }
    return .object(members)
  }

  /// `{"color", "font"}`, each when set.
  package static func json(of role: ComponentRole) -> JSONValue {
    var members: [String: JSONValue] = [:]
    if let color = role.color { members["color"] = .string(color) }
    if let font = role.font { members["font"] = .string(font) }
    return .object(members)
  }

  package static func json(of color: AppearanceValues<ThemeRGBA>) -> JSONValue {
    .object(
      Dictionary(
        uniqueKeysWithValues: ThemeAppearance.allCases.map {
          (RuntimeManifest.colorKey(of: $0), JSONValue.string(color[$0].hexString))
        }))
  }

  package static func json(of asset: RuntimeManifest.Asset, named name: String) -> JSONValue {
    var fileSets: [String: JSONValue] = [:]
    for appearance in ThemeAppearance.allCases where appearance == .light || !asset.scales[appearance].isEmpty
    {
      var members: [String: JSONValue] = [:]
      for (scale, file) in asset.files(asset: name, appearance: appearance) {
        members["\(scale)x"] = .string(file)
      }
      fileSets[appearance.manifestKey] = .object(members)
    }
    var members: [String: JSONValue] = [
      "files": .object(fileSets),
      "size": .object(["width": .number(asset.width), "height": .number(asset.height)]),
      "rendering": .string(asset.rendering.rawValue),
    ]
    if let vector = asset.vector { members["vector"] = .string(vector.rawValue) }
    if let slice = asset.slice {
      var sliceMembers: [String: JSONValue] = [
        "mode": .string(slice.mode.rawValue),
        "center": .string(slice.center.rawValue),
        "insets": .object([
          "top": .number(slice.insets.top), "left": .number(slice.insets.left),
          "bottom": .number(slice.insets.bottom), "right": .number(slice.insets.right),
        ]),
      ]
      if let width = slice.fileWidth, let height = slice.fileHeight {
        sliceMembers["size"] = .object(["width": .number(width), "height": .number(height)])
      }
      members["slice"] = .object(sliceMembers)
    }
    return .object(members)
  }
}
