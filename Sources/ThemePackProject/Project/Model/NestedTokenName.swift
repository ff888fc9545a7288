/// The colour name of a token in a subgroup of a theme's group (`nested` tokens): its path
/// relative to the group, every name's words joined in lower camel case
/// (`surface.background` → `surfaceBackground`, `gray.100` → `gray100`, `Brand A.primary` →
/// `brandAPrimary`), so a Figma variables export's nested names stay the names app code uses.
package enum NestedTokenName {
  /// The colour name of the token at `path` (names joined by `.`), relative to its group.
  package static func colorName(_ path: String) -> String {
    let words = path.split(separator: ".").flatMap { part in
      part.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }.map(String.init)
    }
    var name = ""
    for word in words {
      if name.isEmpty {
        name = word.prefix(1).lowercased() + word.dropFirst()
      } else {
        name += word.prefix(1).uppercased() + word.dropFirst()
      }
    }
    return name
  }
}
