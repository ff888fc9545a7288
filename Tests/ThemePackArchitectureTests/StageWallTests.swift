import Foundation
import Testing
import ThemePackToolTestSupport

/// The walls between the tool's stage targets (issue 50): no stage target is a product, so
/// nothing in them is `public`; what one stage offers the next is `package`, and what it keeps
/// to itself is `internal` or `private`. Only ThemePackClient (the one library product) and
/// ThemePackArchive (whose types the client's public API carries) declare public things.
@Suite("Stage targets declare nothing public")
struct StageWallTests {
  /// The targets whose declarations may be public.
  static let publicTargets: Set<String> = ["ThemePackClient", "ThemePackArchive"]

  static func stageTargets() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: FolderDependencyTests.sources.path)
      .filter { $0.hasPrefix("ThemePack") && !publicTargets.contains($0) }.sorted()
  }

  /// How many times `public` stands as a word of code (comments and strings skipped).
  static func publicLines(in source: String) -> Int {
    SwiftTokenizer.tokens(of: source).filter { $0 == .word("public") }.count
  }

  @Test func noStageTargetDeclaresAnythingPublic() throws {
    let manager = FileManager.default
    let targets = try Self.stageTargets()
    #expect(
      targets.contains("ThemePackBuild") && targets.contains("ThemePackCLI"), "the scan found the stages")
    for target in targets {
      let folder = FolderDependencyTests.sources.appendingPathComponent(target)
      let files = (try? manager.subpathsOfDirectory(atPath: folder.path)) ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        let count = Self.publicLines(in: source)
        #expect(count == 0, "\(target)/\(file) declares \(count) public things: make them package")
      }
    }
  }

  @Test(arguments: [
    ("public struct A {}", 1), ("package struct A { public var x: Int }", 1), ("package struct A {}", 0),
    ("// public struct A {}", 0), (#"let s = "public func f()""#, 0), ("let publicKey = 1", 0),
  ])
  func theScanCountsPublicInCodeOnly(_ source: String, _ expected: Int) {
    #expect(Self.publicLines(in: source) == expected)
  }
}
