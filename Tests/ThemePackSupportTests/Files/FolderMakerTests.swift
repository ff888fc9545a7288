import Foundation
import Testing
import ThemePackSupport

/// `FolderMaker.make`: `mkdir -p` in as few calls as it can, and the same answers.
@Suite("Folder maker: parents made, folders already there accepted, files in the way refused")
struct FolderMakerTests {
  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "folder-maker-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  @Test func makesAFolderAndEveryMissingParent() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FolderMaker.make(root + "/a/b/c")
    #expect(Self.isFolder(root + "/a/b/c"))
    try FolderMaker.make(root + "/a/b/d")
    #expect(Self.isFolder(root + "/a/b/d"))
  }

  @Test func aFolderAlreadyThereIsFine() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FolderMaker.make(root + "/a")
    #expect(FileManager.default.createFile(atPath: root + "/a/kept", contents: Data([1])))
    try FolderMaker.make(root + "/a")
    #expect(FileManager.default.contents(atPath: root + "/a/kept") == Data([1]))
  }

  @Test(arguments: ["file", "file/below", "file/below/deeper"])
  func aFileInTheWayIsAnErrorNamingThePath(relative: String) throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(FileManager.default.createFile(atPath: root + "/file", contents: Data([7])))
    #expect(throws: FileError.self) { try FolderMaker.make(root + "/" + relative) }
    do {
      try FolderMaker.make(root + "/" + relative)
    } catch {
      #expect(error.description.hasPrefix("cannot write '\(root)/"))
      #expect(error.reason == "Not a directory")
    }
    #expect(FileManager.default.contents(atPath: root + "/file") == Data([7]))
  }
}
