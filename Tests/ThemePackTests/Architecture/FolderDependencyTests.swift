import Foundation
import Testing

/// The folders of `Sources/ThemePack` depend on each other in one direction only, and in
/// the order of the pipeline, so each folder can be read knowing only the ones before it.
@Suite("Folders of Sources/ThemePack: no cycle, in pipeline order")
struct FolderDependencyTests {
  /// `Sources/ThemePack`, found from this file's place in the repository.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ThemePack")

  /// The folders of `Sources/ThemePack`, lowest first: each may use only folders listed
  /// before it, so the list reads as the pipeline (docs/development.md). The one place
  /// folder names are written: a new folder goes where its stage belongs, and a folder
  /// listed here that no longer exists is ignored.
  static let pipelineOrder = [
    "Exports", "Image", "Codec", "Color", "Tint", "Scale", "Vector", "Slice", "Composite",
    "Diagnostics", "Project", "Lint", "Catalog", "CatalogSource", "Manifest", "Plan", "Render", "Layouts",
    "Install", "Pipeline", "Merge", "Package", "Import", "Preview",
  ]

  @Test func noTwoFoldersDependOnEachOther() throws {
    let graph = try FolderGraph.load(root: Self.sources)
    #expect(graph.folders.count > 1)
    #expect(!graph.edges.isEmpty)
    #expect(
      graph.cycles.isEmpty,
      Comment(
        rawValue: "folders in a cycle: \(graph.cycles); edges: \(graph.cycleEdges.joined(separator: "; "))"))
  }

  @Test func foldersOnlyUseFoldersEarlierInThePipeline() throws {
    let graph = try FolderGraph.load(root: Self.sources)
    for problem in graph.orderViolations(Self.pipelineOrder) {
      Issue.record(Comment(rawValue: problem + " (FolderDependencyTests.pipelineOrder)"))
    }
  }
}
