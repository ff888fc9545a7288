import Testing
import ThemePackProject
import ThemePackSupport

/// The cursor the readers read JSON objects through: each finding names the member by its
/// owner, sits at the member's line and column, and the value comes back nil so reading goes on.
@Suite("JSON object cursor: typed members, findings at their place")
struct JSONObjectCursorTests {
  static let text = """
    {
      "name": 7,
      "size": 17,
      "nested": {"flag": "yes", "inner": []},
      "ok": true
    }
    """

  private func root() throws -> JSONObjectCursor {
    let document = try JSONDocument.parse(Array(Self.text.utf8))
    let reader = JSONFieldReader(document: document, file: "f.json", theme: "blue")
    return try #require(reader.root(named: "the config"))
  }

  @Test func aWrongTypeIsAFindingAtTheMemberAndNil() throws {
    let root = try root()
    #expect(root.string("name") == nil)
    #expect(root.number("size") == 17)
    #expect(root.bool("ok") == true)
    #expect(root.string("absent") == nil)
    let findings = root.reader.findings
    #expect(findings.count == 1)
    #expect(findings.first?.ruleID == WrongTypeRule.id)
    #expect(findings.first?.line == 2 && findings.first?.column == 11)
    #expect(findings.first?.message.contains("'name' in the config") == true, "\(findings)")
    #expect(findings.first?.theme == "blue" && findings.first?.file == "f.json")
  }

  @Test func aNestedObjectCarriesItsPointerAndItsOwnName() throws {
    let root = try root()
    let nested = try #require(root.object("nested", owner: "the config's 'nested'"))
    #expect(nested.path == "/nested")
    #expect(nested.path(of: "flag") == "/nested/flag")
    #expect(nested.bool("flag") == nil)
    #expect(nested.object("inner") == nil)
    nested.checkKeys(["flag"])
    nested.requireKey("missing")
    let messages = root.reader.findings.map(\.message)
    #expect(messages.count == 4, "\(messages)")
    #expect(messages.contains { $0.contains("'flag' in the config's 'nested'") })
    #expect(messages.contains { $0.contains("'inner' in the config's 'nested'") })
    #expect(messages.contains { $0.contains("unknown key 'inner' in the config's 'nested'") })
    #expect(messages.contains { $0.contains("'missing'") && $0.contains("the config's 'nested'") })
    let lines = root.reader.findings.compactMap(\.line)
    #expect(lines.allSatisfy { $0 == 4 }, "\(lines)")
  }

  @Test func everyCursorOfOneReaderReportsIntoIt() throws {
    let root = try root()
    let renamed = root.named("theme 'blue'")
    renamed.report(InvalidValueRule.id, .error, at: "size", "too big")
    root.report(InvalidValueRule.id, .warning, "whole file")
    #expect(root.reader.findings.map(\.message) == ["too big", "whole file"])
    #expect(root.reader.findings.first?.line == 3)
    #expect(renamed.owner == "theme 'blue'" && root.owner == "the config")
  }
}
