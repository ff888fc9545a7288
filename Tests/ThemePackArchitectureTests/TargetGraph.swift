import Foundation

/// Which of the tool's targets (`ThemePack…`) each target uses, read three ways: as
/// `Package.swift` declares it, as the files' `import` lines use it, and as
/// `docs/targets.md`'s table draws it. Only edges between `ThemePack…` targets count; C
/// modules and system frameworks are the compiler's business.
struct TargetGraph: Equatable, CustomStringConvertible {
  /// Target name → the `ThemePack…` targets it uses.
  var uses: [String: Set<String>]

  var description: String {
    uses.keys.sorted().map { "\($0) → \(uses[$0]!.sorted().joined(separator: ", "))" }
      .joined(separator: "\n")
  }

  /// The targets `Package.swift` declares in `folder` (`Sources` or `Tests`: each target's
  /// `path:`, else `Sources/<name>`, or `Tests/<name>` for a test target), with their
  /// `ThemePack…` dependencies. Targets deeper down (`Tests/Fuzz/ThemePackFuzz`) are left out.
  static func declared(inManifest text: String, folder: String = "Sources") -> TargetGraph {
    var uses: [String: Set<String>] = [:]
    var endOfLastCall = text.startIndex
    for match in text.matches(of: /\.(target|executableTarget|testTarget)\(\s*name:\s*"(ThemePack\w*)"/) {
      // `.target(name: "X", condition: …)` inside a dependency list is not a declaration.
      guard match.range.lowerBound >= endOfLastCall else { continue }
      let name = String(match.output.2)
      let call = bracketed(text[...], from: match.range.lowerBound, open: "(", close: ")")
      endOfLastCall = call.endIndex
      let standard = (match.output.1 == "testTarget" ? "Tests/" : "Sources/") + name
      let path = call.firstMatch(of: /path:\s*"([^"]*)"/).map { String($0.output.1) } ?? standard
      guard path == "\(folder)/\(name)" else { continue }
      uses[name] = dependencyNames(in: call)
    }
    return TargetGraph(uses: uses)
  }

  /// The targets under `sources` (folders named `ThemePack…`), each with the `ThemePack…`
  /// modules its files import (`import`, `@_exported import`, `internal import`…).
  static func imported(under sources: URL) throws -> TargetGraph {
    var uses: [String: Set<String>] = [:]
    let folders = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    for target in folders where target.hasPrefix("ThemePack") {
      var names: Set<String> = []
      let root = sources.appendingPathComponent(target)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
      for relative in files where relative.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
        // Any attributes and access (`@testable`, `@preconcurrency`, `internal`), a kind
        // (`import struct M.T`), indented under `#if`, a comment after it.
        let pattern =
          /(?m)^\s*(?:@\w+\s+|(?:public|package|internal|private|fileprivate)\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(ThemePack\w*)(?!\w)/
        for match in text.matches(of: pattern) {
          names.insert(String(match.output.1))
        }
      }
      uses[target] = names
    }
    return TargetGraph(uses: uses)
  }

  /// The rows of the page's table: `| \`Target\` | \`A\`, \`B\` | …`.
  static func drawn(inPage text: String) -> TargetGraph {
    var uses: [String: Set<String>] = [:]
    for match in text.matches(of: /(?m)^\| `(ThemePack\w*)` \| ([^|]*) \|/) {
      let names = match.output.2.matches(of: /`(ThemePack\w*)`/).map { String($0.output.1) }
      uses[String(match.output.1)] = Set(names)
    }
    return TargetGraph(uses: uses)
  }

  /// The `ThemePack…` names in a target's `dependencies: [...]`, nested brackets included
  /// (`.when(platforms: [.linux])`).
  private static func dependencyNames(in call: Substring) -> Set<String> {
    guard let list = call.firstMatch(of: /dependencies:\s*\[/) else { return [] }
    let names = bracketed(call, from: list.range.lowerBound, open: "[", close: "]")
    return Set(names.matches(of: /"(ThemePack\w*)"/).map { String($0.output.1) })
  }

  /// The text from `start` up to the bracket that closes the first `open` at or after it:
  /// one `.target(…)` call, or one `[…]` list. The manifest's strings hold no brackets.
  private static func bracketed(
    _ text: Substring, from start: String.Index, open: Character, close: Character
  ) -> Substring {
    guard var index = text[start...].firstIndex(of: open) else { return text[start...] }
    var depth = 0
    repeat {
      if text[index] == open { depth += 1 } else if text[index] == close { depth -= 1 }
      index = text.index(after: index)
    } while depth > 0 && index < text.endIndex
    return text[start..<index]
  }
}
