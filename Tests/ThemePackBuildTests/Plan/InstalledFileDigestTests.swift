import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackSupport
import ThemePackTestSupport

/// The digest of a theme's installed files: the same tree gives the same digest whatever
/// order its files were made in; any added, removed, renamed or rewritten file changes it;
/// anything but folders and regular files makes it nil.
@Suite("build plan: the installed-file digest sees every change")
struct InstalledFileDigestTests {
  static let names = ["b/x.png", "a/y.png", "a-z.json", "a/sub/w.png", "c.png"]

  /// A tree of `names` (each holding its own name) made in `order`, all with one time.
  static func tree(_ order: [String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    for name in order {
      try folder.write(name, to: "out/theme/" + name)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)],
        ofItemAtPath: folder.path("out/theme/" + name))
    }
    return folder
  }

  static func digest(_ folder: TemporaryFolder) -> String? {
    InstalledFileScan.digest(["theme"], in: folder.path("out"))
  }

  @Test func theSameTreeMadeInAnotherOrderHasTheSameDigest() throws {
    let first = try Self.tree(Self.names)
    let second = try Self.tree(Self.names.reversed())
    #expect(Self.digest(first) != nil)
    #expect(Self.digest(first) == Self.digest(second))
  }

  @Test(arguments: ["added", "removed", "renamed", "rewritten same size", "touched", "folder emptied"])
  func anyChangeChangesTheDigest(change: String) throws {
    let folder = try Self.tree(Self.names)
    let before = try #require(Self.digest(folder))
    let theme = folder.path("out/theme")
    let manager = FileManager.default
    switch change {
    case "added": try folder.write("new", to: "out/theme/a/new.png")
    case "removed": try manager.removeItem(atPath: theme + "/c.png")
    case "renamed": try manager.moveItem(atPath: theme + "/c.png", toPath: theme + "/d.png")
    case "rewritten same size":
      try folder.write("C.png", to: "out/theme/c.png")
      try manager.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_700_000_001)], ofItemAtPath: theme + "/c.png")
    case "touched":
      try manager.setAttributes(
        [.modificationDate: Date(timeIntervalSince1970: 1_700_000_002)], ofItemAtPath: theme + "/c.png")
    default:
      try manager.removeItem(atPath: theme + "/a/sub/w.png")
    }
    #expect(Self.digest(folder) != before)
  }

  @Test func aSymbolicLinkOrAMissingFolderHasNoDigest() throws {
    let folder = try Self.tree(Self.names)
    #expect(InstalledFileScan.digest(["theme", "missing"], in: folder.path("out")) == nil)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("out/theme/a/link.png"), withDestinationPath: "y.png")
    #expect(Self.digest(folder) == nil)
  }

  /// The digest's text, spelled out: one line per file, each folder's names in byte order
  /// (so `a/…` before `a-z.json`, though "/" sorts after "-" in whole paths).
  @Test func theDigestIsTheHashOfOneLinePerFileInEachFoldersByteOrder() throws {
    let folder = try Self.tree(Self.names)
    // A time before 1970 (negative seconds) and one with nanoseconds.
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: -315_619_200)],
      ofItemAtPath: folder.path("out/theme/c.png"))
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000.5)],
      ofItemAtPath: folder.path("out/theme/b/x.png"))
    #expect(FileStamp.of(folder.path("out/theme/c.png"))?.seconds ?? 0 < 0)
    #expect(FileStamp.of(folder.path("out/theme/b/x.png"))?.nanoseconds ?? 0 > 0)
    let order = ["theme/a/sub/w.png", "theme/a/y.png", "theme/a-z.json", "theme/b/x.png", "theme/c.png"]
    var text = ""
    for path in order {
      let stamp = try #require(FileStamp.of(folder.path("out/" + path)))
      text += "\(path) \(stamp.size) \(stamp.seconds) \(stamp.nanoseconds)\n"
    }
    #expect(Self.digest(folder) == SHA256.hex(of: Array(text.utf8)))
  }
}

/// Installed-theme records keep each asset as the text of its JSON, decoded once per text.
@Suite("build plan: installed-theme records decode each distinct asset once")
struct InstalledThemeRecordAssetTests {
  static let asset = BuiltAsset(
    name: "icon", pointWidth: 2, pointHeight: 2,
    scales: AppearanceValues(light: [1, 2, 3], dark: [1], lightHighContrast: [], darkHighContrast: []),
    slice: nil, sliceMode: nil, resizing: [:], extras: nil, darkExtras: nil)

  @Test func aRecordLoadsBackEqualAndTwoRecordsShareOneDecodedAsset() throws {
    let folder = try TemporaryFolder()
    let unit = InstalledThemeRecord.UnitRecord(
      key: "k", entry: FileStamp(size: 1, seconds: 2, nanoseconds: 3), asset: Self.asset)
    let record = InstalledThemeRecord(
      key: "key", files: "files", units: ["icon": unit, "none": .init(key: "n", entry: nil, asset: nil)])
    record.save(to: folder.path("a.json"))
    record.save(to: folder.path("b.json"))
    let memo = BuiltAssetMemo()
    #expect(InstalledThemeRecord.load(from: folder.path("a.json"), assets: memo) == record)
    #expect(InstalledThemeRecord.load(from: folder.path("b.json"), assets: memo) == record)
    #expect(memo.count == 1)
  }

  @Test(arguments: ["\"not an asset\"", "\"{}\"", "\"{\\\"name\\\": 3}\"", "12", "{\"name\": \"icon\"}"])
  func aRecordWhoseAssetTextSpellsNoAssetIsUnreadable(asset: String) throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "{\"files\": \"f\", \"format\": \(InstalledThemeRecord.formatVersion), \"key\": \"k\", "
        + "\"units\": {\"icon\": {\"asset\": \(asset), \"key\": \"u\"}}}", to: "r.json")
    #expect(InstalledThemeRecord.load(from: folder.path("r.json")) == nil)
    try folder.write(
      "{\"files\": \"f\", \"format\": \(InstalledThemeRecord.formatVersion), \"key\": \"k\", "
        + "\"units\": {\"icon\": {\"key\": \"u\"}}}", to: "r.json")
    #expect(InstalledThemeRecord.load(from: folder.path("r.json"))?.units["icon"]?.asset == nil)
  }
}
