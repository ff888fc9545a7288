import Foundation
import Testing
import ThemePackSupport
import ThemePackTestSupport

@Suite("StagingFolder builds beside the destination and swaps it in, or leaves no trace")
struct StagingFolderTests {
  struct Failure: Error {}

  static func names(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  @Test func createsAMissingDestination() throws {
    let folder = try TemporaryFolder()
    let target = folder.path("deep/er/theme")
    let result = try StagingFolder.replace(target) { staging in
      try Data("new".utf8).write(to: URL(fileURLWithPath: staging + "/a.png"))
      return 7
    }
    #expect(result == 7)
    #expect(FolderSnapshot(target).items.keys.sorted() == ["a.png"])
    #expect(Self.names(folder.path("deep/er")) == ["theme"])
  }

  @Test func replacesAnExistingTreeAndRemovesTheOldOne() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "themes/blue/old.png")
    try folder.write("old", to: "themes/blue/sub/older.png")
    try StagingFolder.replace(folder.path("themes/blue")) { staging in
      try Data("new".utf8).write(to: URL(fileURLWithPath: staging + "/new.png"))
    }
    #expect(FolderSnapshot(folder.path("themes/blue")).items.keys.sorted() == ["new.png"])
    #expect(Self.names(folder.path("themes")) == ["blue"])
  }

  @Test func anErrorRemovesTheStagingFolderAndKeepsTheDestination() throws {
    let folder = try TemporaryFolder()
    try folder.write("old", to: "themes/blue/old.png")
    let before = FolderSnapshot(folder.url.path)
    #expect(throws: Failure.self) {
      try StagingFolder.replace(folder.path("themes/blue")) { staging in
        try Data("half".utf8).write(to: URL(fileURLWithPath: staging + "/half.png"))
        throw Failure()
      }
    }
    #expect(FolderSnapshot(folder.url.path) == before)
  }

  @Test func stagingFolderIsHiddenBesideTheDestination() throws {
    let folder = try TemporaryFolder()
    let staging = try StagingFolder.create(beside: folder.path("themes/blue"))
    #expect(URL(fileURLWithPath: staging.path).deletingLastPathComponent().path == folder.path("themes"))
    #expect(URL(fileURLWithPath: staging.path).lastPathComponent.hasPrefix(".blue.staging-"))
    staging.discard()
    #expect(Self.names(folder.path("themes")) == [])
  }

  @Test func replacesASymbolicLinkWithoutTouchingItsTarget() throws {
    let folder = try TemporaryFolder()
    try folder.write("keep", to: "elsewhere/keep.png")
    try FileManager.default.createDirectory(atPath: folder.path("themes"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("themes/blue"), withDestinationPath: folder.path("elsewhere"))
    try StagingFolder.replace(folder.path("themes/blue")) { staging in
      try Data("new".utf8).write(to: URL(fileURLWithPath: staging + "/new.png"))
    }
    #expect(FolderSnapshot(folder.path("elsewhere")).items.keys.sorted() == ["keep.png"])
    #expect(FolderSnapshot(folder.path("themes/blue")).items.keys.sorted() == ["new.png"])
  }
}
