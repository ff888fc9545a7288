import Foundation
import Testing
import ThemePackTestSupport

/// `themepack diff` correct under everything (issue 47): two diffs into one output folder,
/// a linked work folder, a named pipe at the base revision, hostile option values and a
/// killed run's leftovers.
@Suite("themepack diff under races, links, pipes and hostile options")
struct DiffSafetyCommandTests {
  /// Starts `themepack arguments…` in `folder` and returns its process and output pipes.
  private static func start(_ arguments: [String], in folder: String) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = ThemePackBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, output, errors)
  }

  /// Waits for `process` at most `seconds`; kills it and returns nil when it runs longer.
  private static func finish(_ started: (Process, Pipe, Pipe), seconds: Double) -> ThemePackBinary.Result? {
    let (process, output, errors) = started
    let collected = Collected()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      collected.output = output.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: group) {
      collected.errors = errors.fileHandleForReading.readDataToEndOfFile()
    }
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      return nil
    }
    group.wait()
    return ThemePackBinary.Result(
      status: process.terminationStatus, standardOutput: String(decoding: collected.output, as: UTF8.self),
      standardError: String(decoding: collected.errors, as: UTF8.self))
  }

  private final class Collected: @unchecked Sendable {
    var output = Data()
    var errors = Data()
  }

  /// Two diffs into one output at once, of different projects: each reports its own
  /// comparison, whole, and the report left is one of the two.
  @Test func twoRacingDiffsEachReportTheirOwnResult() throws {
    let fixture = try DiffFixture("themepack-diff-race")
    let same = fixture.sample.folder.path("same")
    try SampleCopy.copy(to: same)
    let folder = fixture.sample.folder.path("")
    for round in 1...2 {
      let changed = try Self.start(
        ["diff", fixture.old, fixture.new, "--output", fixture.output], in: folder)
      let unchanged = try Self.start(["diff", fixture.old, same, "--output", fixture.output], in: folder)
      let first = try #require(Self.finish(changed, seconds: 600), "round \(round): the first diff ended")
      let second = try #require(Self.finish(unchanged, seconds: 600), "round \(round): the second diff ended")
      #expect(first.status == 0 && second.status == 0, "\(first.standardError)\(second.standardError)")
      #expect(first.standardOutput.contains("7 themes: 1 added, 6 changed (6 without a version bump)"))
      #expect(
        first.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  busIcon@3x.png (light)") }.count
          == 6)
      #expect(second.standardOutput.contains("6 themes: 6 unchanged"), "\(second.standardOutput)")
      #expect(!second.standardOutput.contains("busIcon"), "round \(round)")
      let saved = try String(contentsOfFile: fixture.output + "/diff/diff.json", encoding: .utf8)
      #expect(saved.contains("\"coral\"") == saved.contains("busIcon"), "round \(round): one report, whole")
    }
  }

  /// A symbolic link where the work folder goes: refused, and the folder it names untouched.
  @Test func aLinkedWorkFolderIsRefusedAndItsTargetKept() throws {
    let fixture = try DiffFixture("themepack-diff-linked")
    let repository = try fixture.repository()
    let victim = fixture.sample.folder.path("victim")
    try FileManager.default.createDirectory(atPath: victim + "/base", withIntermediateDirectories: true)
    try "keep".write(toFile: victim + "/base/notes.txt", atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(atPath: fixture.output, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: fixture.output + "/.themepack-diff", withDestinationPath: victim)
    let result = try ThemePackBinary.run(
      ["diff", "--base-ref", "HEAD", "--output", fixture.output], in: URL(fileURLWithPath: repository))
    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: '\(fixture.output)/.themepack-diff' is a symbolic link: a diff writes only into a folder "
        + "of its own there; remove it or choose another --output\n")
    #expect(try String(contentsOfFile: victim + "/base/notes.txt", encoding: .utf8) == "keep")
    #expect(try FileManager.default.contentsOfDirectory(atPath: victim) == ["base"])
  }

  /// A revision that holds a link to a named pipe where an image goes: the diff ends (the
  /// LFS check reads only regular files) with one line, never waiting on the pipe.
  @Test func aPipeAtTheBaseRevisionDoesNotHang() throws {
    let fixture = try DiffFixture("themepack-diff-fifo")
    let repository = try fixture.repository()
    let pipe = fixture.sample.folder.path("pipe")
    #expect(mkfifo(pipe, 0o600) == 0)
    let image = repository + "/Assets/Base/logo@3x.png"
    try FileManager.default.removeItem(atPath: image)
    try FileManager.default.createSymbolicLink(atPath: image, withDestinationPath: pipe)
    try DiffFixture.git(["commit", "-q", "-am", "a pipe"], in: repository)
    try FileManager.default.removeItem(atPath: image)
    try DiffFixture.git(["checkout", "-q", "HEAD~1", "--", "Assets/Base/logo@3x.png"], in: repository)
    let started = try Self.start(["diff", "--base-ref", "HEAD", "--output", fixture.output], in: repository)
    let result = try #require(Self.finish(started, seconds: 300), "the diff ended")
    #expect(result.status == 1, "\(result.standardError)")
    // The old side's lint refuses the link by name; the old side is not built (a link is no
    // error a diff builds past) and the report says so; the diff fails on that one finding.
    let lines = result.standardError.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.contains("error: ") }.count == 2, "\(result.standardError)")
    #expect(
      lines.first?.hasSuffix(
        "Base/logo@3x.png: error: [symbolic-link] symbolic link '\(fixture.output)"
          + "/.themepack-diff/base/Base/logo@3x.png' leads outside the project folder '\(fixture.output)"
          + "/.themepack-diff/base': '\(pipe)'") == true, "\(result.standardError)")
    #expect(
      lines.last
        == "error: the old project 'Assets@HEAD' does not lint (1 error) and could not be built: "
        + "'\(fixture.output)/diff/index.html' shows it")
  }

  /// What a killed diff left (a report staging folder, the base archive) is gone after the
  /// next diff; the report is in place.
  @Test func aKilledRunsLeftoversAreRemovedAtTheNextStart() throws {
    let fixture = try DiffFixture("themepack-diff-leftovers")
    let staging = fixture.output + "/.diff.staging-99999-abc"
    try FileManager.default.createDirectory(atPath: staging + "/pictures", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: fixture.output + "/.themepack-diff", withIntermediateDirectories: true)
    try "partial".write(
      toFile: fixture.output + "/.themepack-diff/base.tar", atomically: true, encoding: .utf8)
    let result = try ThemePackBinary.run(["diff", fixture.old, fixture.new, "--output", fixture.output])
    #expect(result.status == 0, "\(result.standardError)")
    let names = try FileManager.default.contentsOfDirectory(atPath: fixture.output).sorted()
    #expect(names == [".themepack-diff", ".themepack-diff.lock", "diff"])
    #expect(!FileManager.default.fileExists(atPath: fixture.output + "/.themepack-diff/base.tar"))
  }

  /// Hostile option values: each one line (exit 1) or a usage error (64), never help.
  @Test(arguments: ["-h", "--help", "twice", "markdownInNew", "markdownInOld", "markdownInReport"])
  func hostileOptionValues(_ name: String) throws {
    let fixture = try DiffFixture("themepack-diff-options")
    let repository = try fixture.repository()
    let project = repository + "/Assets"
    var arguments = ["diff", "--output", fixture.output]
    let expected: (Int32, String)
    switch name {
    case "-h", "--help":
      arguments += ["--base-ref", name]
      expected = (1, "error: '\(name)' is not a revision")
    case "twice":
      arguments += ["--base-ref", "HEAD", "--base-ref", "HEAD~1"]
      expected = (64, "Error: '--base-ref' takes one revision, and was given 2")
    case "markdownInNew":
      arguments += ["--base-ref", "HEAD", "--markdown", project + "/themepack.json"]
      expected = (1, "error: the Markdown summary '\(project)/themepack.json' is inside 'Assets'")
    case "markdownInOld":
      arguments = [
        "diff", fixture.old, fixture.new, "--output", fixture.output, "--markdown", fixture.old + "/x.md",
      ]
      expected = (1, "error: the Markdown summary '\(fixture.old)/x.md' is inside '\(fixture.old)'")
    default:
      arguments = [
        "diff", fixture.old, fixture.new, "--output", fixture.output, "--markdown",
        fixture.output + "/diff/s.md",
      ]
      expected = (
        1, "error: the Markdown summary '\(fixture.output)/diff/s.md' is inside '\(fixture.output)/diff'"
      )
    }
    let before = try String(contentsOfFile: project + "/themepack.json", encoding: .utf8)
    let result = try ThemePackBinary.run(arguments, in: URL(fileURLWithPath: repository))
    #expect(result.status == expected.0, "\(result.standardError)")
    #expect(result.standardError.hasPrefix(expected.1), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty, "no help: \(result.standardOutput)")
    #expect(try String(contentsOfFile: project + "/themepack.json", encoding: .utf8) == before)
    #expect(!FileManager.default.fileExists(atPath: fixture.output + "/diff"))
  }
}
