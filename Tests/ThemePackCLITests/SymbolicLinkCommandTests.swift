import Foundation
import Testing
import ThemePackTestSupport

/// `lint` and `build` of a project holding symbolic links, run as a user would: a link that
/// leads outside the project or loops fails with exit 1 and writes nothing to the output;
/// a link that stays inside is followed.
@Suite("symbolic links in a project, end to end")
struct SymbolicLinkCommandTests {
  /// A copy of the sample `Assets/` and, beside it (outside the project), a folder holding
  /// a copy of one master: a valid PNG that would build if it were followed.
  final class Setup: @unchecked Sendable {
    let folder: TemporaryFolder
    var assets: String { folder.path("Assets") }
    var output: String { folder.path("Output") }
    var outside: String { folder.path("elsewhere/private@3x.png") }

    init() throws {
      folder = try TemporaryFolder("themepack-links")
      try SampleCopy.copy(to: assets)
      try FileManager.default.createDirectory(
        atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: assets + "/Base/logo@3x.png", toPath: outside)
    }

    /// Replaces `relative` in the project with a symbolic link to `target`.
    func link(_ relative: String, to target: String) throws {
      try? FileManager.default.removeItem(atPath: assets + "/" + relative)
      try FileManager.default.createSymbolicLink(atPath: assets + "/" + relative, withDestinationPath: target)
    }

    func run(_ command: String) throws -> ThemePackBinary.Result {
      let output = command == "lint" ? [] : ["--output", output]
      return try ThemePackBinary.run([command, "--assets", assets] + output)
    }

    /// The lint line for a link leading outside.
    func outsideLine(_ relative: String, target: String) -> String {
      let path = assets + "/" + relative
      return "\(path): error: [symbolic-link] symbolic link '\(path)' leads outside the project folder "
        + "'\(assets)': '\(target)'\n"
    }
  }

  @Test(arguments: ["Base/logo@3x.png", "Themes/blue/themePreview@3x.png"])
  func aFileLinkingOutsideFailsLintAndBuildAndWritesNothing(relative: String) throws {
    let setup = try Setup()
    try setup.link(relative, to: setup.outside)
    let lint = try setup.run("lint")
    #expect(lint.status == 1)
    #expect(lint.standardOutput == setup.outsideLine(relative, target: setup.outside))
    for command in ["build", "package"] {
      let result = try setup.run(command)
      #expect(result.status == 1, "\(command)")
      #expect(result.standardError.contains(setup.outsideLine(relative, target: setup.outside)), "\(command)")
      #expect(result.standardError.hasSuffix("error: cannot build: lint found 1 error\n"), "\(command)")
      #expect(!FileManager.default.fileExists(atPath: setup.output), "\(command) wrote to the output folder")
    }
  }

  @Test func aLinkInsideTheProjectBuilds() throws {
    let setup = try Setup()
    try FileManager.default.createDirectory(
      atPath: setup.assets + "/Originals", withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      atPath: setup.assets + "/Base/logo@3x.png", toPath: setup.assets + "/Originals/logo@3x.png")
    try setup.link("Base/logo@3x.png", to: "../Originals/logo@3x.png")
    #expect(try setup.run("lint").status == 0)
    let build = try setup.run("build")
    #expect(build.status == 0, "\(build.standardError)")
    #expect(FileManager.default.fileExists(atPath: setup.output + "/themes/blue/logo@3x.png"))
  }

  @Test func aLinkLoopIsRefusedWithAClearMessage() throws {
    let setup = try Setup()
    try setup.link("Base/logo@3x.png", to: "logo.dark@3x.png")
    try setup.link("Base/logo.dark@3x.png", to: "logo@3x.png")
    let lint = try setup.run("lint")
    #expect(lint.status == 1)
    let base = setup.assets + "/Base/"
    #expect(
      lint.standardOutput
        == "\(base)logo.dark@3x.png: error: [symbolic-link] symbolic link '\(base)logo.dark@3x.png' forms a loop: "
        + "'logo@3x.png'\n"
        + "\(base)logo@3x.png: error: [symbolic-link] symbolic link '\(base)logo@3x.png' forms a loop: "
        + "'logo.dark@3x.png'\n")
    let build = try setup.run("build")
    #expect(build.status == 1)
    #expect(!FileManager.default.fileExists(atPath: setup.output))
  }

  @Test func helpLintListsTheRule() throws {
    let help = try ThemePackBinary.run(["help", "lint"])
    #expect(help.standardOutput.contains("symbolic-link"))
  }
}
