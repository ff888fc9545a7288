import Foundation
import Testing
import ThemePackSupport
import ThemePackTestSupport

/// Removing trees: everything inside goes, a symbolic link is removed as a link (what it
/// leads to stays), and a missing name counts as removed.
@Suite("support: removing a folder tree without following links")
struct TreeRemoverTests {
  @Test func aNestedTreeIsRemovedWhole() throws {
    let folder = try TemporaryFolder()
    for name in ["t/a.png", "t/b/c.png", "t/b/d/e.json", "t/.hidden", "keep.txt"] {
      try folder.write(name, to: name)
    }
    try FileManager.default.createDirectory(atPath: folder.path("t/empty"), withIntermediateDirectories: true)
    #expect(TreeRemover.remove(folder.path("t")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("t")))
    #expect(FileManager.default.fileExists(atPath: folder.path("keep.txt")))
  }

  @Test func aLinkToAFolderIsRemovedAndItsTargetStays() throws {
    let folder = try TemporaryFolder()
    try folder.write("precious", to: "outside/precious.txt")
    try folder.write("x", to: "t/x.png")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("t/link"), withDestinationPath: folder.path("outside"))
    #expect(TreeRemover.remove(folder.path("t")))
    #expect(FileManager.default.fileExists(atPath: folder.path("outside/precious.txt")))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("top-link"), withDestinationPath: folder.path("outside"))
    #expect(TreeRemover.remove(folder.path("top-link")))
    #expect(FileManager.default.fileExists(atPath: folder.path("outside/precious.txt")))
  }

  @Test func aFileIsRemovedAndAMissingNameCountsAsRemoved() throws {
    let folder = try TemporaryFolder()
    try folder.write("x", to: "file.png")
    #expect(TreeRemover.remove(folder.path("file.png")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("file.png")))
    #expect(TreeRemover.remove(folder.path("never-there")))
    #expect(!TreeRemover.remove(folder.path("no-parent/x")), "a parent that cannot be opened is a failure")
  }

  @Test func pathsThatNameNoEntryAreRefusedAndLeaveEverything() throws {
    let folder = try TemporaryFolder()
    try folder.write("x", to: "inside/file.png")
    // Spelled by hand: `TemporaryFolder.path` would drop the trailing slash.
    for path in ["inside/.", "inside/..", "inside/", "inside/sub/.."] {
      #expect(!TreeRemover.remove(folder.url.path + "/" + path), "\(path)")
    }
    #expect(FileManager.default.fileExists(atPath: folder.path("inside/file.png")))
  }
}
