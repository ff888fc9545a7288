import Testing
import ThemePackArchive
import ThemePackPackaging
import ThemePackTestSupport

/// The client's content identity of a manifest (`ManifestContentText`, Foundation only) is the
/// tool's `contentSHA256` (`PackageManifest`, the strict parser and `JSONWriter`): a range
/// install ties a manifest fetched alone to the signed index through it.
@Suite("the client's manifest content identity is the tool's")
struct ManifestContentTextTests {
  static let hex = String(repeating: "c", count: 64)

  /// Manifests with every kind of JSON value the tool writes or a publisher might add.
  static let manifests: [String] = [
    #"{"files": [], "formatVersion": 1, "theme": "blue", "version": "1.2.0"}"#,
    #"{"generator": "themepack 9", "sourceSHA256": "\#(hex)", "formatVersion": 2, "theme": "blue", "version": "1.0.0", "files": []}"#,
    #"{"formatVersion": 1, "theme": "blue", "version": "2.0.0", "files": [{"path": "a.png", "sha256": "\#(hex)", "size": 12}], "#
      + ##""color": {"dark": "#000000", "light": "#FFFFFFCC"}, "size": {"height": 20.5, "width": 0.1}}"##,
    #"{"formatVersion": 1, "theme": "blau\u00e9", "version": "1.0.0", "files": [], "note": "tab\tquote\" back\\ nl\n \u0001 é 🎨", "#
      + #""flags": [true, false, null], "empty": {}, "none": [], "big": 12345678901234567, "tiny": 1e-7, "#
      + #""neg": -3, "exp": 2.5E3, "whole": 4.0}"#,
    #"{"formatVersion": 1, "theme": "blue", "version": "1.0.0", "files": [], "nested": {"b": {"z": [1, [2, {"y": "x"}]]}, "a": 1}}"#,
  ]

  @Test(arguments: manifests) func theIdentityIsTheTools(text: String) throws {
    let bytes = Array(text.utf8)
    let tool = try PackageManifest.parse(bytes, maxNameBytes: 255).get()
    let client = try #require(ManifestContentText.bytes(ofManifest: bytes))
    #expect(TestSHA256.hex(client) == tool.contentSHA256, "\(String(decoding: client, as: UTF8.self))")
  }

  @Test(arguments: ["[1, 2]", #"{"a": 1, "a": 2}"#, "{", "not json"])
  func whatIsNoManifestObjectHasNoIdentity(text: String) {
    #expect(ManifestContentText.bytes(ofManifest: Array(text.utf8)) == nil)
  }
}
