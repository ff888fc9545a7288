import Foundation
import Testing
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
        dependencies: ["ThemePackA", .target(name: "CLib", condition: .when(platforms: [.linux])), "ThemePackC"]),
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
}
