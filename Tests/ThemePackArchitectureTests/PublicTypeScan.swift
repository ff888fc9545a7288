/// The public types declared at the top level of Swift sources, on every platform's branch at
/// once (`#if` is not evaluated: a type public on one platform counts).
///
/// A declaration counts when `public` (or `open`) stands before `struct`, `enum`, `class`,
/// `actor`, `protocol` or `typealias` outside every brace pair, attributes and `final`
/// between them allowed. A scoped re-export of another module's type at the top level
/// (`@_exported import struct ThemePackArchive.ThemeRGBA`) counts as the type it names: an app
/// sees it as the client's. Comments and strings are skipped by `SwiftTokenizer`. Members,
/// nested types and extensions do not count.
enum PublicTypeScan {
  static let kinds: Set<String> = ["struct", "enum", "class", "actor", "protocol", "typealias"]

  /// The names of `source`'s public top-level types, in source order.
  static func publicTopLevelTypes(in source: String) -> [String] {
    let tokens = SwiftTokenizer.tokens(of: source)
    var names: [String] = []
    var depth = 0
    var isPublic = false
    var index = 0
    while index < tokens.count {
      switch tokens[index] {
      case .symbol(UInt8(ascii: "{")):
        depth += 1
        isPublic = false
      case .symbol(UInt8(ascii: "}")):
        depth -= 1
        isPublic = false
      case .word("public"), .word("open"):
        isPublic = depth == 0
      case .word(let word) where kinds.contains(word):
        if isPublic, depth == 0, index + 1 < tokens.count, case .word(let name) = tokens[index + 1] {
          names.append(name)
        }
        isPublic = false
      case .word("import"):
        if depth == 0, let name = exportedTypeName(tokens, importAt: index) { names.append(name) }
        isPublic = false
      case .word("final"), .word("nonisolated"), .word("indirect"):
        break
      case .symbol(UInt8(ascii: "@")):
        break
      default:
        if case .word = tokens[index], index > 0, case .symbol(UInt8(ascii: "@")) = tokens[index - 1] {
          break  // an attribute's name: `@MainActor public final class`
        }
        isPublic = false
      }
      index += 1
    }
    return names
  }

  /// The type a top-level `@_exported import <kind> Module.Type` at `index` names, or nil for
  /// any other import (a whole module, a function, one not re-exported).
  private static func exportedTypeName(_ tokens: [SwiftToken], importAt index: Int) -> String? {
    guard index >= 2, tokens[index - 1] == .word("_exported"),
      tokens[index - 2] == .symbol(UInt8(ascii: "@")),
      index + 1 < tokens.count, case .word(let kind) = tokens[index + 1], kinds.contains(kind)
    else { return nil }
    var name: String?
    var next = index + 2
    while next < tokens.count, case .word(let part) = tokens[next] {
      name = part
      guard next + 2 < tokens.count, tokens[next + 1] == .symbol(UInt8(ascii: ".")) else { break }
      next += 2
    }
    return name
  }
}
