import Foundation
import Testing
import ThemePackClient

/// The client's index reader refuses hostile indexes with one line naming the index.
@Suite("ThemeIndex refuses hostile indexes")
struct IndexReaderTests {
  static let sha = String(repeating: "a", count: 64)

  static func package(_ members: String) -> String {
    #"{"formatVersion": 1, "packages": [{\#(members)}]}"#
  }

  static let good = #""theme": "blue", "version": "1.0.0", "file": "b.zip", "size": 10, "sha256": "\#(sha)""#

  static let hostile: [(String, String)] = [
    ("", "not a JSON object"),
    ("{", "not a JSON object"),
    ("[]", "expected a JSON object"),
    (#"{"packages": []}"#, "\"formatVersion\" is missing"),
    (#"{"formatVersion": "1", "packages": []}"#, "\"formatVersion\" is missing"),
    (#"{"formatVersion": 1}"#, "\"packages\" is missing"),
    (#"{"formatVersion": 1, "packages": {}}"#, "\"packages\" is missing"),
    (
      #"{"formatVersion": 1, "minimumReaderVersion": \#(ThemeIndex.readerVersion + 1), "packages": []}"#,
      "needs reader version \(ThemeIndex.readerVersion + 1); this client reads version \(ThemeIndex.readerVersion)"
    ),
    (
      #"{"formatVersion": 1, "minimumReaderVersion": "1", "packages": []}"#, "\"minimumReaderVersion\" is not"
    ),
    (#"{"formatVersion": 1, "sequence": -1, "packages": []}"#, "\"sequence\" is not"),
    (#"{"formatVersion": 1, "sequence": 1.5, "packages": []}"#, "\"sequence\" is not"),
    (#"{"formatVersion": 1, "date": "yesterday", "packages": []}"#, "\"date\" is not"),
    (package(#""theme": "blue""#), "package 1 needs \"theme\", \"version\" and \"file\" strings"),
    (package(good.replacingOccurrences(of: "\"b.zip\"", with: "\"../b.zip\"")), "unsafe file '../b.zip'"),
    (package(good.replacingOccurrences(of: "\"b.zip\"", with: "\"a/b.zip\"")), "unsafe file 'a/b.zip'"),
    (package(good.replacingOccurrences(of: "\"blue\"", with: "\".hidden\"")), "unsafe theme '.hidden'"),
    (package(good.replacingOccurrences(of: "\"1.0.0\"", with: "\"current\"")), "keeps for itself"),
    (package(good.replacingOccurrences(of: "\"1.0.0\"", with: "\"\"")), "unsafe version ''"),
    (package(good.replacingOccurrences(of: "10", with: "-10")), "package 1 has no \"size\""),
    (package(good.replacingOccurrences(of: sha, with: "ABC")), "no \"sha256\""),
    (String(repeating: "[", count: 100_000), "not a JSON object"),
    // A key twice in one object: Foundation keeps the first, jq and Python the last.
    (
      #"{"formatVersion": 1, "formatVersion": 2, "packages": []}"#,
      "duplicate key 'formatVersion' in one object"
    ),
    (package(good + #", "version": "9.0.0""#), "duplicate key 'version' in one object"),
    (#"{"formatVersion": 1, "packages": [], "\u0073equence": 1, "sequence": 2}"#, "duplicate key 'sequence'"),
    (#"{"formatVersion": 1, "packages": [], "x": {"a\"b": 1, "a\u0022b": 2}}"#, "duplicate key 'a\"b'"),
    (
      #"{"formatVersion": 1, "packages": ["# + String(repeating: "{\"a\": ", count: 5000), "not a JSON object"
    ),
  ]

  @Test(arguments: hostile)
  func refusesWithOneLineNamingTheIndex(text: String, mentions: String) {
    #expect {
      _ = try ThemeIndex.parse(Array(text.utf8), source: "https://example.com/index.json")
    } throws: { error in
      guard let error = error as? ThemeInstallError else { return false }
      return error.kind == .invalidIndex
        && error.message.hasPrefix("invalid package index 'https://example.com/index.json': ")
        && error.message.contains(mentions) && !error.message.contains("\n")
    }
  }

  @Test func readsSequenceDateAndPicksTheNewestReadableVersion() throws {
    let text = #"""
      {"formatVersion": 1, "sequence": 4, "date": "2026-12-01T10:00:00Z", "unknown": [1], "packages": [
        {"theme": "blue", "version": "1.2.0", "file": "a.zip", "size": 1, "sha256": "\#(Self.sha)"},
        {"theme": "blue", "version": "1.10.0", "file": "b.zip", "size": 1, "sha256": "\#(Self.sha)"},
        {"theme": "blue", "version": "2.0.0", "file": "c.zip", "size": 1, "sha256": "\#(Self.sha)", "minimumReaderVersion": \#(ThemeIndex.readerVersion + 1)},
        {"theme": "red", "version": "9.0.0", "file": "d.zip", "size": 1, "sha256": "\#(Self.sha)"}]}
      """#
    let index = try ThemeIndex.parse(Array(text.utf8), source: "index.json")
    #expect(index.sequence == 4 && index.date == "2026-12-01T10:00:00Z")
    #expect(index.newest(of: "blue")?.file == "b.zip", "2.0.0 needs a newer reader")
    #expect(index.newest(of: "blue", version: "1.2.0")?.file == "a.zip")
    #expect(index.newest(of: "green") == nil)
  }

  /// The same key in different objects, or as a value, is no duplicate.
  @Test func keysRepeatedAcrossObjectsAreNoDuplicates() throws {
    let text = #"""
      {"formatVersion": 1, "note": "sequence", "x": [{"a": 1}, {"a": 2}], "packages": [
        {"theme": "blue", "version": "1.0.0", "file": "a.zip", "size": 1, "sha256": "\#(Self.sha)"},
        {"theme": "blue", "version": "1.1.0", "file": "b.zip", "size": 1, "sha256": "\#(Self.sha)"}]}
      """#
    #expect(try ThemeIndex.parse(Array(text.utf8), source: "index.json").packages.count == 2)
  }

  /// The manifest reader refuses a key twice in one object too (a package's "version").
  @Test func aManifestWithAKeyTwiceIsRefused() {
    let manifest = Array(
      #"{"formatVersion": 1, "name": "blue", "version": "1.0.0", "version": "9.0.0", "files": []}"#.utf8)
    guard case .failure(let failure) = ThemeManifest.parse(manifest, maxNameBytes: 1024) else {
      Issue.record("a manifest with \"version\" twice was read")
      return
    }
    #expect(failure.reason == "duplicate key 'version' in one object")
  }

  @Test func aHugeListIsReadWithoutTrouble() throws {
    // Distinct versions: one version listed twice is refused (see `NameSpellingTests`).
    let entries = (0..<20_000).map {
      #"{"theme": "t", "version": "1.0.\#($0)", "file": "t.zip", "size": 1, "sha256": "\#(Self.sha)"}"#
    }
    let text = #"{"formatVersion": 1, "packages": ["# + entries.joined(separator: ",") + "]}"
    #expect(try ThemeIndex.parse(Array(text.utf8), source: "index.json").packages.count == 20_000)
    let tooLarge = [UInt8](repeating: 0x20, count: ThemeIndex.maxBytes + 1)
    #expect(throws: ThemeInstallError.self) { _ = try ThemeIndex.parse(tooLarge, source: "index.json") }
  }
}
