import Foundation
import Testing

@Suite("themepack diff, end to end")
struct DiffCommandTests {
  static let shared = ["blue", "darkGray", "default", "silver", "sunFlower", "wisteria"]

  @Test func textJSONAndMarkdownNameEveryEdit() throws {
    let fixture = try DiffFixture("themepack-diff-cli")
    let markdownFile = fixture.sample.folder.path("summary.md")
    let text = try ThemePackBinary.run([
      "diff", fixture.old, fixture.new, "--output", fixture.output, "--markdown", markdownFile,
    ])
    #expect(text.status == 0, "\(text.standardError)")
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("theme coral: added (version 1.1.0, ") })
    #expect(lines.contains { $0.hasPrefix("theme blue: changed without a version bump (version 1.1.0); ") })
    #expect(lines.contains("  colour 'color' light: #226BAA → \(DiffFixture.blue)"))
    #expect(lines.filter { $0 == "  asset 'logo': removed (6 files)" }.count == Self.shared.count)
    #expect(lines.filter { $0.hasPrefix("  busIcon@3x.png (light): changed, ") }.count == Self.shared.count)
    #expect(lines.last == "wrote \(fixture.output)/diff/index.html")
    #expect(lines.contains("7 themes: 1 added, 6 changed (6 without a version bump)"))

    let markdown = try String(contentsOfFile: markdownFile, encoding: .utf8)
    #expect(markdown.hasPrefix("## ThemePack diff\n"))
    #expect(markdown.contains("|---|---|---|---|---|---|---|\n"))
    #expect(markdown.contains("| blue | changed, **no version bump** | 1.1.0 | "))
    #expect(markdown.contains("| coral | added | 1.1.0 | "))

    let json = try ThemePackBinary.run([
      "diff", fixture.old, fixture.new, "--output", fixture.output, "--json",
    ])
    #expect(json.status == 0, "\(json.standardError)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let themes = try #require(object["themes"] as? [[String: Any]])
    let byName = Dictionary(uniqueKeysWithValues: themes.map { ($0["name"] as! String, $0) })
    #expect(byName["coral"]?["status"] as? String == "added")
    #expect(byName["blue"]?["changedWithoutVersionBump"] as? Bool == true)
    for name in Self.shared {
      let images = try #require(byName[name]?["images"] as? [[String: Any]])
      #expect(images.contains { $0["asset"] as? String == "busIcon" && $0["status"] as? String == "changed" })
      #expect(images.contains { $0["asset"] as? String == "logo" && $0["status"] as? String == "removed" })
    }
    // --json prints what the report folder keeps.
    let saved = try String(contentsOfFile: fixture.output + "/diff/diff.json", encoding: .utf8)
    #expect(saved == json.standardOutput)
  }

  /// `--base-ref`: the old project is the project's folder at a git revision; the work tree
  /// is untouched.
  @Test func baseRefTakesTheOldProjectFromGit() throws {
    let fixture = try DiffFixture("themepack-diff-git")
    let repository = try fixture.repository()
    try DiffFixture.edit(repository + "/Assets")
    let status = try DiffFixture.git(["status", "--porcelain"], in: repository)
    let result = try ThemePackBinary.run(
      ["diff", "--base-ref", "HEAD", "--output", fixture.output], in: URL(fileURLWithPath: repository))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasPrefix("old: Assets@HEAD\nnew: Assets\n"))
    #expect(result.standardOutput.contains("theme coral: added"))
    #expect(result.standardOutput.contains("theme blue: changed without a version bump"))
    #expect(try DiffFixture.git(["status", "--porcelain"], in: repository) == status)
  }

  /// Each hostile command line gives one clear line and exit 1, or a usage error (64).
  enum Hostile: String, CaseIterable, CustomTestStringConvertible {
    case missingOld, oldIsAFile, noOutput, outputIsAFile, outputInsideProject, unknownRevision,
      notARepository,
      baseRefWithTwoProjects, newTwice, noOldNoBaseRef, projectInsideTheReport,
      foreignFolderWhereTheReportGoes, lfsPointerAtTheRevision

    var testDescription: String { rawValue }
  }

  @Test(arguments: Hostile.allCases)
  func hostileCommandLines(_ hostile: Hostile) throws {
    let fixture = try DiffFixture("themepack-diff-hostile")
    let (old, new, output) = (fixture.old, fixture.new, fixture.output)
    let file = fixture.sample.folder.path("file.txt")
    try "not a project".write(toFile: file, atomically: true, encoding: .utf8)
    var arguments: [String]
    var expected: (status: Int32, start: String)
    switch hostile {
    case .missingOld:
      arguments = ["diff", old + "-missing", new, "--output", output]
      expected = (1, "error: no old project folder '\(old)-missing'")
    case .oldIsAFile:
      arguments = ["diff", file, new, "--output", output]
      expected = (1, "error: the old project '\(file)' is a file, not a project folder")
    case .noOutput:
      arguments = ["diff", old, new]
      expected = (64, "Error: missing '--output <dir>'")
    case .outputIsAFile:
      arguments = ["diff", old, new, "--output", file]
      expected = (1, "error: the output folder '\(file)' is a file: choose a folder")
    case .outputInsideProject:
      arguments = ["diff", old, new, "--output", new + "/Output"]
      expected = (1, "error: the output folder '\(new)/Output' is inside the project '\(new)'")
    case .unknownRevision:
      let repository = try fixture.repository()
      arguments = [
        "diff", "--base-ref", "no-such-branch", "--assets", repository + "/Assets", "--output", output,
      ]
      expected = (1, "error: unknown revision 'no-such-branch' in the repository of '\(repository)/Assets'")
    case .notARepository:
      arguments = ["diff", "--base-ref", "HEAD", "--assets", new, "--output", output]
      expected = (1, "error: cannot use --base-ref: '\(new)' is not in a git work tree")
    case .baseRefWithTwoProjects:
      arguments = ["diff", "--base-ref", "HEAD", old, new, "--output", output]
      expected = (64, "Error: unexpected argument '\(new)': with '--base-ref' the old project comes from git")
    case .newTwice:
      arguments = ["diff", old, new, "--assets", new, "--output", output]
      expected = (64, "Error: '--assets' and <new> cannot be used together")
    case .noOldNoBaseRef:
      arguments = ["diff", "--output", output]
      expected = (64, "Error: missing old project folder (or '--base-ref <rev>')")
    case .projectInsideTheReport:
      // The builds' folder is the diff's to replace, as `<output>/diff` is (a project named
      // `diff` there is refused as not a report: foreignFolderWhereTheReportGoes).
      let inside = output + "/.themepack-diff/new"
      try FileManager.default.createDirectory(
        atPath: output + "/.themepack-diff", withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: new, toPath: inside)
      arguments = ["diff", old, inside, "--output", output]
      expected = (
        1, "error: the project '\(inside)' is inside '\(output)/.themepack-diff', which a diff replaces"
      )
    case .foreignFolderWhereTheReportGoes:
      try FileManager.default.createDirectory(atPath: output + "/diff", withIntermediateDirectories: true)
      try "mine".write(toFile: output + "/diff/notes.txt", atomically: true, encoding: .utf8)
      arguments = ["diff", old, new, "--output", output]
      expected = (1, "error: '\(output)/diff' exists and is not a diff report (no diff.json)")
    case .lfsPointerAtTheRevision:
      // A repository whose images are in Git LFS: `git archive` gives their pointers.
      let repository = try fixture.repository()
      try "version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".write(
        toFile: repository + "/Assets/Base/logo@3x.png", atomically: true, encoding: .utf8)
      _ = try DiffFixture.git(["commit", "-q", "-am", "lfs"], in: repository)
      arguments = ["diff", "--base-ref", "HEAD", "--assets", repository + "/Assets", "--output", output]
      expected = (1, "error: 'Base/logo@3x.png' at 'HEAD' is a Git LFS pointer, not the image")
    }
    // The temporary folder is outside any repository, so git's answer is the expected one.
    let result = try ThemePackBinary.run(arguments, in: URL(fileURLWithPath: fixture.sample.folder.path("")))
    #expect(result.status == expected.status, "\(result.standardError)")
    let lines = result.standardError.split(separator: "\n").map(String.init)
    if expected.status == 64 {
      #expect(lines.first == expected.start, "\(result.standardError)")
    } else {
      let errors = lines.filter { $0.hasPrefix("error: ") }
      #expect(errors.count == 1, "\(result.standardError)")
      #expect(errors.first?.hasPrefix(expected.start) == true, "\(result.standardError)")
      #expect(lines.count == 1, "\(result.standardError)")
    }
    #expect(result.standardOutput.isEmpty)
    switch hostile {
    case .projectInsideTheReport:
      #expect(
        FileManager.default.fileExists(atPath: output + "/.themepack-diff/new/themepack.json"),
        "the project is kept")
    case .foreignFolderWhereTheReportGoes:
      #expect(try String(contentsOfFile: output + "/diff/notes.txt", encoding: .utf8) == "mine")
    default:
      #expect(!FileManager.default.fileExists(atPath: output + "/diff"))
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a project")
  }
}
