import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// A malformed or hostile packaged manifest is refused with the reason it had before the
/// manifest was read through `Codable` (`PackageManifest.parse`; the verifier prefixes
/// "manifest '<theme>/manifest.json' is malformed: ").
@Suite("hostile package manifests are refused with the same reasons")
struct HostileManifestTests {
  static let hex = String(repeating: "a", count: 64)
  static let file = "{\"path\": \"a.png\", \"sha256\": \"\(hex)\", \"size\": 3}"

  /// A sound manifest with `files` as its `"files"` and `extra` members before the others.
  static func manifest(files: String = "[\(file)]", extra: String = "") -> String {
    "{\(extra)\"files\": \(files), \"formatVersion\": 1, \"theme\": \"blue\", \"version\": \"1.2.0\"}"
  }

  static func item(path: String = "a.png", size: String = "3", sha256: String = "\"\(hex)\"") -> String {
    "{\"path\": \"\(path)\", \"sha256\": \(sha256), \"size\": \(size)}"
  }

  static let deep = String(repeating: "[", count: 201) + String(repeating: "]", count: 201)

  /// (id, manifest text, the reason or, for the strict parser's messages, a fragment of it).
  static let cases: [(id: String, text: String, reason: String)] = [
    ("not JSON", "{not json", "line 1, column 2: "),
    ("an array", "[]", "it is a JSON array, not an object"),
    ("a string", "\"blue\"", "it is a JSON string, not an object"),
    ("a duplicate key", manifest(extra: "\"theme\": \"red\", "), "duplicate key 'theme'"),
    (
      "a duplicate key in a file item", manifest(files: "[{\"path\": \"a.png\", \"path\": \"b.png\"}]"),
      "duplicate key 'path'"
    ),
    ("a trailing comma", manifest(files: "[\(file),]"), "line 1, column "),
    ("a value no key reads that is not JSON", manifest(extra: "\"assets\": -, "), "line 1, column "),
    ("nesting deeper than 200", manifest(extra: "\"assets\": \(deep), "), "nesting deeper than 200 levels"),
    (
      "no theme", "{\"files\": [], \"formatVersion\": 1, \"version\": \"1\"}",
      "\"theme\" (or \"name\") is missing or not a string"
    ),
    (
      "a theme that is not a string beside a name that is",
      manifest(extra: "\"name\": \"blue\", ").replacingOccurrences(
        of: "\"theme\": \"blue\"", with: "\"theme\": 1"),
      "\"theme\" (or \"name\") is missing or not a string"
    ),
    (
      "a null theme", manifest().replacingOccurrences(of: "\"theme\": \"blue\"", with: "\"theme\": null"),
      "\"theme\" (or \"name\") is missing or not a string"
    ),
    (
      "a version number", manifest().replacingOccurrences(of: "\"1.2.0\"", with: "1.2"),
      "\"version\" is missing or not a string"
    ),
    (
      "format 0", manifest().replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 0"),
      "\"formatVersion\" is missing or not a positive integer"
    ),
    (
      "a fractional format",
      manifest().replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 1.5"),
      "\"formatVersion\" is missing or not a positive integer"
    ),
    (
      "a format beyond 9e15",
      manifest().replacingOccurrences(
        of: "\"formatVersion\": 1", with: "\"formatVersion\": 9007199254740993"),
      "\"formatVersion\" is missing or not a positive integer"
    ),
    (
      "a null minimum reader version", manifest(extra: "\"minimumReaderVersion\": null, "),
      "\"minimumReaderVersion\" is not a positive integer"
    ),
    (
      "a minimum reader version of 0", manifest(extra: "\"minimumReaderVersion\": 0, "),
      "\"minimumReaderVersion\" is not a positive integer"
    ),
    ("files as an object", manifest(files: "{}"), "\"files\" is missing or not an array"),
    ("a file item that is a number", manifest(files: "[1]"), "\"files\" item 1 has no \"path\" string"),
    (
      "a path that is a number", manifest(files: "[{\"path\": 1}]"), "\"files\" item 1 has no \"path\" string"
    ),
    (
      "a path with '..'", manifest(files: "[\(item(path: "../a.png"))]"),
      "\"files\" item 1 path '../a.png' has a '..' component"
    ),
    (
      "an absolute path", manifest(files: "[\(item(path: "/a.png"))]"),
      "\"files\" item 1 path '/a.png' is absolute"
    ),
    (
      "a folder", manifest(files: "[\(file), \(item(path: "icons/"))]"),
      "\"files\" item 2 lists 'icons/', which is not a theme file"
    ),
    (
      "the manifest itself", manifest(files: "[\(item(path: "manifest.json"))]"),
      "\"files\" item 1 lists 'manifest.json', which is not a theme file"
    ),
    (
      "the signature", manifest(files: "[\(item(path: "manifest.json.sig"))]"),
      "\"files\" item 1 lists 'manifest.json.sig', which is not a theme file"
    ),
    (
      "a bad path is reported before a bad size", manifest(files: "[\(item(path: "/a.png", size: "-1"))]"),
      "\"files\" item 1 path '/a.png' is absolute"
    ),
    ("a negative size", manifest(files: "[\(item(size: "-1"))]"), "\"files\" item 1 has no \"size\" integer"),
    (
      "a fractional size", manifest(files: "[\(item(size: "2.5"))]"),
      "\"files\" item 1 has no \"size\" integer"
    ),
    (
      "a size as a string", manifest(files: "[\(item(size: "\"3\""))]"),
      "\"files\" item 1 has no \"size\" integer"
    ),
    ("a huge size", manifest(files: "[\(item(size: "1e300"))]"), "\"files\" item 1 has no \"size\" integer"),
    (
      "an upper-case hash", manifest(files: "[\(item(sha256: "\"\(hex.uppercased())\""))]"),
      "\"files\" item 1 has no \"sha256\" of 64 lower-case hex digits"
    ),
    (
      "a short hash", manifest(files: "[\(item(sha256: "\"abc\""))]"),
      "\"files\" item 1 has no \"sha256\" of 64 lower-case hex digits"
    ),
    (
      "a file listed twice by case", manifest(files: "[\(item(path: "A.png")), \(item(path: "a.png"))]"),
      "\"files\" item 2 lists 'a.png' again (as 'A.png')"
    ),
  ]

  @Test(arguments: cases.map(\.id))
  func refusedWithTheReason(id: String) throws {
    let hostile = try #require(Self.cases.first { $0.id == id })
    guard case .failure(let failure) = PackageManifest.parse(Array(hostile.text.utf8), maxNameBytes: 255)
    else {
      Issue.record("accepted: \(hostile.text)")
      return
    }
    #expect(failure.reason.contains(hostile.reason), "\(failure.reason)")
    if !hostile.reason.hasPrefix("line ") && !hostile.reason.contains("duplicate")
      && !hostile.reason.contains("nesting")
    {
      #expect(failure.reason == hostile.reason)
    }
  }

  @Test func aPathLongerThanTheLimitIsRefused() {
    let text = Self.manifest(files: "[\(Self.item(path: "icons/search@3x.png"))]")
    guard case .failure(let failure) = PackageManifest.parse(Array(text.utf8), maxNameBytes: 10) else {
      Issue.record("accepted")
      return
    }
    #expect(
      failure.reason
        == "\"files\" item 1 path 'icons/search@3x.png' is 19 bytes long, more than the limit of 10")
  }

  /// Members the type does not model are kept in `contentSHA256`; `"generator"` and
  /// `"sourceSHA256"` are not.
  @Test func theContentHashCoversEveryMemberButTheGeneratorAndSourceDigest() throws {
    func parsed(_ text: String) throws -> PackageManifest {
      try PackageManifest.parse(Array(text.utf8), maxNameBytes: 255).get()
    }
    let plain = try parsed(Self.manifest())
    let generator = try parsed(
      Self.manifest(extra: "\"generator\": \"themepack 9\", \"sourceSHA256\": \"\(Self.hex)\", "))
    let colour = try parsed(
      Self.manifest(extra: "\"color\": {\"dark\": \"#000000\", \"light\": \"#FFFFFF\"}, "))
    #expect(generator.contentSHA256 == plain.contentSHA256)
    #expect(generator.sourceSHA256 == Self.hex)
    #expect(colour.contentSHA256 != plain.contentSHA256)
    let members: [String: JSONValue] = [
      "files": .array([.object(["path": .string("a.png"), "sha256": .string(Self.hex), "size": .integer(3)])]
      ),
      "formatVersion": .integer(1), "theme": .string("blue"), "version": .string("1.2.0"),
    ]
    #expect(plain.contentSHA256 == TestSHA256.hex(JSONWriter(style: .standard).bytes(.object(members))))
    #expect(plain.files == [PackageFileRecord(path: "a.png", size: 3, sha256: Self.hex)])
  }
}
