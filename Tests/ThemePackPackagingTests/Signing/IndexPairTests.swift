import Foundation
import Testing
import ThemePackClient
import ThemePackPackaging
import ThemePackTestSupport

/// `index.json` and `index.json.sig` are replaced as a pair: a publish stopped between the
/// two renames (a crash, a full disk) leaves a note that the next publish settles, with or
/// without the key, so after a successful publish the client never sees a new index with
/// an old signature.
@Suite("index.json and index.json.sig: a stopped publish is healed by the next")
struct IndexPairTests {
  let folder: TemporaryFolder
  let key = SigningKey.generate()
  var packages: String { folder.path("packages") }
  var notePath: String { packages + "/" + IndexPairJournal.fileName }

  init() throws { folder = try TemporaryFolder() }

  /// The thrown stand-in for a crash at a step.
  struct Stop: Error {}

  @discardableResult
  func publish(
    _ version: String, key: SigningKey?, stopAt stop: PackagePublisher.IndexWriteStep? = nil
  ) throws -> PublishReport {
    var inputs = PackagePublisher.IndexInputs(published: nil, signingKey: key, date: nil)
    inputs.step = { step throws(PackageError) in
      if step == stop { throw PackageError(.io, "stopped at \(step)") }
    }
    return try PackagePublisher.publish(
      artifacts: [try ImmutabilityTests.artifact(in: folder, version: version)], into: packages,
      inputs: inputs)
  }

  /// What the client says of the folder's pair: nil when it would accept the index, else
  /// its reason (the client's own check, `ClientInspection`).
  func clientRefusal() throws -> String? {
    let index = [UInt8](try #require(FileManager.default.contents(atPath: packages + "/index.json")))
    guard let signature = FileManager.default.contents(atPath: packages + "/index.json.sig") else {
      return "unsigned"
    }
    let known = try #require(ThemePublicKey(rawRepresentation: key.publicKey.rawRepresentation))
    return ClientInspection(publicKeys: [known]).indexSignatureProblem([UInt8](signature), index: index)
  }

  func versions() throws -> [String] {
    try PackageIndex.load(fromFile: packages + "/index.json").packages.map(\.version)
  }

  var noteExists: Bool { FileManager.default.fileExists(atPath: notePath) }

  @Test(arguments: [true, false])
  func aStopBetweenTheRenamesIsHealedByTheNextPublish(nextHasTheKey: Bool) throws {
    try publish("1.2.0", key: key)
    #expect(try clientRefusal() == nil)
    #expect(throws: PackageError.self) { try publish("1.3.0", key: key, stopAt: .indexRenamed) }
    // The window: the new index is in place, the old signature beside it.
    #expect(try versions() == ["1.2.0", "1.3.0"])
    #expect(try clientRefusal() != nil)
    #expect(noteExists)
    try publish("1.3.0", key: nextHasTheKey ? key : nil)
    #expect(try versions() == ["1.2.0", "1.3.0"])
    #expect(try clientRefusal() == nil, "the note's signature was put in place")
    #expect(!noteExists)
  }

  @Test func aStopBeforeTheIndexRenameKeepsTheOldPair() throws {
    try publish("1.2.0", key: key)
    let before = FolderSnapshot(packages)
    #expect(throws: PackageError.self) { try publish("1.3.0", key: key, stopAt: .noteWritten) }
    #expect(try versions() == ["1.2.0"])
    #expect(try clientRefusal() == nil)
    #expect(noteExists)
    // Without the key nothing changes the list: the note goes, the old pair stays.
    let zip = try #require(
      try FileManager.default.contentsOfDirectory(atPath: packages).first { $0.contains("1.3.0") })
    try FileManager.default.removeItem(atPath: packages + "/" + zip)
    try PackagePublisher.publish(
      artifacts: [try ImmutabilityTests.artifact(in: folder, version: "1.2.0")], into: packages,
      published: nil)
    #expect(!noteExists)
    #expect(FolderSnapshot(packages) == before)
    #expect(try clientRefusal() == nil)
  }

  /// Main's behaviour before the note: the unsigned run that stopped after its index kept
  /// the stale signature on every later unsigned run (the index bytes no longer changed).
  @Test func aStopBeforeAStaleSignatureIsRemovedIsFinishedWithoutTheKey() throws {
    try publish("1.2.0", key: key)
    #expect(throws: PackageError.self) { try publish("1.3.0", key: nil, stopAt: .indexRenamed) }
    #expect(try clientRefusal()?.contains("does not verify with any known key") == true)
    try publish("1.3.0", key: nil)
    #expect(try clientRefusal() == "unsigned")
    #expect(!noteExists)
    try publish("1.3.0", key: key)
    #expect(try clientRefusal() == nil)
  }

  @Test func aSuccessfulPublishLeavesNoNote() throws {
    try publish("1.2.0", key: key)
    try publish("1.3.0", key: nil)
    try publish("1.4.0", key: key)
    #expect(!noteExists)
    #expect(try FileManager.default.contentsOfDirectory(atPath: packages).allSatisfy { !$0.hasPrefix(".") })
    #expect(try clientRefusal() == nil)
  }

  @Test func aNoteForAFirstIndexThatNeverLandedIsDropped() throws {
    #expect(throws: PackageError.self) { try publish("1.2.0", key: key, stopAt: .noteWritten) }
    #expect(!FileManager.default.fileExists(atPath: packages + "/index.json"))
    #expect(noteExists)
    try publish("1.2.0", key: nil)
    #expect(!noteExists)
    #expect(try clientRefusal() == "unsigned")
  }

  static let hash = String(repeating: "ab", count: 32)

  /// Damaged or hostile notes: each refused with one line naming the note, nothing written.
  @Test(arguments: [
    ("empty", "", "expected"),
    ("truncated", #"{"indexSHA256": "ab"#, "unterminated string"),
    ("array root", "[]", "expected a JSON object"),
    ("hash a number", #"{"indexSHA256": 5}"#, "\"indexSHA256\" is missing or not 64 lower-case hex digits"),
    ("hash short", #"{"indexSHA256": "abc"}"#, "not 64 lower-case hex digits"),
    ("hash upper case", #"{"indexSHA256": "\#(hash.uppercased())"}"#, "not 64 lower-case hex digits"),
    ("signature a number", #"{"indexSHA256": "\#(hash)", "signature": 7}"#, "\"signature\" is not one line"),
    (
      "signature short", #"{"indexSHA256": "\#(hash)", "signature": "AAAA"}"#, "\"signature\" is not one line"
    ),
    (
      "signature two lines",
      #"{"indexSHA256": "\#(hash)", "signature": "\#(String(repeating: "A", count: 86))==\nAA"}"#,
      "\"signature\" is not one line"
    ),
    (
      "deep nesting", String(repeating: "[", count: 500) + String(repeating: "]", count: 500),
      "nesting deeper than 200 levels"
    ),
    ("too long", #"{"indexSHA256": "\#(hash)"}"# + String(repeating: " ", count: 2000), "more than 1024"),
  ])
  func aDamagedNoteIsRefused(_ name: String, _ text: String, _ reason: String) throws {
    try publish("1.2.0", key: key)
    try folder.write(text, to: "packages/" + IndexPairJournal.fileName)
    try expectRefused(reason, name)
  }

  @Test func aNoteThatIsNotUTF8OrAFolderOrALinkIsRefused() throws {
    try publish("1.2.0", key: key)
    try folder.write([0xFF, 0xFE, 0x7B], to: "packages/" + IndexPairJournal.fileName)
    try expectRefused("unexpected character", "bytes")
    try FileManager.default.removeItem(atPath: notePath)
    try FileManager.default.createDirectory(atPath: notePath, withIntermediateDirectories: false)
    try expectRefused("is a folder, not a file", "folder")
    try FileManager.default.removeItem(atPath: notePath)
    try folder.write(#"{"indexSHA256": "\#(Self.hash)"}"#, to: "elsewhere.json")
    try FileManager.default.createSymbolicLink(
      atPath: notePath, withDestinationPath: folder.path("elsewhere.json"))
    try expectRefused("is a symbolic link", "link")
  }

  func expectRefused(_ reason: String, _ name: String) throws {
    let before = FolderSnapshot(packages)
    let error = try #require(throws: PackageError.self, "\(name)") { try publish("1.3.0", key: key) }
    #expect(
      error.description.hasPrefix("cannot read '\(notePath)', left by an interrupted publish: "), "\(name)")
    #expect(error.description.contains(reason), "\(name): \(error)")
    #expect(error.description.hasSuffix(": remove it and publish again with the signing key"), "\(name)")
    #expect(!error.description.contains("\n"), "\(name)")
    #expect(FolderSnapshot(packages) == before, "\(name): nothing written")
  }
}
