/// The public types declared at the top level of Swift sources, on every platform's branch at
/// once (`#if` is not evaluated: a type public on one platform counts).
///
/// A declaration counts when `public` (or `open`) stands before `struct`, `enum`, `class`,
/// `actor`, `protocol` or `typealias` outside every brace pair, attributes and `final`
/// between them allowed. A scoped re-export, `@_exported import enum ThemePackArchive.Name`,
/// counts as the type `Name`: an app sees it as one of the module's own. Comments and strings
/// are skipped by `SwiftTokenizer`. Members, nested types and extensions do not count.
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
      case .word("import") where depth == 0 && isReExport(tokens, at: index):
        if let name = scopedImportName(tokens, after: index) { names.append(name) }
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

  /// Whether the `import` at `index` follows `@_exported`.
  private static func isReExport(_ tokens: [SwiftToken], at index: Int) -> Bool {
    index >= 2 && tokens[index - 1] == .word("_exported") && tokens[index - 2] == .symbol(UInt8(ascii: "@"))
  }

  /// The last name of a scoped import's path (`enum A.B` → `B`); nil for a whole module's.
  private static func scopedImportName(_ tokens: [SwiftToken], after index: Int) -> String? {
    guard index + 1 < tokens.count, case .word(let kind) = tokens[index + 1], kinds.contains(kind) else {
      return nil
    }
    var last: String?
    var next = index + 2
    while next < tokens.count, case .word(let part) = tokens[next] {
      last = part
      guard next + 1 < tokens.count, tokens[next + 1] == .symbol(UInt8(ascii: ".")) else { break }
      next += 2
    }
    return last
  }
}
