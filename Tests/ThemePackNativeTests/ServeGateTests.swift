import Foundation
import Testing
import ThemePackNative
import ThemePackSupport
import ThemePackTestSupport

/// The gates the live preview stands on: a loopback listener and its connections, the
/// kernel's folder notices, and the watcher over them (with polling forced as well).
@Suite("Serve gates: loopback sockets, folder notices, the folder watcher")
struct ServeGateTests {
  @Test func theListenerTakesAFreeLoopbackPortAndAnswersOverIt() throws {
    let listener = try LoopbackListener(port: 0)
    defer { listener.close() }
    #expect(listener.port > 0)
    #expect(try listener.accept(timeoutMilliseconds: 0) == nil, "nothing is waiting yet")

    let client = try LoopbackHTTPClient(port: listener.port, target: "/hello", timeout: 10)
    let connection = try #require(try listener.accept(timeoutMilliseconds: 10_000))
    defer { connection.close() }
    #expect(connection.wait(timeoutMilliseconds: 10_000) == .readable)
    let request = String(decoding: try connection.read(maximum: 4096), as: UTF8.self)
    #expect(request.hasPrefix("GET /hello HTTP/1.1\r\n"))
    try connection.send(Array("HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n".utf8))
    connection.close()
    #expect(try client.response().status == 204)
  }

  @Test func aTakenPortIsAnError() throws {
    let first = try LoopbackListener(port: 0)
    defer { first.close() }
    #expect(throws: SystemCallError.self) { _ = try LoopbackListener(port: first.port) }
    #expect(throws: SystemCallError.self) { _ = try LoopbackListener(port: 70_000) }
  }

  /// A send to a peer that never reads gives up at its overall deadline, however many
  /// partial sends it made, and sooner when told to give up.
  @Test func aSendToAPeerThatNeverReadsGivesUp() throws {
    let listener = try LoopbackListener(port: 0)
    defer { listener.close() }
    let client = try LoopbackHTTPClient(port: listener.port, sending: [], timeout: 10, receiveBuffer: 4096)
    let connection = try #require(try listener.accept(timeoutMilliseconds: 10_000))
    defer { connection.close() }
    let bytes = [UInt8](repeating: 0, count: 32 << 20)
    var started = Date()
    #expect(throws: SystemCallError(code: ETIMEDOUT)) {
      try connection.send(bytes, timeoutMilliseconds: 300)
    }
    #expect(Date().timeIntervalSince(started) < 3, "the deadline was 300 ms")
    started = Date()
    let askedAt = started
    #expect(throws: SystemCallError(code: ETIMEDOUT)) {
      try connection.send(bytes, timeoutMilliseconds: 60_000) { Date().timeIntervalSince(askedAt) > 0.2 }
    }
    #expect(Date().timeIntervalSince(started) < 3, "told to give up after 200 ms")
    withExtendedLifetime(client) {}
  }

  /// The mode the watcher takes unless polling is forced: the kernel's notices on Linux;
  /// Darwin has no inotify, so the watcher polls there.
  #if os(Linux)
    static let unforcedMode = FolderWatcher.Mode.notices
  #else
    static let unforcedMode = FolderWatcher.Mode.polling
  #endif

  #if !os(Linux)
    /// Darwin has no inotify: starting a notifier says so, and the watcher falls back to polling.
    @Test func noticesAreUnavailableSoTheWatcherPolls() throws {
      #expect(throws: SystemCallError.notImplemented) { _ = try FolderEvents() }
      let folder = try TemporaryFolder("themepack-no-notices")
      let watcher = FolderWatcher(root: folder.path(""))
      defer { watcher.close() }
      #expect(watcher.mode == .polling)
    }
  #endif

  #if os(Linux)
    @Test func noticesReportARenameIntoAWatchedFolderAndANewFolder() throws {
      let folder = try TemporaryFolder("themepack-notices")
      let events = try FolderEvents()
      defer { events.close() }
      let watch = try events.watch(folder.path(""))
      try folder.write("{}", to: ".theme.json.saving")
      #expect(rename(folder.path(".theme.json.saving"), folder.path("theme.json")) == 0)
      try FileManager.default.createDirectory(atPath: folder.path("New"), withIntermediateDirectories: false)
      var seen: [FolderEvent] = []
      let deadline = Date() + 10
      while Date() < deadline && !seen.contains(where: { $0.name == "New" }) {
        seen += try events.next(timeoutMilliseconds: 100)
      }
      #expect(seen.contains { $0.watch == watch && $0.name == "theme.json" && $0.isArrival && !$0.isFolder })
      #expect(seen.contains { $0.name == "New" && $0.isArrival && $0.isFolder })
    }
  #endif

  /// A change two folders down, in a folder made after the watcher started, is seen with
  /// the kernel's notices and with polling.
  @Test(arguments: [false, true])
  func theWatcherSeesAChangeInANewSubfolder(forcePolling: Bool) throws {
    let folder = try TemporaryFolder("themepack-watcher")
    try folder.write("{}", to: "Themes/blue/theme.json")
    let watcher = FolderWatcher(root: folder.path(""), forcePolling: forcePolling)
    defer { watcher.close() }
    #expect(watcher.mode == (forcePolling ? .polling : Self.unforcedMode))
    #expect(!watcher.next(timeoutMilliseconds: 400), "nothing changed yet")

    try FileManager.default.createDirectory(
      atPath: folder.path("Themes/red"), withIntermediateDirectories: false)
    #expect(Self.changed(watcher), "a new folder")
    try folder.write("{}", to: "Themes/red/theme.json")
    #expect(Self.changed(watcher), "a file in the new folder")
    try folder.write("x", to: "Themes/red/.theme.json.swp")
    try folder.write("x", to: "Themes/red/theme.json~")
    #expect(!watcher.next(timeoutMilliseconds: 700), "editors' hidden and backup files are ignored")
  }

  /// An output folder inside the watched one, made after the watcher started, is not
  /// watched: a render writing into it must not wake the watcher again.
  @Test(arguments: [false, true])
  func anExcludedFolderMadeLaterIsNotWatched(forcePolling: Bool) throws {
    let folder = try TemporaryFolder("themepack-watcher-excluded")
    try folder.write("{}", to: "themepack.json")
    let watcher = FolderWatcher(
      root: folder.path(""), excluding: [folder.path("Output")], forcePolling: forcePolling)
    defer { watcher.close() }
    try folder.write("<html>", to: "Output/preview/index.html")
    _ = Self.changed(watcher)
    try folder.write("<html>", to: "Output/preview/other.html")
    #expect(!watcher.next(timeoutMilliseconds: 700), "a write inside the excluded folder")
    try folder.write("{ }", to: "themepack.json")
    #expect(Self.changed(watcher), "a write outside it")
  }

  /// A project folder reached through a symbolic link is watched all the same.
  @Test(arguments: [false, true])
  func aRootReachedThroughALinkIsWatched(forcePolling: Bool) throws {
    let folder = try TemporaryFolder("themepack-watcher-link")
    try folder.write("{}", to: "Real/Themes/blue/theme.json")
    try FileManager.default.createSymbolicLink(atPath: folder.path("Assets"), withDestinationPath: "Real")
    let watcher = FolderWatcher(root: folder.path("Assets"), forcePolling: forcePolling)
    defer { watcher.close() }
    try folder.write(##"{"color": "#B02E0C"}"##, to: "Real/Themes/blue/theme.json")
    #expect(Self.changed(watcher))
  }

  /// A renamed folder stays watched under its new name, and so do the folders below it: a
  /// save by rename inside it, and a file in a folder made later below it, are seen.
  @Test(arguments: [false, true])
  func aRenamedFolderStaysWatched(forcePolling: Bool) throws {
    let folder = try TemporaryFolder("themepack-watcher-rename")
    try folder.write("{}", to: "Themes/blue/theme.json")
    try folder.write("x", to: "Themes/blue/Images/logo.svg")
    let watcher = FolderWatcher(root: folder.path(""), forcePolling: forcePolling)
    defer { watcher.close() }
    #expect(rename(folder.path("Themes/blue"), folder.path("Themes/bleu")) == 0)
    #expect(Self.changed(watcher), "the rename")
    Self.drain(watcher)

    try folder.write(##"{"color": "#B02E0C"}"##, to: "Themes/bleu/.theme.json.saving")
    #expect(rename(folder.path("Themes/bleu/.theme.json.saving"), folder.path("Themes/bleu/theme.json")) == 0)
    #expect(Self.changed(watcher), "a save by rename in the renamed folder")
    Self.drain(watcher)
    try FileManager.default.createDirectory(
      atPath: folder.path("Themes/bleu/Images/New"), withIntermediateDirectories: false)
    Self.drain(watcher)
    try folder.write("y", to: "Themes/bleu/Images/New/logo.svg")
    #expect(Self.changed(watcher), "a file in a new folder below the renamed one")
  }

  /// Reads `watcher` until it has been quiet for half a second (at most 10 s).
  static func drain(_ watcher: FolderWatcher) {
    let deadline = Date() + 10
    while Date() < deadline && watcher.next(timeoutMilliseconds: 500) {}
  }

  /// Whether `watcher` reports a change within 10 s.
  static func changed(_ watcher: FolderWatcher) -> Bool {
    let deadline = Date() + 10
    while Date() < deadline {
      if watcher.next(timeoutMilliseconds: 100) { return true }
    }
    return false
  }
}
