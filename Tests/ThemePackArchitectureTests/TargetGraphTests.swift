import Foundation
import Testing
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The targets' graph is written in three places that must agree: `Package.swift` (what the
/// compiler allows), the sources' `import` lines (what the code uses: an undeclared import
/// can still build when SwiftPM happens to have built the module, and a declared target no
/// file imports is a stale edge) and `docs/targets.md` (what a reader is shown).
@Suite("Targets: Package.swift, the imports and docs/targets.md name the same edges")
struct TargetGraphTests {
  static let root = Golden.repositoryRoot

  static func manifest() throws -> TargetGraph {
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    return TargetGraph.declared(inManifest: text)
  }

  @Test func everyImportIsDeclaredAndEveryDeclaredTargetImported() throws {
    let declared = try Self.manifest()
    let imported = try TargetGraph.imported(under: Self.root.appendingPathComponent("Sources"))
    #expect(declared.uses.count >= 10, "\(declared)")
    #expect(declared == imported, "Package.swift:\n\(declared)\nimports:\n\(imported)")
  }

  /// Each test target (and test support target) declares exactly the targets it imports, so
  /// a stage's tests show which later stages they reach into.
  @Test func everyTestTargetDeclaresWhatItImports() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let declared = TargetGraph.declared(inManifest: text, folder: "Tests")
    let imported = try TargetGraph.imported(under: Self.root.appendingPathComponent("Tests"))
    #expect(declared.uses.count >= 12, "\(declared)")
    #expect(declared == imported, "Package.swift:\n\(declared)\nimports:\n\(imported)")
  }

  @Test func thePageDrawsTheManifestsEdges() throws {
    let page = try String(contentsOf: Self.root.appendingPathComponent("docs/targets.md"), encoding: .utf8)
    let declared = try Self.manifest()
    let drawn = TargetGraph.drawn(inPage: page)
    #expect(declared == drawn, "Package.swift:\n\(declared)\ndocs/targets.md:\n\(drawn)")
  }

  @Test func theManifestReaderKeepsEachTargetsOwnDependencies() {
    let text = """
      .target(name: "ThemePackA"),
      .target(
        name: "ThemePackB",
        dependencies: [
          "ThemePackA", .target(name: "CLib", condition: .when(platforms: [.linux])),
          .target(name: "ThemePackC", condition: .when(platforms: [.linux])),
        ]),
      .executableTarget(name: "ThemePackD", dependencies: ["ThemePackB"]),
      .testTarget(name: "ThemePackTests", dependencies: ["ThemePackD"]),
      .target(name: "ThemePackTestSupport", dependencies: ["ThemePackA"], path: "Tests/ThemePackTestSupport"),
      """
    let graph = TargetGraph.declared(inManifest: text)
    #expect(
      graph.uses == [
        "ThemePackA": [], "ThemePackB": ["ThemePackA", "ThemePackC"], "ThemePackD": ["ThemePackB"],
      ])
  }

  @Test func theTableReaderReadsOnlyTargetRows() {
    let page = """
      | Target | Uses | Lines |
      |---|---|---|
      | `ThemePackA` | (Foundation only) | 1k |
      | `ThemePackB` | `ThemePackA`, `ThemePackC` | 2k |
      A line that names `ThemePackD` | `ThemePackA` | is not a row.
      """
    #expect(
      TargetGraph.drawn(inPage: page).uses == ["ThemePackA": [], "ThemePackB": ["ThemePackA", "ThemePackC"]])
  }

  @Test func theImportReaderSeesEveryFormOfImport() throws {
    let folder = try TemporaryFolder("themepack-imports")
    let target = folder.url.appendingPathComponent("ThemePackZ")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    // Lines of an array, so that this file's own lines do not start with `import`.
    let text = [
      "import Foundation",
      "@testable import ThemePackA",
      "@preconcurrency internal import ThemePackB  // a comment",
      "#if canImport(ThemePackC)",
      "  import ThemePackC",
      "#endif",
      "import struct ThemePackD.Thing",
      "// import ThemePackE is a comment, and so is this: let x = \"import ThemePackF\"",
    ].joined(separator: "\n")
    try text.write(to: target.appendingPathComponent("Z.swift"), atomically: true, encoding: .utf8)
    let graph = try TargetGraph.imported(under: folder.url)
    #expect(graph.uses == ["ThemePackZ": ["ThemePackA", "ThemePackB", "ThemePackC", "ThemePackD"]])
  }
}
