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
  /// longer exists is ignored. Every folder of `Sources/` that holds Swift files in two or
  /// more places (subfolders, or a subfolder and files of its own) is listed;
  /// `everyFolderedTargetHasAnOrder` checks that. "." is a folder's own files.
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
    "ThemePackCatalog/Source": ["Tables", "Rules", "."],
    "ThemePackBuild/Plan": ["Built", "Cache", "."],
    "ThemePackCLI": ["Frame", "Commands", "."],
    "ThemePackSupport": ["Files", "JSON", "HTML"],
    "ThemePackClient": ["Common", "Wire", "Package", "Fetch", "Library", "Install", "Store", "Platform"],
    "ThemePackReview": ["Sides", "Compare", "Report", "Run"],
    "ThemePackBuild": [
      "Manifest", "Plan", "Render", "Layouts", "Install", "Icons", "Accessors", "Pipeline", "Merge",
    ],
  ]

  /// Targets whose folders use none of the others (a listed order there is only a reading order).
  static let independentFolders: Set<String> = ["ThemePackSupport"]

  @Test(arguments: pipelineOrder.keys.sorted())
  func noTwoFoldersDependOnEachOther(target: String) throws {
    let graph = try FolderGraph.load(root: Self.sources.appendingPathComponent(target))
    #expect(graph.folders.count > 1)
    // The scan finds the uses that exist: an empty graph where folders do use each other
    // would pass every other check here.
    #expect(graph.edges.isEmpty == Self.independentFolders.contains(target))
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

  @Test func everyFolderedTargetHasAnOrder() throws {
    let foldered = try SwiftFolders.folders(below: Self.sources).filter { $0.places >= 2 }.map(\.path)
    #expect(!foldered.isEmpty)
    for path in foldered where !path.isEmpty && Self.pipelineOrder[path] == nil {
      Issue.record(
        "'Sources/\(path)' holds Swift files in several folders but has no pipeline order: add it to pipelineOrder"
      )
    }
  }
}
