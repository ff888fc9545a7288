import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// The checks every file an imported app icon names goes through: a plain name inside its
/// folder, a regular file (never a symbolic link), at most `maxBytes`, of a kind an icon can be.
package enum AppIconFileCheck {
  /// Far above any icon (a 1024 px PNG is a few MB at most).
  package static let maxBytes = 32 << 20
  /// The most entries, layers or groups one icon's description may list.
  package static let maxItems = 64

  /// Why `name` cannot name a file inside the icon's folder, nil when it can.
  package static func nameProblem(_ name: String) -> String? {
    if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" }) {
      return "a file name holds a control character or a backslash"
    }
    if name.contains("/") { return "'\(name.prefix(80))' names a path, not a file in the folder" }
    if name.isEmpty || name.hasPrefix(".") { return "'\(name)' is not a plain file name" }
    return nil
  }

  /// The bytes of `name` in `folder`, read through a reader rooted there; throws the reason.
  package static func read(_ name: String, in folder: String, extensions: [String]) throws(ImportError)
    -> (bytes: [UInt8], fileExtension: String)
  {
    let path = folder + "/" + name
    if let problem = nameProblem(name) { throw ImportError(file: folder, reason: problem) }
    let fileExtension =
      name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!).lowercased() : ""
    guard extensions.contains(fileExtension) else {
      throw ImportError(file: path, reason: "is not a \(extensions.joined(separator: ", ")) file")
    }
    // The entry itself, not what a link leads to.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      throw ImportError(file: path, reason: "is missing")
    }
    let type = attributes[.type] as? FileAttributeType
    guard type == .typeRegular else {
      let what = type == .typeSymbolicLink ? "a symbolic link" : "not a regular file"
      throw ImportError(file: path, reason: "is \(what)")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maxBytes else {
      throw ImportError(file: path, reason: "is \(size) bytes, more than \(maxBytes)")
    }
    do throws(ProjectReadError) {
      return (try ProjectReader(root: folder).bytes(at: path), fileExtension)
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
  }

  /// The square side of the PNG `bytes`; throws when it does not decode or is not square.
  package static func squareSide(ofPNG bytes: [UInt8], file: String) throws(ImportError) -> Int {
    let image: RGBAImage
    do throws(PNGError) {
      image = try PNGDecoder.decode(bytes, file: file).image
    } catch {
      throw ImportError(file: file, reason: error.reason)
    }
    guard image.width == image.height else {
      throw ImportError(file: file, reason: "is \(image.width)×\(image.height) px: an app icon is square")
    }
    return image.width
  }

  /// The JSON document `name` in `folder`, at most 1 MB.
  package static func document(_ name: String, in folder: String) throws(ImportError) -> [String: JSONValue] {
    let bytes = try read(name, in: folder, extensions: ["json"]).bytes
    guard bytes.count <= 1 << 20 else {
      throw ImportError(file: folder + "/" + name, reason: "is more than 1 MB")
    }
    let value: JSONValue
    do throws(JSONParseError) {
      value = try JSONDocument.parseValue(bytes)
    } catch {
      throw ImportError(file: folder + "/" + name, reason: "is not valid JSON: \(error)")
    }
    guard let object = value.objectValue else {
      throw ImportError(file: folder + "/" + name, reason: "is not a JSON object")
    }
    return object
  }
}
