import Foundation
import Testing
import ThemePackToolTestSupport

/// The folders of each multi-folder target depend on each other in one direction only, and
/// in the order of the pipeline, so each folder can be read knowing only the ones before it.
/// (Between targets, the compiler checks the direction.)
@Suite("Folders of each target: no cycle, in pipeline order")
struct FolderDependencyTests {
  /// `Sources/`.
  static let sources = Golden.repositoryRoot.appendingPathComponent("Sources")

  /// The folders of each target, lowest first: each may use only folders listed before it,
  /// so the list reads as the pipeline (docs/development.md). The one place folder names are
  /// written: a new folder goes where its stage belongs, and a folder listed here that no
  /// longer exists is ignored. (ThemePackSupport's two folders, JSON and Files, use neither
  /// the other.)
  static let pipelineOrder: [String: [String]] = [
    "ThemePackArchive": [
      "JSON", "Color", "Appearance", "Limits", "Wire", "Names", "Versions", "Zip", "Manifest", "Index",
      "Inspection",
    ],
    "ThemePackImaging": ["Image", "Codec", "Color", "Tint", "Scale", "Vector", "Slice", "Composite"],
    "ThemePackImaging/Color": ["Spaces", "Parsing", "Contrast", "Roles"],
    "ThemePackProject": ["Diagnostics", "Project"],
    "ThemePackProject/Project": ["Rules", "Files", "Assets", "Model", "Readers", "Tokens", "Loading"],
    "ThemePackLint": ["Facts", "Context", "Rules", "Run"],
    "ThemePackLint/Rules": ["Files", "Images", "Colors", "Fonts", "Icons", "Bars"],
    "ThemePackPreview": ["Model", "View", "Page", "Sheet", "Run", "Server"],
    "ThemePackImport": [
      "Common", "Schemas", "Report", "Fitting", "Planning", "ThemeFolders", "Catalog", "SwiftTheme",
      "Runtime",
      "Packages", "Tokens", "Run",
    ],
    "ThemePackCLI/Commands": ["Shared", "Project", "Images", "Packages", "Client", "Registry"],
    "ThemePackCatalog": ["Writer", "Source"],
    "ThemePackClient": ["Common", "Wire", "Package", "Fetch", "Library", "Install", "Store", "Platform"],
    "ThemePackReview": ["Sides", "Compare", "Report", "Run"],
    "ThemePackBuild": [
      "Manifest", "Plan", "Render", "Layouts", "Install", "Icons", "Accessors", "Pipeline", "Merge",
    ],
  ]

  @Test(arguments: pipelineOrder.keys.sorted())
  func noTwoFoldersDependOnEachOther(target: String) throws {
    let graph = try FolderGraph.load(root: Self.sources.appendingPathComponent(target))
    #expect(graph.folders.count > 1)
    #expect(!graph.edges.isEmpty)
    #expect(
      graph.cycles.isEmpty,
      Comment(
        rawValue: "folders in a cycle: \(graph.cycles); edges: \(graph.cycleEdges.joined(separator: "; "))"))
  }

  @Test(arguments: pipelineOrder.keys.sorted())
  func foldersOnlyUseFoldersEarlierInThePipeline(target: String) throws {
    let graph = try FolderGraph.load(root: Self.sources.appendingPathComponent(target))
    for problem in graph.orderViolations(Self.pipelineOrder[target] ?? []) {
      Issue.record(Comment(rawValue: problem + " (FolderDependencyTests.pipelineOrder, \(target))"))
    }
  }
}
