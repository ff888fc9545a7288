import Foundation
import Testing
import ThemePackArchive
import ThemePackProject
import ThemePackSupport
import ThemePackToolTestSupport

/// Each reader's list of known keys against the shipped schema's `properties` at the same
/// place, so a key added to one and not the other (an editor accepting what the lint calls
/// unknown, or the reverse) fails here.
struct ReaderKeysSchemaTests {
  struct Place: Sendable, CustomTestStringConvertible {
    /// `themepack` or `theme`.
    var schema: String
    /// The JSON pointer, inside the schema, of the object whose `properties` are the keys.
    var pointer: String
    var keys: [String]
    var testDescription: String { "\(schema) \(pointer)" }
  }

  static let places: [Place] = [
    Place(schema: "themepack", pointer: "", keys: ProjectConfigReader.knownKeys),
    Place(schema: "themepack", pointer: "/properties/dark", keys: ProjectConfigReader.darkKeys),
    Place(schema: "themepack", pointer: "/properties/colorDrift", keys: ProjectConfigReader.driftKeys),
    Place(
      schema: "themepack", pointer: "/properties/navigationBar/oneOf/1",
      keys: ProjectConfigReader.navigationBarKeys),
    Place(
      schema: "themepack", pointer: "/properties/navigationBar/oneOf/1/properties/glass/oneOf/1",
      keys: ProjectConfigReader.glassBarKeys),
    Place(
      schema: "themepack", pointer: "/properties/highContrast", keys: ProjectConfigReader.highContrastKeys),
    Place(schema: "themepack", pointer: "/$defs/asset", keys: AssetSpecReader.assetKeys),
    Place(
      schema: "themepack", pointer: "/$defs/asset/properties/tint/oneOf/1", keys: AssetSpecReader.tintKeys),
    Place(schema: "themepack", pointer: "/$defs/asset/properties/slice", keys: AssetSpecReader.sliceKeys),
    Place(
      schema: "themepack", pointer: "/$defs/asset/properties/slice/properties/capInsets",
      keys: AssetSpecReader.insetKeys),
    Place(schema: "themepack", pointer: "/$defs/font", keys: FontSpecReader.fontKeys),
    Place(schema: "themepack", pointer: "/$defs/componentRole", keys: ComponentSpecReader.roleKeys),
    Place(schema: "themepack", pointer: "/$defs/appIcon", keys: AppIconSpecReader.projectKeys),
    Place(
      schema: "themepack", pointer: "/$defs/appIcon/properties/layers", keys: AppIconSpecReader.layerKeys),
    Place(schema: "theme", pointer: "", keys: ThemeSettingsReader.knownKeys),
    Place(schema: "theme", pointer: "/$defs/appIcon", keys: AppIconSpecReader.themeKeys),
    Place(schema: "theme", pointer: "/$defs/appIcon/properties/layers", keys: AppIconSpecReader.layerKeys),
    Place(schema: "theme", pointer: "/properties/tokens/anyOf/1", keys: ThemeSettingsReader.tokensKeys),
    Place(
      schema: "theme", pointer: "/properties/tokens/anyOf/1/properties/files",
      keys: TokensReference.fileKeys.map(\.key)),
    Place(schema: "theme", pointer: "/$defs/themeColorObject", keys: ThemeColorReader.themeColorKeys),
    Place(schema: "theme", pointer: "/$defs/colorRole", keys: ThemeColorReader.roleKeys),
    Place(schema: "theme", pointer: "/$defs/font", keys: FontSpecReader.fontKeys),
    Place(schema: "theme", pointer: "/$defs/componentRole", keys: ComponentSpecReader.roleKeys),
  ]

  @Test(arguments: places)
  func readerKnowsExactlyTheSchemasProperties(_ place: Place) throws {
    let node = try #require(Self.node(at: place.pointer, in: try Self.schema(place.schema)))
    let properties = try #require(node["properties"]?.objectValue, "no 'properties' at \(place.pointer)")
    #expect(node["additionalProperties"] == .bool(false), "the schema allows other keys at \(place.pointer)")
    #expect(Set(place.keys).count == place.keys.count, "a key listed twice")
    #expect(Set(place.keys) == Set(properties.keys))
  }

  /// Every object with `properties` in the two schemas is one of `places`, so a new object
  /// in a schema gets its reader's keys compared too.
  @Test(arguments: ["themepack", "theme"])
  func everySchemaObjectIsCompared(_ name: String) throws {
    var found: [String] = []
    Self.collectObjects(try Self.schema(name), at: "", into: &found)
    let compared = Self.places.filter { $0.schema == name }.map(\.pointer)
    #expect(Set(found) == Set(compared))
  }

  static func schema(_ name: String) throws -> JSONValue {
    let url = Golden.repositoryRoot.appendingPathComponent("Assets/Schemas/\(name).schema.json")
    return try JSONDocument.parseValue(Array(try Data(contentsOf: url)))
  }

  /// The value at an RFC 6901 pointer (no escapes: the schemas' pointers need none).
  static func node(at pointer: String, in root: JSONValue) -> [String: JSONValue]? {
    var value = root
    for part in pointer.split(separator: "/") {
      switch value {
      case .object(let members): guard let next = members[String(part)] else { return nil }; value = next
      case .array(let items):
        guard let index = Int(part), items.indices.contains(index) else { return nil }
        value = items[index]
      default: return nil
      }
    }
    return value.objectValue
  }

  static func collectObjects(_ value: JSONValue, at pointer: String, into found: inout [String]) {
    switch value {
    case .object(let members):
      if members["properties"]?.objectValue != nil { found.append(pointer) }
      for (key, member) in members { collectObjects(member, at: pointer + "/" + key, into: &found) }
    case .array(let items):
      for (index, item) in items.enumerated() {
        collectObjects(item, at: pointer + "/\(index)", into: &found)
      }
    default: break
    }
  }
}
