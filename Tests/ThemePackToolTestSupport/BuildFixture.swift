import Foundation
import Testing
import ThemePackBuild
import ThemePackProject
import ThemePackSupport
import ThemePackTestSupport

/// A small project that builds (`LintFixture`'s: master `icon`, template-tinted, themes `a`
/// and `b`) with an output folder of its own, for the stage tests of the build.
package final class BuildFixture: @unchecked Sendable {
  package let project: LintFixture
  package let outputFolder: TemporaryFolder

  package init() throws {
    project = try LintFixture()
    outputFolder = try TemporaryFolder("themepack-build")
  }

  package var output: String { outputFolder.path("Output") }

  package var options: BuildOptions {
    BuildOptions(assetsPath: project.assets, outputPath: output, jobs: 2)
  }

  /// Builds with the standard layouts and `extra`.
  @discardableResult
  package func build(extra: [any OutputLayout] = [], options: BuildOptions? = nil) throws -> BuildResult {
    try Builder.build(options ?? self.options, extraLayouts: extra)
  }

  /// The plan a build would follow now.
  package func plan(_ options: BuildOptions? = nil) throws -> BuildPlan {
    try Builder.plan(options ?? self.options).plan
  }

  /// The loaded project (it lints clean).
  package func loaded() throws -> ThemeProject {
    try #require(ThemeProject.load(assetsPath: project.assets).project)
  }

  /// Every file under the output folder with its size and modification time.
  package func snapshot() -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    let walker = FileManager.default.enumerator(atPath: output)
    while let path = walker?.nextObject() as? String {
      if let stamp = FileStamp.of(output + "/" + path) { stamps[path] = stamp }
    }
    return stamps
  }
}
