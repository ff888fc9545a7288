import Foundation
import Testing
import ThemePackImport
import ThemePackSupport
import ThemePackToolTestSupport

/// The schemas `themepack init` writes are the repository's, byte for byte.
@Suite("import: embedded schemas")
struct ProjectSchemasTests {
  static let schemas = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas")

  @Test func embeddedSchemasEqualAssetsSchemas() throws {
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: Self.schemas.path).sorted()
    #expect(ProjectSchemas.files.map(\.name) == onDisk)
    for schema in ProjectSchemas.files {
      let bytes = try FileReader.bytes(at: Self.schemas.appendingPathComponent(schema.name).path)
      #expect(Array(schema.text.utf8) == bytes, "\(schema.name) differs: run 'make embedded-schemas'")
    }
  }
}
