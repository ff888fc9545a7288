import Foundation
import Testing
import ThemePackBuild
import ThemePackImport
import ThemePackLint
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `init` of a catalog the build wrote with vector sets: each comes back as a vector master
/// (or each theme's own vector), never a recoloured PNG, and building the project again
/// gives the same catalog, byte for byte.
@Suite("init keeps a catalog's vector sets as vectors")
struct VectorImportTests {
  static let otherBadge = VectorFixtures.badge.replacingOccurrences(of: "#E74C3C", with: "#2C3E50")

  private func catalogTree(_ path: String) throws -> [String: Data] {
    var tree: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: path)
    while let relative = walker?.nextObject() as? String {
      var isFolder: ObjCBool = false
      FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isFolder)
      if !isFolder.boolValue {
        tree[relative] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))
      }
    }
    return tree
  }

  /// Builds `fixture`, imports its catalog, builds the import; the two catalogs and the
  /// imported project's folder.
  private func roundTrip(_ fixture: BuildFixture, in folder: TemporaryFolder) throws -> (
    first: [String: Data], again: [String: Data], project: String
  ) {
    #expect(fixture.project.lint().errorCount == 0, "\(fixture.project.lint().findings.map(\.description))")
    try fixture.build()
    let catalog = fixture.output + "/test.themes.xcassets"
    let project = folder.path("project")
    _ = try ProjectImporter.run(ImportOptions(from: catalog, into: project))
    let output = folder.path("out")
    let report = Linter.lint(assetsPath: project)
    #expect(report.errorCount == 0, "\(report.findings.map(\.description))")
    try Builder.build(BuildOptions(assetsPath: project, outputPath: output, jobs: 2))
    return (try catalogTree(catalog), try catalogTree(output + "/test.themes.xcassets"), project)
  }

  @Test func theSameVectorInEveryThemeComesBackAsAVectorMaster() throws {
    let fixture = try BuildFixture()
    try fixture.project.remove("Base/icon@3x.png")
    try fixture.project.write(
      #"{ "packageName": "test.themes", "scales": [1, 2, 3], "assets": { "#
        + #""logo": { "source": "master", "tint": "none", "dark": "explicitFile" } } }"#, to: "themepack.json"
    )
    let pdf = try ReferenceRenderer.pdf(fromSVG: VectorFixtures.badge)
    try fixture.project.write(pdf, to: "Base/logo.pdf")
    try fixture.project.write(Self.otherBadge, to: "Base/logo.dark.svg")
    let folder = try TemporaryFolder("vector-import")
    let (first, again, project) = try roundTrip(fixture, in: folder)
    #expect(first == again)
    #expect(FileManager.default.contents(atPath: project + "/Base/logo.pdf") == Data(pdf))
    #expect(FileManager.default.fileExists(atPath: project + "/Base/logo.dark.svg"))
    let config = try String(contentsOfFile: project + "/themepack.json", encoding: .utf8)
    #expect(
      config.contains(#""dark" : "explicitFile""#) || config.contains(#""dark": "explicitFile""#), "\(config)"
    )
  }

  @Test func vectorsThatDifferBetweenThemesStayEachThemesOwn() throws {
    let fixture = try BuildFixture()
    try fixture.project.remove("Base/icon@3x.png")
    try fixture.project.write(
      #"{ "packageName": "test.themes", "scales": [1, 2, 3], "assets": { "#
        + #""logo": { "source": "master", "tint": "none", "dark": "same" } } }"#, to: "themepack.json")
    try fixture.project.write(VectorFixtures.badge, to: "Base/logo.svg")
    try fixture.project.write(Self.otherBadge, to: "Themes/b/logo.svg")
    let folder = try TemporaryFolder("vector-import")
    let (first, again, project) = try roundTrip(fixture, in: folder)
    #expect(first == again)
    #expect(FileManager.default.fileExists(atPath: project + "/Themes/a/logo.svg"))
    #expect(
      FileManager.default.contents(atPath: project + "/Themes/b/logo.svg") == Data(Self.otherBadge.utf8))
    #expect(!FileManager.default.fileExists(atPath: project + "/Base/logo.svg"))
  }
}
