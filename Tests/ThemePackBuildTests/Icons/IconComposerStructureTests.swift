import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackSupport
import ThemePackToolTestSupport

/// Every `.icon` folder a build writes against the way Xcode 26 writes them: each key at a
/// place where a real `icon.json` has it (`Tests/IconComposer/`, and the appearance forms in
/// its SOURCE.md), the values' forms, and every layer's file present.
@Suite("Icon Composer folders: the structure of Xcode-written icon.json files, layers present")
struct IconComposerStructureTests {
  /// The real example's key paths (`groups[].layers[].image-name`).
  static func realKeyPaths() throws -> Set<String> {
    let url = Golden.repositoryRoot.appendingPathComponent("Tests/IconComposer/loop/icon.json")
    var paths: Set<String> = []
    collect(try JSONDocument.parseValue(Array(try Data(contentsOf: url))), at: "", into: &paths)
    return paths
  }

  /// The appearance forms read in IceCubesApp's icon.json (not kept: AGPL), at the root and
  /// on layers.
  static let learnedKeyPaths: Set<String> = [
    "fill-specializations", "fill-specializations[]", "fill-specializations[].appearance",
    "fill-specializations[].value", "fill-specializations[].value.solid",
    "groups[].layers[].fill-specializations", "groups[].layers[].fill-specializations[]",
    "groups[].layers[].fill-specializations[].appearance", "groups[].layers[].fill-specializations[].value",
    "groups[].layers[].fill-specializations[].value.solid",
  ]

  static func collect(_ value: JSONValue, at path: String, into paths: inout Set<String>) {
    switch value {
    case .object(let members):
      for (key, member) in members {
        let next = path.isEmpty ? key : path + "." + key
        paths.insert(next)
        collect(member, at: next, into: &paths)
      }
    case .array(let items):
      paths.insert(path + "[]")
      for item in items { collect(item, at: path + "[]", into: &paths) }
    default: break
    }
  }

  /// What is wrong with `document` as an `icon.json` whose layers are in `assets` (nil: do
  /// not look for files), one line each.
  static func problems(in document: JSONValue, assets: String?) -> [String] {
    var found: [String] = []
    guard let root = document.objectValue else { return ["the document is not an object"] }
    guard let groups = root["groups"]?.arrayValue, !groups.isEmpty else { return ["no groups"] }
    for (index, group) in groups.enumerated() {
      guard let layers = group.objectValue?["layers"]?.arrayValue, !layers.isEmpty else {
        found.append("group \(index) has no layers")
        continue
      }
      for layer in layers {
        guard let file = layer.objectValue?["image-name"]?.stringValue, layer.objectValue?["name"] != nil
        else {
          found.append("a layer of group \(index) lacks 'image-name' or 'name'")
          continue
        }
        if let assets, !FileManager.default.fileExists(atPath: assets + "/" + file) {
          found.append("layer file '\(file)' is missing")
        }
      }
    }
    if root["supported-platforms"]?.objectValue?["squares"] == nil { found.append("no 'squares' platforms") }
    var texts: [(String, String)] = []
    strings(in: document, at: "", into: &texts)
    for (path, text) in texts {
      if path.hasSuffix(".solid") || path.hasSuffix("linear-gradient[]") {
        if text.wholeMatch(of: /(srgb|display-p3|extended-srgb):[0-9.]+,[0-9.]+,[0-9.]+,[0-9.]+/) == nil {
          found.append("colour '\(text)' at \(path)")
        }
      }
      if path.hasSuffix(".appearance"), !["dark", "tinted"].contains(text) {
        found.append("appearance '\(text)' at \(path)")
      }
    }
    return found
  }

  private static func strings(in value: JSONValue, at path: String, into found: inout [(String, String)]) {
    switch value {
    case .string(let text): found.append((path, text))
    case .object(let members):
      for (key, member) in members {
        strings(in: member, at: path.isEmpty ? key : path + "." + key, into: &found)
      }
    case .array(let items): for item in items { strings(in: item, at: path + "[]", into: &found) }
    default: break
    }
  }

  @Test func theRealExamplePassesTheChecksAndASpoiledCopyFails() throws {
    let url = Golden.repositoryRoot.appendingPathComponent("Tests/IconComposer/loop/icon.json")
    let real = try JSONDocument.parseValue(Array(try Data(contentsOf: url)))
    #expect(Self.problems(in: real, assets: nil).isEmpty)
    var text = try String(contentsOf: url, encoding: .utf8)
    text = text.replacingOccurrences(of: "\"image-name\"", with: "\"image\"")
    text = text.replacingOccurrences(of: "srgb:0.55686", with: "srgb:0x8E")
    let spoiled = try JSONDocument.parseValue(Array(text.utf8))
    #expect(Self.problems(in: spoiled, assets: nil).count == 2)
  }

  @Test func everyIconFolderIsBuiltAsXcodeWritesThem() throws {
    let fixture = try AppIconFixture.make()
    try fixture.build()
    let known = try Self.realKeyPaths().union(Self.learnedKeyPaths)
    for name in ["AppIcon-a", "Bee"] {
      let folder = fixture.output + "/icons/\(name).icon"
      let document = try JSONDocument.parseValue(
        Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/icon.json"))))
      #expect(Self.problems(in: document, assets: folder + "/Assets") == [], "\(name)")
      var ours: Set<String> = []
      Self.collect(document, at: "", into: &ours)
      #expect(ours.subtracting(known) == [], "\(name): keys no Xcode-written icon.json has there")
    }
    // An SVG master tinted `template` stays the SVG, its tint the layer's fill; a PNG is drawn.
    let svg = try Data(
      contentsOf: URL(fileURLWithPath: fixture.output + "/icons/AppIcon-a.icon/Assets/glyph.svg"))
    #expect(String(decoding: svg, as: UTF8.self) == AppIconFixture.glyph)
    #expect(FileManager.default.fileExists(atPath: fixture.output + "/icons/Bee.icon/Assets/glyph.png"))
  }
}
