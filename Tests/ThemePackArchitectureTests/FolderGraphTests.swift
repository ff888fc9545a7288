import Foundation
import Testing
import ThemePackTestSupport

/// The folder graph behind `FolderDependencyTests`, on small source trees written by the test.
@Suite("Folder graph: type references between folders, and their cycles")
struct FolderGraphTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// Source files by path below the root.
    var files: [String: String]
    var edges: [String]
    var cycles: [[String]] = []

    var testDescription: String { name }
  }

  static let alpha = "struct Alpha { var beta: Beta }"
  static let beta = "struct Beta {}"

  static let cases: [Case] = [
    Case(
      name: "a cycle through three folders",
      files: [
        "A/Alpha.swift": alpha, "B/Beta.swift": "struct Beta { var gamma: Gamma }",
        "C/Gamma.swift": "struct Gamma { func first() -> Alpha? { nil } }",
      ],
      edges: ["A -> B (Beta)", "B -> C (Gamma)", "C -> A (Alpha)"], cycles: [["A", "B", "C"]]),
    Case(
      name: "names in comments and string literals are no references",
      files: [
        "A/Alpha.swift": alpha,
        "B/Beta.swift": #"""
        // Alpha
        /// Uses `Alpha`.
        /* Alpha /* nested: Alpha */ Alpha */
        struct Beta {
          var text = "Alpha \"Alpha\""
          var raw = #"Alpha "quoted" \(Alpha) "#
          var lines = """
            Alpha
            """
        }
        """#,
      ],
      edges: ["A -> B (Beta)"]),
    Case(
      name: "code in a string interpolation is a reference",
      files: [
        "A/Alpha.swift": alpha,
        "B/Beta.swift": #"struct Beta { var text = "value \(Alpha.self) and \("x" + "\(Gamma())")" }"#,
        "C/Gamma.swift": "struct Gamma {}",
      ],
      edges: ["A -> B (Beta)", "B -> A (Alpha)", "B -> C (Gamma)"], cycles: [["A", "B"]]),
    Case(
      name: "a generic parameter of a type's name is no reference",
      files: [
        "A/Alpha.swift": alpha,
        "B/Beta.swift": """
        struct Beta {
          func first<Alpha: Equatable>(_ items: [Alpha]) -> Alpha? { items.first }
        }
        struct Box<Value, Alpha: Sendable> { var value: Alpha }
        protocol Holder { associatedtype Alpha }
        """,
      ],
      edges: ["A -> B (Beta)"]),
    Case(
      name: "a nested type of another folder's name is local, and reached through its parent",
      files: [
        "A/Alpha.swift": alpha,
        "B/Beta.swift": """
        struct Beta {}
        enum Archive {
          struct Alpha {}
          static func make() -> Alpha { Alpha() }
        }
        """,
        "C/Gamma.swift": "struct Gamma { var value: Archive.Alpha; var kind = value.Alpha }",
      ],
      edges: ["A -> B (Beta)", "C -> B (Archive, Archive.Alpha)"]),
    Case(
      name: "a type nested in an extension belongs to the extension's folder",
      files: [
        "A/Alpha.swift": "struct Alpha {}",
        "B/Alpha+Detail.swift": "extension Alpha { struct Detail {} }",
        "C/Gamma.swift": "struct Gamma { var detail: Alpha.Detail }",
      ],
      edges: ["B -> A (Alpha)", "C -> A (Alpha)", "C -> B (Alpha.Detail)"]),
    Case(
      name: "an import, scoped or re-exported, declares and names no type of the tree",
      files: [
        "A/Alpha.swift": alpha, "B/Beta.swift": "@_exported import enum Delta.Gamma\nstruct Beta {}",
        "C/Gamma.swift": "import Delta\nimport struct Delta.Alpha\nstruct Gamma { var beta: Beta }",
      ],
      edges: ["A -> B (Beta)", "C -> B (Beta)"]),
    Case(
      name: "a scoped import of a function or variable names no type, even a module named like one",
      files: [
        "A/Alpha.swift": alpha, "B/Beta.swift": "@_exported import func Alpha.make\nstruct Beta {}",
        "C/Gamma.swift": "import var Alpha.shared\nimport let Alpha.limit\nstruct Gamma { var beta: Beta }",
      ],
      edges: ["A -> B (Beta)", "C -> B (Beta)"]),
  ]

  @Test(arguments: cases) func graph(_ example: Case) throws {
    let tree = try TemporaryFolder("themepack-folder-graph")
    for (path, source) in example.files { try tree.write(source, to: path) }
    let graph = try FolderGraph.load(root: tree.url)
    #expect(graph.edgeDescriptions == example.edges)
    #expect(graph.cycles == example.cycles)
    #expect(graph.folders == Set(example.files.keys.map { String($0.prefix { $0 != "/" }) }))
  }

  @Test func cycleEdgesNameTheTypes() {
    let graph = FolderGraph(files: [
      (folder: "Lint", source: "enum Rule { static let finding = Finding() }"),
      (folder: "Project", source: "struct Finding {}\nstruct Reader { var rule = Rule.self }"),
      (
        folder: "Native",
        source: "enum Gate { static func run() throws(Gate.Failure) {}; struct Failure: Error {} }"
      ),
    ])
    #expect(graph.cycles == [["Lint", "Project"]])
    #expect(graph.cycleEdges == ["Lint -> Project (Finding)", "Project -> Lint (Rule)"])
  }

  @Test func orderViolationsNameUnknownFoldersAndUpwardEdges() {
    let graph = FolderGraph(files: [
      (folder: "Low", source: "struct Low { var high: High? }"),
      (folder: "High", source: "struct High { var low: Low }"),
      (folder: "New", source: "struct New { var low: Low }"),
    ])
    #expect(
      graph.orderViolations(["Low", "High", "New"]) == [
        "'Low' uses 'High', which comes later in the pipeline: Low -> High (High)"
      ])
    #expect(
      graph.orderViolations(["Gone", "Low", "High"]) == [
        "folder 'New' is not in the pipeline order: add it where its stage belongs",
        "'Low' uses 'High', which comes later in the pipeline: Low -> High (High)",
      ])
    #expect(graph.orderViolations(["High", "Low", "New"]).count == 1)
  }
}
