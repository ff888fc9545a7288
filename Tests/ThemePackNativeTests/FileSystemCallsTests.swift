import Foundation
import Testing
import ThemePackNative
import ThemePackSupport
import ThemePackTestSupport

@Suite("The file-system gate: thin calls, errors with errno and the C library's text")
struct FileSystemCallsTests {
  @Test func aFailedCallCarriesErrnoAndItsText() throws {
    let folder = try TemporaryFolder()
    do {
      _ = try FileSystemCalls.status(ofLinkAt: folder.path("missing"))
      Issue.record("status of a missing file succeeded")
    } catch {
      #expect(error.isMissing)
      #expect(error.description == "No such file or directory")
    }
  }

  @Test func statusTellsFilesFoldersAndLinksApart() throws {
    let folder = try TemporaryFolder()
    try folder.write("abc", to: "file.txt")
    try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "file.txt")
    #expect(try FileSystemCalls.status(ofLinkAt: folder.path("file.txt")).kind == .regular)
    #expect(try FileSystemCalls.status(ofLinkAt: folder.path("file.txt")).size == 3)
    #expect(try FileSystemCalls.status(ofLinkAt: folder.url.path).kind == .directory)
    #expect(try FileSystemCalls.status(ofLinkAt: folder.path("link")).kind == .symbolicLink)
    #expect(try FileSystemCalls.status(at: folder.path("link")).kind == .regular)
  }

  @Test func aNoFollowOpenRefusesALink() throws {
    let folder = try TemporaryFolder()
    try folder.write("abc", to: "file.txt")
    try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "file.txt")
    let root = try FileDescriptor.open(folder.url.path, .readOnly, options: [.directory])
    defer { try? root.close() }
    let file = try root.open("file.txt", .readOnly, options: [.noFollow])
    #expect(try file.readToEnd() == Array("abc".utf8))
    try file.close()
    do {
      _ = try root.open("link", .readOnly, options: [.noFollow])
      Issue.record("a no-follow open followed a link")
    } catch {
      #expect(error.isSymbolicLink)
    }
    #expect(try root.linkDestination(of: "link") == "file.txt")
  }

  @Test func readToEndReadsFilesLargerThanOneChunk() throws {
    let folder = try TemporaryFolder()
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    try folder.write(bytes, to: "big.bin")
    let file = try FileDescriptor.open(folder.path("big.bin"), .readOnly)
    defer { try? file.close() }
    #expect(try file.readToEnd() == bytes)
  }

  @Test func itemsListEveryNameWithItsOwnStatus() throws {
    let folder = try TemporaryFolder()
    try folder.write("a", to: "a.txt")
    try FileManager.default.createDirectory(atPath: folder.path("sub"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder.path("l"), withDestinationPath: "sub")
    let root = try FileDescriptor.open(folder.url.path, .readOnly, options: [.directory])
    defer { try? root.close() }
    let items = try root.items().sorted { $0.name < $1.name }
    #expect(items.map(\.name) == ["a.txt", "l", "sub"])
    #expect(items.map(\.status.kind) == [.regular, .symbolicLink, .directory])
    // The descriptor stays usable: a second listing sees the same names.
    #expect(try root.items().count == 3)
  }

  @Test func writeCreatesExclusivelyAndLinkRefusesAnExistingName() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("new.txt")
    let file = try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
    try file.write(Array("hello".utf8))
    try file.synchronize()
    try file.close()
    #expect(try FileReader.bytes(at: path) == Array("hello".utf8))
    do {
      _ = try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusive])
      Issue.record("an exclusive create opened an existing file")
    } catch {
      #expect(error.isAlreadyExisting)
    }
    try folder.write("other", to: "other.txt")
    do {
      try FileSystemCalls.link(folder.path("other.txt"), to: path)
      Issue.record("link replaced an existing name")
    } catch {
      #expect(error.isAlreadyExisting)
    }
  }

  @Test func exchangeSwapsTwoFoldersOrSaysItCannot() throws {
    let folder = try TemporaryFolder()
    try folder.write("one", to: "a/x")
    try folder.write("two", to: "b/x")
    do throws(SystemCallError) {
      try FileSystemCalls.exchange(folder.path("a"), folder.path("b"))
    } catch {
      #expect(error.isUnsupported)
      return
    }
    #expect(try FileReader.bytes(at: folder.path("a/x")) == Array("two".utf8))
    #expect(try FileReader.bytes(at: folder.path("b/x")) == Array("one".utf8))
  }

  @Test func thisProcessExistsAndAFreeIdDoesNot() {
    #expect(FileSystemCalls.processExists(FileSystemCalls.processID))
    #expect(FileSystemCalls.processID == ProcessInfo.processInfo.processIdentifier)
    // Above the kernel's largest pid (4,194,304), so no process can have it.
    #expect(!FileSystemCalls.processExists(99_999_999))
  }

  @Test func resolvedPathFollowsLinksAndDots() throws {
    let folder = try TemporaryFolder()
    try folder.write("a", to: "sub/a.txt")
    try FileManager.default.createSymbolicLink(atPath: folder.path("l"), withDestinationPath: "sub")
    let real = try FileSystemCalls.resolvedPath(folder.url.path)
    #expect(try FileSystemCalls.resolvedPath(folder.path("l") + "/../l/a.txt") == real + "/sub/a.txt")
  }
}
