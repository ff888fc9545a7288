import Foundation
import Testing
import ThemePackClient

/// The client reads a manifest's `fontFiles` leniently but never trusts an entry its verified
/// `files` list does not back, or whose path or names could not be a font's.
@Suite("ThemeManifest.fontFiles: only well-formed entries the verified files back")
struct ThemeFontFileTests {
  static let sha = String(repeating: "a", count: 64)

  /// A manifest whose `files` holds `Fonts/A.ttf` and `Fonts/B.otf` (10 bytes each).
  static func manifest(fontFiles: String) throws -> ThemeManifest {
    let text = #"""
      {"formatVersion": 2, "name": "blue", "version": "1.0.0", "files": [
        {"path": "Fonts/A.ttf", "size": 10, "sha256": "\#(sha)"},
        {"path": "Fonts/B.otf", "size": 10, "sha256": "\#(sha)"},
        {"path": "notes.ttf", "size": 10, "sha256": "\#(sha)"}],
       "fontFiles": \#(fontFiles)}
      """#
    return try ThemeManifest.parse(Array(text.utf8), maxNameBytes: 1024).get()
  }

  static func entry(path: String = "Fonts/A.ttf", size: Int = 10, names: String = #"["A-Bold"]"#) -> String {
    #"{"path": "\#(path)", "size": \#(size), "sha256": "\#(sha)", "postScriptNames": \#(names)}"#
  }

  @Test func wellFormedEntriesAreKeptInOrder() throws {
    let manifest = try Self.manifest(
      fontFiles: "[\(Self.entry(path: "Fonts/B.otf", names: #"["B-Regular", "B-Italic"]"#)), \(Self.entry())]"
    )
    #expect(manifest.fontFiles.map(\.path) == ["Fonts/B.otf", "Fonts/A.ttf"])
    #expect(manifest.fontFiles.first?.postScriptNames == ["B-Regular", "B-Italic"])
  }

  @Test(arguments: [
    ("a path the files list lacks", entry(path: "Fonts/C.ttf")),
    ("a size other than the verified one", entry(size: 11)),
    ("a path outside Fonts/", entry(path: "notes.ttf")),
    ("a climbing path", entry(path: "Fonts/../A.ttf")),
    ("no names", entry(names: "[]")),
    ("a name with a space", entry(names: #"["A Bold"]"#)),
    ("a name with a control character", entry(names: #"["A\u0001"]"#)),
    ("one name twice", entry(names: #"["A", "A"]"#)),
    ("a name that is no string", entry(names: "[1]")),
    ("an entry that is no object", "7"),
  ])
  func aHostileEntryIsLeftOut(label: String, hostile: String) throws {
    let manifest = try Self.manifest(
      fontFiles: "[\(hostile), \(Self.entry(path: "Fonts/B.otf", names: #"["B"]"#))]")
    #expect(manifest.fontFiles.map(\.path) == ["Fonts/B.otf"], "\(label)")
  }

  @Test func aLaterEntryRepeatingAPathOrANameIsLeftOut() throws {
    let manifest = try Self.manifest(
      fontFiles: "[\(Self.entry()), \(Self.entry(names: #"["Other"]"#)), \(Self.entry(path: "Fonts/B.otf"))]")
    #expect(manifest.fontFiles.map(\.path) == ["Fonts/A.ttf"])
  }

  @Test func fontFilesThatAreNoArrayLeaveNone() throws {
    #expect(try Self.manifest(fontFiles: "{}").fontFiles.isEmpty)
    #expect(try Self.manifest(fontFiles: "null").fontFiles.isEmpty)
  }
}
