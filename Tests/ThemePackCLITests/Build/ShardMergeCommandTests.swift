import Foundation
import Testing
import ThemePackTestSupport

/// `themepack build --shard i/n` on three "machines" and `themepack merge`, run as CI
/// would, on a copy of the sample project.
@Suite("themepack build --shard and merge, end to end")
struct ShardMergeCommandTests {
  typealias SampleProject = BuildCommandTests.SampleProject

  static func run(_ arguments: [String]) throws -> ThemePackBinary.Result {
    try ThemePackBinary.run(arguments)
  }

  @Test func threeShardsMergedEqualOneBuildAndPackageRendersNothing() throws {
    let project = try SampleProject()
    #expect(try project.build().status == 0)
    var shards: [String] = []
    for index in 1...3 {
      let folder = project.folder.path("shard\(index)")
      let result = try Self.run(
        ["build", "--assets", project.assets, "--output", folder, "--shard", "\(index)/3"])
      #expect(result.status == 0, "\(result.standardError)")
      shards.append(folder)
    }
    let built = try FileManager.default.contentsOfDirectory(atPath: shards[0] + "/themes").sorted()
    #expect(built == ["darkGray", "silver", "wisteria"])

    let merge = try Self.run(["merge"] + shards + ["--output", project.folder.path("Merged")])
    #expect(merge.status == 0, "\(merge.standardError)")
    #expect(merge.standardOutput.contains("merged 3 shards: 6 themes"))
    let full = try project.tree("Output").filter { !$0.key.hasPrefix(".themepack-cache") }
    let merged = try project.tree("Merged").filter { !$0.key.hasPrefix(".themepack-cache") }
    #expect(merged == full)
    #expect(!merged.keys.contains(".themepack-shard.json"))

    let package = try Self.run([
      "package", "--assets", project.assets, "--output", project.folder.path("Merged"),
    ])
    #expect(package.status == 0, "\(package.standardError)")
    #expect(
      package.standardOutput.contains("built 6 themes (6 already up to date)"), "\(package.standardOutput)")
    #expect(package.standardOutput.contains("54 assets (54 from cache)"), "\(package.standardOutput)")
  }

  @Test func aMissingShardIsRefusedAndNothingIsWritten() throws {
    let project = try SampleProject()
    let folder = project.folder.path("shard1")
    #expect(
      try Self.run(["build", "--assets", project.assets, "--output", folder, "--shard", "1/3"]).status == 0)
    let merge = try Self.run(["merge", folder, "--output", project.folder.path("Merged")])
    #expect(merge.status == 1)
    #expect(merge.standardError.contains("cannot merge: shards 2/3, 3/3 missing"))
    #expect(!FileManager.default.fileExists(atPath: project.folder.path("Merged")))
  }

  @Test(arguments: [
    ["build", "--shard", "0/3"], ["build", "--shard", "two/3"],
    ["build", "--shard", "1/3", "--theme", "blue"],
    ["merge"],
  ])
  func aWrongCommandLineIsAUsageError(arguments: [String]) throws {
    #expect(try Self.run(arguments).status == 64)
  }
}
