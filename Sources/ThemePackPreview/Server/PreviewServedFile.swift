import Foundation
import ThemePackNative

/// A file of the rendered preview folder, found for a request path without ever leaving
/// the folder.
///
/// The path is split on "/" before it is decoded, and refused (nil, which the server answers
/// with 404) when a component is empty, "." or "..", or decodes to something holding "/",
/// "\\" or NUL. Each component is then opened inside the one before it, without following a
/// symbolic link (`O_NOFOLLOW`), and the last must be a regular file: a link placed inside
/// the folder leads nowhere.
enum PreviewServedFile {
  /// The decoded components of `path` (`/images/blue/logo@2x.png` → `images`, `blue`,
  /// `logo@2x.png`); nil when the path may not name a file inside the folder.
  static func components(of path: String) -> [String]? {
    guard path.hasPrefix("/") else { return nil }
    let raw = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    var components: [String] = []
    for piece in raw {
      guard let name = String(piece).removingPercentEncoding, !name.isEmpty, name != ".", name != "..",
        !name.contains("/"), !name.contains("\\"), !name.contains("\0")
      else { return nil }
      components.append(name)
    }
    return components.isEmpty ? nil : components
  }

  /// The bytes of the regular file `components` names inside `folder`; nil when there is
  /// none, it is not a regular file, or a link stands on the way.
  static func read(_ components: [String], in folder: String) -> [UInt8]? {
    guard var current = try? FileDescriptor.open(folder, .readOnly, options: [.directory]) else {
      return nil
    }
    defer { try? current.close() }
    for name in components.dropLast() {
      guard let next = try? current.open(name, .readOnly, options: [.directory, .noFollow]) else {
        return nil
      }
      try? current.close()
      current = next
    }
    guard
      let file = try? current.open(components.last!, .readOnly, options: [.noFollow, .nonBlocking])
    else { return nil }
    defer { try? file.close() }
    guard (try? file.status().kind) == .regular else { return nil }
    return try? file.readToEnd()
  }

  /// The `Content-Type` of a file name.
  static func contentType(of name: String) -> String {
    switch (name as NSString).pathExtension.lowercased() {
    case "html": return "text/html; charset=utf-8"
    case "png": return "image/png"
    case "svg": return "image/svg+xml"
    case "pdf": return "application/pdf"
    case "json": return "application/json"
    case "css": return "text/css; charset=utf-8"
    case "txt": return "text/plain; charset=utf-8"
    case "ttf": return "font/ttf"
    case "otf": return "font/otf"
    case "ttc", "otc": return "font/collection"
    default: return "application/octet-stream"
    }
  }
}
