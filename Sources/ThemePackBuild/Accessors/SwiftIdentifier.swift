/// Swift names for asset and colour names (`A-Z a-z 0-9 _ -`): lower camel case, a leading
/// digit prefixed with `_`, keywords escaped with backticks. A converted name is `_` or
/// does not end in `_`, so a trailing `_` (see `SwiftNameSet`) can never meet another name.
package enum SwiftIdentifier {
  /// Words Swift reserves (declarations, statements, expressions, types) that need backticks.
  package static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
    "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "Type", "Protocol", "_",
  ]

  /// The identifier for `name`, without escaping: `nav-bar_bg` → `navBarBg`, `2x` → `_2x`.
  package static func camelCase(_ name: String) -> String {
    let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard let first = words.first else { return "_" }
    var text = lowerFirst(first)
    for word in words.dropFirst() { text += word.prefix(1).uppercased() + word.dropFirst() }
    if let head = text.first, head.isNumber { text = "_" + text }
    return text
  }

  /// `camelCase(name)` as it is written in source: keywords in backticks.
  package static func escaped(_ name: String) -> String { written(camelCase(name)) }

  /// An identifier as it is written in source: a keyword (or `_`) in backticks.
  package static func written(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  /// The word with its leading run of capitals lowered (`URLIcon` → `urlIcon`, `Logo` → `logo`).
  private static func lowerFirst(_ word: String) -> String {
    let characters = Array(word)
    var upper = 0
    while upper < characters.count, characters[upper].isUppercase { upper += 1 }
    if upper == 0 { return word }
    let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
    return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
  }
}
