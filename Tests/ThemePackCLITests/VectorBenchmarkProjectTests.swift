import Foundation
import Testing
import ThemePackTestSupport

/// `SampleAssetsGenerator --benchmark DIR --vector`, the project of `make bench`'s vector job:
/// SVG icons that lint clean, build at every scale for every theme, and are the same bytes on
/// every run.
@Suite("SampleAssetsGenerator --benchmark --vector, run as make bench runs it")
struct VectorBenchmarkProjectTests {
  /// Nine icons: every one of the eight drawing families, and the first again.
  static let arguments = ["--vector", "--themes", "2", "--assets", "9"]

  @Test func smallVectorProjectLintsCleanBuildsAndIsTheSameBytesEveryRun() throws {
    let folder = try TemporaryFolder("themepack-vector-bench-project")
    #expect(try BenchmarkProjectTests.generate([folder.path("first")] + Self.arguments) == 0)
    #expect(try BenchmarkProjectTests.generate([folder.path("second")] + Self.arguments) == 0)
    let first = try BenchmarkProjectTests.files(under: folder.path("first"))
    #expect(first == (try BenchmarkProjectTests.files(under: folder.path("second"))))

    let icons = (1...9).map { String(format: "icon%03d", $0) }
    var expected = Set(icons.map { "Base/\($0).svg" } + ["themepack.json"])
    expected.formUnion(["Themes/theme01/theme.json", "Themes/theme02/theme.json"])
    #expect(Set(first.keys) == expected)
    // The sizes of BenchmarkProject's icons, in points, as the document's own size.
    let svg = String(decoding: try #require(first["Base/icon002.svg"]), as: UTF8.self)
    #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28""#))

    let lint = try ThemePackBinary.run(["lint", "--assets", folder.path("first"), "--strict"])
    #expect(lint.status == 0)
    #expect(lint.standardOutput == "")
    #expect(lint.standardError == "lint: 0 errors, 0 warnings in 2 themes (9 images)\n")

    let build = try ThemePackBinary.run([
      "build", "--assets", folder.path("first"), "--output", folder.path("out"), "--no-cache",
    ])
    #expect(build.status == 0, "\(build.standardError)")
    for theme in ["theme01", "theme02"] {
      let built = try FileManager.default.contentsOfDirectory(atPath: folder.path("out/themes/\(theme)"))
        .filter { $0.hasSuffix(".png") }
      var names = Set<String>()
      for icon in icons {
        for suffix in ["", "@2x", "@3x"] {
          names.insert("\(icon)\(suffix).png")
          names.insert("\(icon).dark\(suffix).png")
        }
      }
      #expect(Set(built) == names, "\(theme)")
    }
    // icon001 is 24 pt: 72 px at 3x (the PNG header's width and height).
    let header = Array(
      try Data(contentsOf: URL(fileURLWithPath: folder.path("out/themes/theme01/icon001@3x.png"))))
    #expect(header[16..<24] == [0, 0, 0, 72, 0, 0, 0, 72])
  }

  @Test(arguments: [
    ["--vector", "--assets", "0"], ["--vector", "--backgrounds", "1"], ["--vector", "--grain", "2"],
    ["--vector", "--themes", "0"], ["--vector", "--themes"],
  ])
  func badArgumentsAreUsageErrors(arguments: [String]) throws {
    let folder = try TemporaryFolder("themepack-vector-bench-project")
    #expect(try BenchmarkProjectTests.generate([folder.path("project")] + arguments) == 64)
    #expect(!FileManager.default.fileExists(atPath: folder.path("project")))
  }
}
