import Foundation
import Testing
import ThemePackSupport
import ThemePackTestSupport

@Suite("FileLinker: one file under two names, never writing through an old one")
struct FileLinkerTests {
  static func inode(_ path: String) -> UInt? {
    var status = stat()
    return lstat(path, &status) == 0 ? UInt(status.st_ino) : nil
  }

  @Test func aLinkIsTheSameFile() throws {
    let folder = try TemporaryFolder()
    try folder.write("pixels", to: "a.png")
    try FileLinker.link(folder.path("a.png"), to: folder.path("b.png"))
    #expect(Self.inode(folder.path("a.png")) == Self.inode(folder.path("b.png")))
    #expect(try FileReader.bytes(at: folder.path("b.png")) == Array("pixels".utf8))
  }

  @Test func anExistingNameIsReplacedNotWrittenThrough() throws {
    let folder = try TemporaryFolder()
    try folder.write("new", to: "new.png")
    try folder.write("old", to: "old.png")
    // "target" and "old" are one file; linking "new" to "target" must leave "old" alone.
    try FileLinker.link(folder.path("old.png"), to: folder.path("target.png"))
    try FileLinker.link(folder.path("new.png"), to: folder.path("target.png"))
    #expect(try FileReader.bytes(at: folder.path("target.png")) == Array("new".utf8))
    #expect(try FileReader.bytes(at: folder.path("old.png")) == Array("old".utf8))
  }

  @Test func aMissingSourceNamesTheFile() throws {
    let folder = try TemporaryFolder()
    #expect(throws: FileError.self) { try FileLinker.link(folder.path("gone.png"), to: folder.path("b.png")) }
    do {
      try FileLinker.link(folder.path("gone.png"), to: folder.path("b.png"))
    } catch {
      #expect(error.path == folder.path("gone.png"))
    }
  }

  @Test func stampsChangeWhenTheFileIsWritten() throws {
    let folder = try TemporaryFolder()
    try folder.write("one", to: "a.png")
    let first = try #require(FileStamp.of(folder.path("a.png")))
    #expect(first.size == 3)
    let encoded = try InternalJSON.bytes(of: first)
    #expect(String(decoding: encoded, as: UTF8.self) == "[3,\(first.seconds),\(first.nanoseconds)]")
    #expect(try JSONDecoder().decode(FileStamp.self, from: Data(encoded)) == first)
    Thread.sleep(forTimeInterval: 0.01)
    let handle = try #require(FileHandle(forWritingAtPath: folder.path("a.png")))
    try handle.write(contentsOf: Data("two".utf8))
    try handle.close()
    #expect(FileStamp.of(folder.path("a.png")) != first)
    #expect(FileStamp.of(folder.path("missing.png")) == nil)
    #expect(FileStamp.of(folder.path("")) == nil)
  }
}
