import Foundation
import Testing
import ThemePackTestSupport

/// `SampleAssetsGenerator --benchmark`, the project `make bench` measures: complete, clean
/// and the same bytes on every run.
@Suite("SampleAssetsGenerator --benchmark, run as make bench runs it")
struct BenchmarkProjectTests {
  /// The generator built next to `themepack`.
  static var generator: URL {
    ThemePackBinary.url.deletingLastPathComponent().appendingPathComponent("SampleAssetsGenerator")
  }

  static func generate(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = generator
    process.arguments = ["--benchmark"] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Every file under `root`, by path relative to it, with its bytes.
  static func files(under root: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    for case let path as String in enumerator {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder)
      if !isFolder.boolValue { files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)) }
    }
    return files
  }

  @Test func smallProjectLintsCleanAndIsTheSameBytesEveryRun() throws {
    let folder = try TemporaryFolder("themepack-bench-project")
    let arguments = ["--themes", "3", "--assets", "14", "--backgrounds", "0"]
    #expect(try Self.generate([folder.path("first")] + arguments) == 0)
    #expect(try Self.generate([folder.path("second")] + arguments) == 0)
    let first = try Self.files(under: folder.path("first"))
    #expect(first == (try Self.files(under: folder.path("second"))))

    // 14 assets without backgrounds: 3 bars, 6 buttons and fields, the per-theme preview,
    // then icons for the rest; masters in Base/, a preview and theme.json per theme.
    let names = [
      "navBar", "navBarLarge", "tabBar", "buttonPrimary", "buttonSmall", "buttonPill",
      "buttonSecondary", "textField", "cardBackground", "icon01", "icon02", "icon03", "icon04",
    ]
    var expected = Set(names.map { "Base/\($0)@3x.png" } + ["themepack.json"])
    for theme in ["theme01", "theme02", "theme03"] {
      expected.insert("Themes/\(theme)/theme.json")
      expected.insert("Themes/\(theme)/themePreview@3x.png")
    }
    #expect(Set(first.keys) == expected)

    let lint = try ThemePackBinary.run(["lint", "--assets", folder.path("first"), "--strict"])
    #expect(lint.status == 0)
    #expect(lint.standardOutput == "")
    #expect(lint.standardError == "lint: 0 errors, 0 warnings in 3 themes (16 images)\n")
  }

  @Test(arguments: [
    ["--themes", "0"], ["--assets", "10"], ["--backgrounds", "-1"], ["--grain"], ["--colours", "2"],
  ])
  func badArgumentsAreUsageErrors(arguments: [String]) throws {
    let folder = try TemporaryFolder("themepack-bench-project")
    #expect(try Self.generate([folder.path("project")] + arguments) == 64)
    #expect(!FileManager.default.fileExists(atPath: folder.path("project")))
  }
}
