import Foundation
import Testing
import ThemePackTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 46's root cases through the built `themepack`: a damaged pointer is reported and
/// repaired, an unreadable root is an error, a FIFO as the index fails at once.
@Suite("journey: a damaged install root")
struct DamagedRootJourneyTests {
  @Test func aDamagedPointerIsReportedByInstalledAndRepairedByInstall() throws {
    let server = try NameAndVersionJourneyTests.Server()
    try server.publish("blue", "1.0.0")
    try #require(try server.run("install", "blue").status == 0)
    try Data("garbage\u{1}".utf8).write(to: URL(fileURLWithPath: server.into + "/blue/current"))

    let listed = try server.run("installed")
    #expect(listed.status == 0 && listed.standardOutput.isEmpty)
    #expect(
      listed.standardError
        == "warning: theme 'blue' is damaged: '\(server.into)/blue/current' names no version; "
        + "'themepack install --theme blue' repairs it\n")
    let repaired = try server.run("install", "blue")
    #expect(repaired.status == 0, "\(repaired.standardError)")
    #expect(try server.run("installed").standardOutput == "blue  current 1.0.0\n")
  }

  @Test func anInstallRootThatCannotBeListedExitsOne() throws {
    let folder = try TemporaryFolder()
    try folder.write("a file", to: "root")
    let listed = try ThemePackBinary.run(["installed", "--into", folder.path("root")])
    #expect(listed.status == 1)
    #expect(listed.standardError.hasPrefix("error: cannot list the install root '\(folder.path("root"))': "))
    #expect(
      !listed.standardError.contains("Error Domain") && listed.standardError.split(separator: "\n").count == 1
    )
  }

  @Test func aFIFOAsTheIndexFailsAtOnce() throws {
    let server = try NameAndVersionJourneyTests.Server()
    try FileManager.default.createDirectory(
      atPath: server.folder.path("server"), withIntermediateDirectories: true)
    try #require(mkfifo(server.index, 0o644) == 0)
    let result = try server.run("install", "blue", ["--timeout", "600"])
    #expect(result.status == 1)
    #expect(
      result.standardError.hasSuffix("'\(server.index)': it is a FIFO, not a regular file\n"),
      "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: server.into), "nothing made under --into")
  }
}
