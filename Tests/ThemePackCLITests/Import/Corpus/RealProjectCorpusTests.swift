import Foundation
import Testing
import ThemePackCatalog
import ThemePackImport
import ThemePackTestSupport

/// The real-project corpus (`Tests/RealProjects`: public iOS projects, each with its source and
/// licence), run as a user would: `init`, `lint --strict` (clean but for the warnings a run
/// names as real), `build`; then every image of a catalog at each of its scales, every colour
/// in every appearance the source states or iOS falls back to, and every SwiftTheme key path
/// and value, against what was built (`RealProjectKindsTests.expectKept`).
///
/// The projects' files came in through a snapshot that developers may not commit: the suite
/// runs on the folder `THEMEPACK_REAL_PROJECTS` names (`make real-projects`) and is skipped,
/// saying so, without it.
@Suite("init keeps every picture, colour and value of real projects (THEMEPACK_REAL_PROJECTS)")
struct RealProjectCorpusTests {
  @Test(
    .enabled(
      if: CorpusRun.corpus != nil,
      "THEMEPACK_REAL_PROJECTS names no corpus folder (make real-projects REAL_PROJECTS=<folder>)"),
    arguments: CorpusRun.all)
  func initLintBuildKeepsEverything(run: CorpusRun) throws {
    let corpus = try #require(CorpusRun.corpus)
    let folder = try TemporaryFolder("real-project")
    let project = folder.path("project")
    let from = corpus + "/" + run.from
    let arguments = run.arguments.map { $0.hasPrefix("@/") ? corpus + $0.dropFirst(1) : $0 }
    let imported = try ThemePackBinary.run(["init", "--from", from, "--into", project] + arguments)
    if let refused = run.refused {
      #expect(imported.status == 1, "\(imported.standardOutput)")
      #expect(imported.standardError.contains(refused), "\(imported.standardError)")
      #expect(imported.standardError.split(separator: "\n").count == 1, "\(imported.standardError)")
      return
    }
    try #require(imported.status == 0, "\(imported.standardError)")
    try RealProjectKindsTests.expectLintsClean(project, allowing: run.allowedWarnings)
    let output = folder.path("Output")
    let formats = ["runtime", "xcassets"] + (run.kind == .swiftTheme ? ["swiftTheme"] : [])
    let build = try ThemePackBinary.run(
      ["build", "--assets", project, "--output", output] + formats.flatMap { ["--output-format", $0] })
    try #require(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    if run.kind == .swiftTheme {
      try Self.expectThemeFiles(from, output: output, skipping: Set(run.keyPathsNotCompared))
    }
    guard run.kind == .catalog else { return }
    var source = try ProjectKind.catalogSource(from, theme: Self.theme(of: from))
    let skipped = run.notCompared.map { corpus + "/" + $0 }
    source.images.removeAll { skipped.contains($0.source) }
    source.colors.removeAll(where: \.values.isEmpty)  // an empty set (Xcode's default AccentColor)
    try RealProjectKindsTests.expectKept(source, output: output)
  }

  /// Every key path and value of each SwiftTheme file in the folder `from` (a theme named
  /// after its file) in the built `<theme>.plist`; a key path whose built value is a file
  /// name (`icon.png`) is an image, which the build drew from the catalog or folder.
  private static func expectThemeFiles(_ from: String, output: String, skipping: Set<String>) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: from, isDirectory: &isFolder), isFolder.boolValue else {
      return
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: from).filter {
      $0.hasSuffix(".plist") || $0.hasSuffix(".json")
    }
    #expect(!files.isEmpty, "no theme file in \(from)")
    for file in files.sorted() {
      let theme = SourceName.valid(String(file.split(separator: ".").dropLast().joined(separator: ".")))
      let built = "\(output)/themes/\(theme)/\(theme).plist"
      let images = try RealProjectKindsTests.leaves(built).compactMap {
        keyPath, value -> ProjectKind.Image? in
        guard case .string(let name) = value, name.hasSuffix(".png") else { return nil }
        return ProjectKind.Image(source: "", built: .keyPath(theme: theme, keyPath: keyPath, scale: 1))
      }
      try RealProjectKindsTests.expectKeyPaths(
        of: from + "/" + file, in: built, images: images, skipping: skipping)
    }
  }

  /// The one theme a catalog becomes (named after it), or nil when its groups are themes.
  private static func theme(of catalog: String) -> String? {
    guard CatalogImporter.themeGroups(CatalogReader.read(catalog)) == nil else { return nil }
    let file = String(catalog.split(separator: "/").last ?? "")
    let stem = file.hasSuffix(".xcassets") ? String(file.dropLast(9)) : file
    return SourceName.valid(stem, fallback: "catalog")
  }
}
