import Foundation
import Testing
import ThemePackCLI
import ThemePackCatalog
import ThemePackLint
import ThemePackProject
import ThemePackToolTestSupport

/// The lint's rules as the code declares them: every rule type in the sources is registered
/// with a lint, ids are unique, and `docs/lint-rules.md` is the page written from them.
@Suite("lint rules: all registered, and docs/lint-rules.md written from them")
struct LintRuleReferenceTests {
  static let sources = Golden.repositoryRoot.appendingPathComponent("Sources")
  static let page = Golden.repositoryRoot.appendingPathComponent("docs/lint-rules.md")

  /// The names of the types the sources declare as lint rules (`: LintRule`, `: ProjectCheck`).
  private func declaredRuleTypes() throws -> Set<String> {
    var names: Set<String> = []
    let files = FileManager.default.enumerator(atPath: Self.sources.path)
    while let relative = files?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: Self.sources.appendingPathComponent(relative), encoding: .utf8)
      for match in text.matches(of: /(?:struct|enum)\s+(\w+)\s*:[^{]*\b(?:LintRule|ProjectCheck)\b/) {
        names.insert(String(match.output.1))
      }
    }
    return names
  }

  @Test func everyRuleTypeIsRegisteredWithALint() throws {
    let registered = (Linter.ruleTypes + CatalogLinter.ruleTypes).map { String(describing: $0) }
    #expect(Set(registered).count == registered.count, "a rule registered twice")
    let declared = try declaredRuleTypes()
    #expect(declared.count >= 40, "\(declared.sorted())")
    #expect(
      declared == Set(registered), "declared but not registered: \(declared.subtracting(registered).sorted())"
    )
  }

  @Test func ruleIdsAreUniqueAndKebabCase() {
    let ids = (Linter.ruleTypes + CatalogLinter.ruleTypes).map { $0.id }
    #expect(Set(ids).count == ids.count)
    for id in ids { #expect(id.wholeMatch(of: /[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(id)") }
  }

  /// `THEMEPACK_RECORD_GOLDEN=1` writes the page (and fails, so it is reviewed first).
  @Test func theRulesPageIsWrittenFromTheRules() throws {
    let expected = LintRuleReference.markdown
    if Golden.isRecording {
      try Data(expected.utf8).write(to: Self.page)
      Issue.record("recorded docs/lint-rules.md; review it, then run again without \(Golden.recordVariable)")
      return
    }
    let page = try String(contentsOf: Self.page, encoding: .utf8)
    #expect(page == expected, "docs/lint-rules.md is stale: run the tests with \(Golden.recordVariable)=1")
    for rule in Linter.rules + CatalogLinter.rules { #expect(page.contains("| `\(rule.id)` |")) }
  }
}
