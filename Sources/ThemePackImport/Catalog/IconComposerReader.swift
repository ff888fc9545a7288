import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Reads an Xcode 26 Icon Composer folder (`AppIcon.icon`: `icon.json` and `Assets/`) as an
/// app icon: one layer is the master; more are layers, the first layer of the first group
/// the glyph, the first layer of a later group the background, one more layer of the first
/// group the foreground (the order ThemePack writes them). The icon's fill (`fill`, or the
/// `fill-specializations` entry with no appearance) as a solid or gradient sRGB or Display P3
/// colour becomes the background; a glyph layer with a solid fill of its own takes the theme
/// colour (`tint: template`).
///
/// Every layer's `image-name` is a plain SVG, PNG or PDF file name in `Assets/`, a regular
/// file; more than three layers, or a layer that is missing, refuses the folder with the reason.
package enum IconComposerReader {
  /// The icon in the folder at `path` (`…/AppIcon-blue.icon`).
  package static func read(_ path: String) throws(ImportError) -> ImportedAppIcon {
    let folder = String(path.split(separator: "/").last ?? "")
    let name = folder.hasSuffix(".icon") ? String(folder.dropLast(".icon".count)) : folder
    let file = path + "/icon.json"
    let document = try AppIconFileCheck.document("icon.json", in: path)
    guard let groups = document["groups"]?.arrayValue, !groups.isEmpty else {
      throw ImportError(file: file, reason: "has no 'groups'")
    }
    guard groups.count <= AppIconFileCheck.maxItems else {
      throw ImportError(file: file, reason: "has more than \(AppIconFileCheck.maxItems) groups")
    }
    var layers: [[[String: JSONValue]]] = []
    for (index, group) in groups.enumerated() {
      guard let list = group.objectValue?["layers"]?.arrayValue, list.count <= AppIconFileCheck.maxItems
      else {
        throw ImportError(file: file, reason: "group \(index + 1) has no 'layers' list (or more than 64)")
      }
      layers.append(list.compactMap(\.objectValue))
    }
    let count = layers.reduce(0) { $0 + $1.count }
    guard count > 0 else { throw ImportError(file: file, reason: "has no layer") }
    guard count <= 3, layers[0].count <= 2, layers.dropFirst().allSatisfy({ $0.count <= 1 }) else {
      throw ImportError(
        file: file,
        reason: "has \(count) layers in \(groups.count) groups: an app icon takes a glyph, a "
          + "foreground and a background")
    }
    var roles: [(String, [String: JSONValue])] = []
    if count == 1 {
      roles = [("master", layers.flatMap { $0 }[0])]
    } else {
      if let glyph = layers[0].first { roles.append(("glyph", glyph)) }
      if layers[0].count > 1 { roles.append(("foreground", layers[0][1])) }
      if let back = layers.dropFirst().first(where: { !$0.isEmpty })?.first {
        roles.append(("background", back))
      }
    }
    var icon = ImportedAppIcon(name: name, path: path, files: [])
    for (role, layer) in roles {
      guard let imageName = layer["image-name"]?.stringValue else {
        throw ImportError(
          file: file, reason: "layer '\(layer["name"]?.stringValue ?? role)' has no 'image-name'")
      }
      let (bytes, fileExtension) = try AppIconFileCheck.read(
        imageName, in: path + "/Assets", extensions: ["svg", "png", "pdf"])
      icon.files.append(ImportedAppIcon.File(role: role, fileExtension: fileExtension, bytes: bytes))
      if role == "master" || role == "glyph",
        (try? solidFill(layer["fill-specializations"], layer["fill"])) != nil
      {
        icon.isTemplate = true
      }
    }
    let kept: Set<String> = [
      "image-name", "name", "glass", "fill", "fill-specializations", "position", "hidden",
    ]
    let dropped = Set(roles.flatMap { $0.1.keys }).subtracting(kept)
    let moved = roles.contains { isMoved($0.1["position"]) || $0.1["hidden"]?.boolValue == true }
    if moved || !dropped.isEmpty {
      let what = (moved ? ["layer positions"] : []) + dropped.sorted().map { "'\($0)'" }
      icon.losses.append(
        "not kept: \(what.joined(separator: ", ")) (each layer covers the whole icon, as drawn in the any look)"
      )
    }
    icon.background = try solidFill(document["fill-specializations"], document["fill"], file: file).map(
      \.hexString)
    return icon
  }

  /// Whether a layer's `position` moves or scales it.
  private static func isMoved(_ position: JSONValue?) -> Bool {
    guard let object = position?.objectValue else { return false }
    let scale = object["scale"]?.numberValue ?? 1
    let offset = object["translation-in-points"]?.arrayValue?.compactMap(\.numberValue) ?? []
    return scale != 1 || offset.contains { $0 != 0 }
  }

  /// The colour of a fill with no appearance: `{"solid": C}`, `{"automatic-gradient": C}` or
  /// the first colour of `{"linear-gradient": [C, …]}`; nil for none or a system fill.
  private static func solidFill(_ specializations: JSONValue?, _ fill: JSONValue?, file: String = "")
    throws(ImportError) -> ThemeRGBA?
  {
    var value = fill
    if let list = specializations?.arrayValue {
      value = list.compactMap(\.objectValue).first { $0["appearance"] == nil }?["value"] ?? value
    }
    guard let object = value?.objectValue else { return nil }
    let text =
      object["solid"]?.stringValue ?? object["automatic-gradient"]?.stringValue
      ?? object["linear-gradient"]?.arrayValue?.first?.stringValue
    guard let text else { return nil }
    guard let color = color(text) else {
      guard file.isEmpty else {
        throw ImportError(
          file: file,
          reason: "fill '\(text.prefix(80))' is not 'srgb:r,g,b,a' or 'display-p3:r,g,b,a' with values 0 to 1"
        )
      }
      return nil
    }
    return color
  }

  /// `srgb:r,g,b,a` or `display-p3:r,g,b,a` (each 0…1) as an sRGB colour: Display P3 converted
  /// (`DTCGColorSpace`, checked against coloraide) and clipped to sRGB, where icon colours live.
  package static func color(_ text: String) -> ThemeRGBA? {
    let parts = text.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, ["srgb", "display-p3", "extended-srgb"].contains(parts[0]) else { return nil }
    let numbers = parts[1].split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 4, numbers.allSatisfy({ $0 != nil && $0!.isFinite && $0! >= 0 && $0! <= 1 }) else {
      return nil
    }
    let space: DTCGColorSpace = parts[0] == "display-p3" ? .displayP3 : .srgb
    return space.rgba([numbers[0]!, numbers[1]!, numbers[2]!], alpha: numbers[3]!)
  }
}
