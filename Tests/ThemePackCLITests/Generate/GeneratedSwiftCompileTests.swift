import Foundation
import Testing
import ThemePackTestSupport

/// The journey from a project to app code: the built `themepack generate swift` writes the
/// accessors of each project shape, and the toolchain's `swiftc` type-checks them, with a
/// use site that calls every kind of accessor the shape has, against this build's
/// `ThemePackClient` (see `SwiftTypeChecker`).
@Suite("generate swift output compiles")
struct GeneratedSwiftCompileTests {
  @Test(arguments: GeneratedSwiftShape.all)
  func theGeneratedFileAndAUseSiteCompile(_ shape: GeneratedSwiftShape) throws {
    let folder = try TemporaryFolder("themepack-generated-swift")
    let project = folder.url.appendingPathComponent("p")
    try shape.write(project)
    let generated = folder.path("ThemePackAssets.swift")
    let result = try ThemePackBinary.run(["generate", "swift", "--assets", project.path, "-o", generated])
    try #require(result.status == 0, "\(result.standardError)")
    let body = (GeneratedSwiftShape.commonUses + shape.uses).map { "  " + $0 }
    let useSite =
      ["import ThemePackClient", "", "@MainActor func use(_ store: ThemeStore) {"] + body + ["}", ""]
    try folder.write(useSite.joined(separator: "\n"), to: "UseSite.swift")
    let check = try SwiftTypeChecker.typecheck([generated, folder.path("UseSite.swift")])
    let text = try String(contentsOfFile: generated, encoding: .utf8)
    #expect(check.status == 0, "\(check.diagnostics)\n--- generated:\n\(text)")
  }

  /// The check can fail: the file `generate swift` used to write for a project without fonts
  /// (a caseless enum with a raw type) is refused, and so is a use site naming a missing case.
  @Test func theCheckRefusesWhatSwiftRefuses() throws {
    let folder = try TemporaryFolder("themepack-generated-swift")
    try folder.write("import ThemePackClient\npublic enum Font: String, CaseIterable {}\n", to: "Old.swift")
    let old = try SwiftTypeChecker.typecheck([folder.path("Old.swift")])
    #expect(old.status != 0)
    #expect(old.diagnostics.contains("an enum with no cases cannot declare a raw type"), "\(old.diagnostics)")

    try folder.write(
      "import ThemePackClient\n@MainActor func use(_ store: ThemeStore) { _ = store.image(42) }\n",
      to: "Bad.swift")
    let bad = try SwiftTypeChecker.typecheck([folder.path("Bad.swift")])
    #expect(bad.status != 0, "a use site with a type error fails the check")
  }
}
