import Foundation
import Testing
import ThemePackToolTestSupport

/// One appearance type (issue 50): `ThemeAppearance` and its `AppearanceValues`, in
/// ThemePackArchive, the target the tool and the client share. A second model of light, dark
/// and high contrast elsewhere (a `PreviewAppearance`, a nested `Entry.Appearance`, a
/// typealias to rename it) fails here; nested types of the one type (`Preference`) do not.
@Suite("One appearance type: nothing named *Appearance* is declared outside ThemePackArchive")
struct AppearanceTypeTests {
  static let home = "ThemePackArchive/"

  /// Runs `scan` on every Swift file of `Sources/`: all it finds in the home target together,
  /// and what it finds in each other file.
  static func scanSources(_ scan: (String) -> [String]) throws -> (
    inHome: [String], elsewhere: [(file: String, found: [String])]
  ) {
    let sources = FolderDependencyTests.sources
    let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    #expect(files.count > 100, "the scan found the sources")
    var inHome: [String] = []
    var elsewhere: [(file: String, found: [String])] = []
    for file in files {
      let found = scan(try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8))
      if file.hasPrefix(home) { inHome += found } else { elsewhere.append((file, found)) }
    }
    return (inHome, elsewhere)
  }

  /// The declarations named `*Appearance*` in `source`, and typealiases to `ThemeAppearance`.
  static func appearanceDeclarations(in source: String) -> [String] {
    let tokens = SwiftTokenizer.tokens(of: source)
    var found: [String] = []
    for index in tokens.indices.dropLast() {
      guard case .word(let kind) = tokens[index], PublicTypeScan.kinds.contains(kind),
        case .word(let name) = tokens[index + 1]
      else { continue }
      if name.contains("Appearance") {
        found.append("\(kind) \(name)")
      } else if kind == "typealias", index + 3 < tokens.count,
        tokens[index + 2] == .symbol(UInt8(ascii: "=")),
        tokens[index + 3] == .word("ThemeAppearance")
      {
        found.append("typealias \(name) = ThemeAppearance")
      }
    }
    return found
  }

  @Test func noTargetButThemePackArchiveDeclaresAnAppearance() throws {
    let (inHome, elsewhere) = try Self.scanSources(Self.appearanceDeclarations(in:))
    for (file, declared) in elsewhere {
      #expect(
        declared.isEmpty, "Sources/\(file) declares \(declared): use ThemeAppearance (ThemePackArchive)")
    }
    #expect(
      inHome.sorted() == ["enum ThemeAppearance", "struct AppearanceValues"], "the scan sees the one type")
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var source: String
    var expected: [String]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(
      label: "a second enum", source: "package enum PreviewAppearance { case light }",
      expected: ["enum PreviewAppearance"]),
    Case(
      label: "a nested one", source: "struct Entry { enum Appearance { case any } }",
      expected: ["enum Appearance"]),
    Case(
      label: "a struct of two Bools", source: "struct SystemAppearance { var isDark: Bool }",
      expected: ["struct SystemAppearance"]),
    Case(
      label: "a typealias", source: "typealias Look = ThemeAppearance",
      expected: ["typealias Look = ThemeAppearance"]),
    Case(
      label: "the one type's extension", source: "extension ThemeAppearance { enum Preference {} }",
      expected: []),
    Case(
      label: "a use", source: "let a: ThemeAppearance = .dark\nfunc f(_ a: ThemeAppearance) {}", expected: []),
    Case(
      label: "a comment and a string", source: "// enum XAppearance\nlet s = \"enum YAppearance\"",
      expected: []),
  ]

  @Test(arguments: cases)
  func theScanFindsAppearanceDeclarations(_ item: Case) {
    #expect(Self.appearanceDeclarations(in: item.source) == item.expected)
  }
}
