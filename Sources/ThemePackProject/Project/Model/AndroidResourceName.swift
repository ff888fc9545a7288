/// Android's rules for resource names (`[a-z][a-z0-9_]*`, not a Java keyword) and how a
/// ThemePack name becomes one: camel case splits with `_` (`navBarBG` → `nav_bar_bg`), `-`
/// becomes `_`, a name that does not start with a letter gets `r_` in front, and a Java
/// keyword gets `_` after it.
package enum AndroidResourceName {
  /// The Android name of `name`.
  package static func convert(_ name: String) -> String {
    var out = ""
    var previous: Character?
    for character in name {
      if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
        out.append("_")
      }
      if character.isASCII && (character.isLetter || character.isNumber) {
        out += character.lowercased()
      } else {
        out.append("_")
      }
      previous = character
    }
    if let first = out.first, !(first.isASCII && first.isLetter) { out = "r_" + out }
    if out.isEmpty { out = "r_" }
    return javaKeywords.contains(out) ? out + "_" : out
  }

  /// Every pair of `names` that become the same Android name, as (first, second, android
  /// name), in the order of `names`.
  package static func collisions(_ names: [String]) -> [(String, String, String)] {
    var first: [String: String] = [:]
    var found: [(String, String, String)] = []
    for name in names {
      let android = convert(name)
      if let other = first[android] {
        found.append((other, name, android))
      } else {
        first[android] = name
      }
    }
    return found
  }

  /// The suffix of a colour's high-contrast twin (`on_color_high_contrast`).
  package static let highContrastSuffix = "_high_contrast"

  /// The Android colour names of the colours `names` (`color` and the extra colours), each
  /// as (how messages name it, its Android name): every colour, then every colour's
  /// high-contrast twin (`onColor` → `on_color_high_contrast`), in the order of `names`.
  package static func colorNames(_ names: [String]) -> [(label: String, android: String)] {
    names.map { ($0, convert($0)) }
      + names.map { ("\($0) (high contrast)", convert($0) + highContrastSuffix) }
  }

  /// Every pair of the colour names `colorNames(names)` gives that are one Android name.
  package static func colorCollisions(_ names: [String]) -> [(String, String, String)] {
    var first: [String: String] = [:]
    var found: [(String, String, String)] = []
    for (label, android) in colorNames(names) {
      if let other = first[android] {
        found.append((other, label, android))
      } else {
        first[android] = label
      }
    }
    return found
  }

  /// "asset names 'navBar' and 'nav_bar' both become 'nav_bar' in Android resources: rename one"
  package static func collisionMessage(kind: String, _ first: String, _ second: String, android: String)
    -> String
  {
    "\(kind) names '\(first)' and '\(second)' both become '\(android)' in Android resources: rename one"
  }

  package static let javaKeywords: Set<String> = [
    "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
    "default", "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto",
    "if", "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null",
    "package", "private", "protected", "public", "return", "short", "static", "strictfp", "super", "switch",
    "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
  ]
}
