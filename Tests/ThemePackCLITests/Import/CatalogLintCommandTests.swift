import Foundation
import Testing
import ThemePackTestSupport

/// `themepack lint --assets X.xcassets`, run as a user would: a catalog is checked as a
/// catalog, in the same finding formats and exit codes as a project.
@Suite("themepack lint of an asset catalog, end to end")
struct CatalogLintCommandTests {
  @Test func aValidCatalogExitsZeroWithNoFindings() throws {
    let folder = try TemporaryFolder("catalog-lint-cli")
    try CatalogFixture.write(into: folder, at: "App.xcassets")
    let result = try ThemePackBinary.run(["lint", "--assets", folder.path("App.xcassets")])
    #expect(result.status == 0, "\(result.standardOutput)")
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains("lint: 0 errors, 0 warnings in 1 catalog (4 image sets, 2 colour sets"))
  }

  @Test(arguments: ["text", "json", "github"])
  func aDamagedCatalogReportsEachDamageWithItsFile(format: String) throws {
    let folder = try TemporaryFolder("catalog-lint-cli")
    try CatalogFixture.write(into: folder, at: "App.xcassets")
    let set = folder.path("App.xcassets/blue/btn.imageset")
    try FileManager.default.removeItem(atPath: set + "/btn@2x.png")
    try folder.write("{\"images\": [", to: "App.xcassets/silver/icon.imageset/Contents.json")
    let result = try ThemePackBinary.run([
      "lint", "--assets", folder.path("App.xcassets"), "--format", format,
    ])
    #expect(result.status == 1)
    let output = result.standardOutput
    switch format {
    case "json":
      #expect(
        output.contains("\"rule\": \"catalog-missing-file\"")
          || output.contains("\"rule\":\"catalog-missing-file\""))
      #expect(output.contains("silver/icon.imageset/Contents.json"))
    case "github":
      #expect(output.contains("::error file=\(set)/Contents.json,line="))
      #expect(output.contains("title=json-syntax"))
    default:
      #expect(output.contains("\(set)/Contents.json:"))
      #expect(output.contains("error: [catalog-missing-file] image set 'blue/btn' lists 'btn@2x.png'"))
      #expect(output.contains("silver/icon.imageset/Contents.json:1:"))
    }
  }
}
