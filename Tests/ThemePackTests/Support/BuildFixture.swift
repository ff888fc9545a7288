import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePack

/// A small project that builds (`LintFixture`'s: master `icon`, template-tinted, themes `a`
/// and `b`) with an output folder of its own, for the stage tests of the build.
final class BuildFixture: @unchecked Sendable {
  let project: LintFixture
  let outputFolder: TemporaryFolder

  init() throws {
    project = try LintFixture()
    outputFolder = try TemporaryFolder("themepack-build")
  }

  var output: String { outputFolder.path("Output") }

  var options: BuildOptions {
    BuildOptions(assetsPath: project.assets, outputPath: output, jobs: 2)
  }

  /// Builds with the standard layouts and `extra`.
  @discardableResult
  func build(extra: [any OutputLayout] = [], options: BuildOptions? = nil) throws -> BuildResult {
    try Builder.build(options ?? self.options, extraLayouts: extra)
  }

  /// The plan a build would follow now.
  func plan(_ options: BuildOptions? = nil) throws -> BuildPlan {
    try Builder.plan(options ?? self.options).plan
  }

  /// The loaded project (it lints clean).
  func loaded() throws -> ThemeProject {
    try #require(ThemeProject.load(assetsPath: project.assets).project)
  }

  /// Every file under the output folder with its size and modification time.
  func snapshot() -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    let walker = FileManager.default.enumerator(atPath: output)
    while let path = walker?.nextObject() as? String {
      if let stamp = FileStamp.of(output + "/" + path) { stamps[path] = stamp }
    }
    return stamps
  }
}
