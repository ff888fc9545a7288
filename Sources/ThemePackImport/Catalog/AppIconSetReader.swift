import ThemePackArchive
import ThemePackSupport

/// Reads an `.appiconset` of an asset catalog as an app icon: the iOS 18 form (one universal
/// `ios` 1024×1024 image per look, dark and tinted marked `"appearances": [{"appearance":
/// "luminosity", "value": "dark" | "tinted"}]`), or an older set of many sizes, whose
/// largest square image (the App Store's `ios-marketing` 1024 px one when there) is the any look.
///
/// Every image is a plain PNG file name inside the set, a regular file (not a link), square,
/// and of the size its entry states; anything else refuses the set with the reason.
package enum AppIconSetReader {
  /// The icon in the set at `path` (`…/AppIcon-blue.appiconset`).
  package static func read(_ path: String) throws(ImportError) -> ImportedAppIcon {
    let folder = String(path.split(separator: "/").last ?? "")
    let name = folder.hasSuffix(".appiconset") ? String(folder.dropLast(".appiconset".count)) : folder
    let document = try AppIconFileCheck.document("Contents.json", in: path)
    guard let images = document["images"]?.arrayValue else {
      throw ImportError(file: path + "/Contents.json", reason: "has no 'images' list")
    }
    guard images.count <= AppIconFileCheck.maxItems else {
      throw ImportError(
        file: path + "/Contents.json", reason: "lists more than \(AppIconFileCheck.maxItems) images")
    }
    var looks: [String: (file: String, side: Int)] = [:]
    var largest: (file: String, side: Int)?
    for (index, image) in images.enumerated() {
      guard let entry = image.objectValue else {
        throw ImportError(file: path + "/Contents.json", reason: "image \(index + 1) is not an object")
      }
      guard let file = entry["filename"]?.stringValue else { continue }  // an empty slot
      let side = try self.side(entry, file: path + "/Contents.json", index: index)
      let look = try self.look(entry, file: path + "/Contents.json", index: index)
      let universal = entry["idiom"]?.stringValue == "universal" && side == 1024
      if universal, look != nil || looks["any"] == nil { looks[look ?? "any"] = (file, side) }
      if look == nil, side >= (largest?.side ?? 0) {
        let better = largest == nil || side > largest!.side || entry["idiom"]?.stringValue == "ios-marketing"
        if better { largest = (file, side) }
      }
    }
    guard let any = looks["any"] ?? largest else {
      throw ImportError(file: path + "/Contents.json", reason: "names no image")
    }
    var files: [ImportedAppIcon.File] = []
    for (role, chosen) in [("master", any), ("dark", looks["dark"]), ("tinted", looks["tinted"])] {
      guard let chosen else { continue }
      let (bytes, _) = try AppIconFileCheck.read(chosen.file, in: path, extensions: ["png"])
      let side = try AppIconFileCheck.squareSide(ofPNG: bytes, file: path + "/" + chosen.file)
      guard side == chosen.side else {
        throw ImportError(
          file: path + "/" + chosen.file,
          reason: "is \(side)×\(side) px, but the set says \(chosen.side)x\(chosen.side)")
      }
      files.append(ImportedAppIcon.File(role: role, fileExtension: "png", bytes: bytes))
    }
    return ImportedAppIcon(name: name, path: path, files: files)
  }

  /// The side in pixels an entry states: `size` (points, `WxH`, square) times `scale`.
  private static func side(_ entry: [String: JSONValue], file: String, index: Int) throws(ImportError) -> Int
  {
    let size = entry["size"]?.stringValue ?? ""
    let parts = size.split(separator: "x", omittingEmptySubsequences: false)
    let scale = Double((entry["scale"]?.stringValue ?? "1x").dropLast()) ?? 0
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]), width == height,
      width > 0, width <= 4096, scale >= 1, scale <= 3
    else {
      throw ImportError(
        file: file,
        reason: "image \(index + 1) has size '\(size)' at scale '\(entry["scale"]?.stringValue ?? "")': "
          + "expected a square such as '1024x1024', at most 4096, at 1x to 3x")
    }
    return Int((width * scale).rounded())
  }

  /// `dark` or `tinted` for an entry with a luminosity appearance, nil for the any look.
  private static func look(_ entry: [String: JSONValue], file: String, index: Int) throws(ImportError)
    -> String?
  {
    guard let appearances = entry["appearances"]?.arrayValue else { return nil }
    for appearance in appearances {
      guard let object = appearance.objectValue, object["appearance"]?.stringValue == "luminosity" else {
        continue
      }
      let value = object["value"]?.stringValue ?? ""
      guard value == "dark" || value == "tinted" else {
        throw ImportError(
          file: file, reason: "image \(index + 1) has luminosity '\(value)': expected dark or tinted")
      }
      return value
    }
    return nil
  }
}
