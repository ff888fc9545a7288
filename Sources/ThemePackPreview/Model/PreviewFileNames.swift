/// File and anchor names for the preview folder: safe on every file system and in a URL.
package enum PreviewFileNames {
  /// Names the preview folder itself uses at its top level, which a theme's contact sheet
  /// must not take (compared without case).
  package static let reserved: Set<String> = ["index", "images", "fonts", "screenshot", "screenshot-dark"]

  /// `name` with every character outside `A–Z a–z 0–9 _ -` replaced by `_`; `_` when empty.
  package static func slug(_ name: String) -> String {
    var result = ""
    for scalar in name.unicodeScalars {
      let isSafe =
        ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
      result.unicodeScalars.append(isSafe ? scalar : "_")
    }
    return result.isEmpty ? "_" : result
  }

  /// A slug for each name, in order, no two equal when case is ignored (case-insensitive
  /// file systems) and none in `reserved`: a clash gets `-2`, `-3`… appended.
  package static func uniqueSlugs(_ names: [String], reserved: Set<String> = []) -> [String] {
    var taken = Set(reserved.map { $0.lowercased() })
    return names.map { name in
      let base = slug(name)
      var candidate = base
      var number = 2
      while taken.contains(candidate.lowercased()) {
        candidate = "\(base)-\(number)"
        number += 1
      }
      taken.insert(candidate.lowercased())
      return candidate
    }
  }
}
