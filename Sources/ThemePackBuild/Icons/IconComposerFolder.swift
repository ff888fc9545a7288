import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// A theme's `<name>.icon` folder as Xcode 26's Icon Composer writes it: `icon.json` and the
/// layers in `Assets/`.
///
/// The glyph (the master, or the glyph layer with the foreground in front of it) is one
/// glass group over the background fill (the theme's background colour, the system's dark
/// fill in the dark look); a background layer is a group of its own behind it. A layer
/// is kept as SVG when its file is an SVG and its tint is `none` or `template` (a
/// template tint becomes the layer's solid fill, the dark colour in the dark look);
/// otherwise it is drawn tinted into a 1024 px PNG.
package enum IconComposerFolder {
  /// The files of `name.icon`, by path relative to `icons/`.
  package static func files(name: String, renderer: AppIconRenderer) throws(BuildError) -> [String: [UInt8]] {
    let folder = name + ".icon/"
    var files: [String: [UInt8]] = [:]
    var front: [JSONValue] = []
    var back: [JSONValue] = []
    func add(_ art: AppIconArtwork, named layer: String, tinted: Bool, into list: inout [JSONValue])
      throws(BuildError)
    {
      let (file, bytes, fill) = try image(art, named: layer, tinted: tinted, renderer: renderer)
      files[folder + "Assets/" + file] = bytes
      list.append(self.layer(file: file, name: layer, fill: fill))
    }
    if let master = renderer.master {
      try add(master, named: "glyph", tinted: true, into: &front)
    } else if let layers = renderer.layers {
      try add(layers.glyph, named: "glyph", tinted: true, into: &front)
      if let fore = layers.foreground { try add(fore, named: "foreground", tinted: false, into: &front) }
      if let background = layers.background {
        try add(background, named: "background", tinted: false, into: &back)
      }
    }
    var groups: [JSONValue] = [group(front, glass: true)]
    if !back.isEmpty { groups.append(group(back, glass: false)) }
    let document: JSONValue = .object([
      "fill-specializations": .array([
        .object(["value": .object(["solid": .string(color(renderer.background))])]),
        .object(["appearance": .string("dark"), "value": .string("system-dark")]),
      ]),
      "groups": .array(groups),
      "supported-platforms": .object(["squares": .string("shared")]),
    ])
    files[folder + "icon.json"] = JSONWriter(style: .xcode).bytes(document)
    return files
  }

  /// `color` as Icon Composer writes it: `srgb:r,g,b,a` with five decimals.
  package static func color(_ color: ThemeRGBA) -> String {
    let parts = [color.red, color.green, color.blue, color.alpha].map {
      String(format: "%.5f", Double($0) / 255)
    }
    return "srgb:" + parts.joined(separator: ",")
  }

  /// The layer's file name, bytes and fill specialisations (nil when none).
  private static func image(
    _ art: AppIconArtwork, named layer: String, tinted: Bool, renderer: AppIconRenderer
  ) throws(BuildError) -> (String, [UInt8], JSONValue?) {
    let mode = tinted ? (renderer.spec.tint ?? .none) : .none
    if art.vector == .svg, mode == .none || mode == .template {
      guard mode == .template else { return (layer + ".svg", art.bytes, nil) }
      let fill: JSONValue = .array([
        .object(["value": .object(["solid": .string(color(renderer.color))])]),
        .object([
          "appearance": .string("dark"), "value": .object(["solid": .string(color(renderer.darkColor))]),
        ]),
        .object(["appearance": .string("tinted"), "value": .string("automatic")]),
      ])
      return (layer + ".svg", art.bytes, fill)
    }
    let side = AppIconCatalogFiles.side
    var image = try icon { () throws(AppIconError) in try art.image(side: side, file: art.path) }
    if mode != .none { image = Tinter.tint(image, color: renderer.color, mode: mode) }
    return (layer + ".png", try AppIconCatalogFiles.encode(image, file: layer + ".png"), nil)
  }

  private static func layer(file: String, name: String, fill: JSONValue?) -> JSONValue {
    var members: [String: JSONValue] = [
      "image-name": .string(file), "name": .string(name), "glass": .bool(name != "background"),
      "position": .object([
        "scale": .integer(1), "translation-in-points": .array([.integer(0), .integer(0)]),
      ]),
    ]
    if let fill { members["fill-specializations"] = fill }
    return .object(members)
  }

  private static func group(_ layers: [JSONValue], glass: Bool) -> JSONValue {
    .object([
      "layers": .array(layers),
      "shadow": .object(["kind": .string(glass ? "neutral" : "none"), "opacity": .number(0.5)]),
      "specular": .bool(glass),
      "translucency": .object(["enabled": .bool(glass), "value": .number(0.5)]),
    ])
  }
}
