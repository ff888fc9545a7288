import Foundation
import Testing
import ThemePackToolTestSupport

/// No folder holds so many Swift files that its name stops saying what is in it: past about
/// 25, a target is split into folders by stage (issue 50), as `FolderDependencyTests` orders them.
@Suite("Folders: no more than 25 Swift files in one")
struct FolderSizeTests {
  /// The most Swift files one folder may hold itself.
  static let limit = 25

  @Test(arguments: ["Sources", "Tests", "Plugins", "Examples"])
  func noFolderHoldsMoreThanTheLimit(tree: String) throws {
    let root = Golden.repositoryRoot.appendingPathComponent(tree)
    let folders = try SwiftFolders.folders(below: root)
    #expect(!folders.isEmpty)
    for folder in folders where folder.files > Self.limit {
      Issue.record(
        "'\(tree)/\(folder.path)' holds \(folder.files) Swift files, over \(Self.limit): split it into folders"
      )
    }
  }

  /// The walk itself, on a tree written here: what counts as a file and a place.
  @Test func theWalkCountsFilesAndPlaces() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "folder-size-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in [
      "A/One.swift", "A/Two.swift", "A/Deep/Three.swift", "A/Notes.md", "B/Empty/readme.txt",
      ".build/Hidden.swift", "Kit.docc/Article.swift", "Top.swift",
    ] {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("struct X {}".utf8).write(to: file)
    }
    let folders = try SwiftFolders.folders(below: root)
    #expect(
      folders == [
        .init(path: "", files: 1, places: 2), .init(path: "A", files: 2, places: 2),
        .init(path: "A/Deep", files: 1, places: 1),
      ])
  }
}
