import Foundation
import Testing
import ThemePackArchive
import ThemePackNative
import ThemePackPackaging
import ThemePackTestSupport

/// Every hostile package is rejected by `verify` with the right first problem, and
/// `unpack` over an installed older version fails leaving every file as it was:
/// nothing written outside the target, the target unchanged, no staging folder left.
@Suite("hostile archives are rejected and leave the target untouched")
struct HostileArchiveTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var expected: PackageProblem.Kind
    /// A fragment the first problem's message must contain.
    var mentions: String?
    var limits = PackageLimits.default
    var build: @Sendable () throws -> [UInt8]

    init(
      _ name: String, _ expected: PackageProblem.Kind, mentions: String? = nil,
      limits: PackageLimits = .default, _ build: @escaping @Sendable () throws -> [UInt8]
    ) {
      self.name = name
      self.expected = expected
      self.mentions = mentions
      self.limits = limits
      self.build = build
    }

    var testDescription: String { name }
  }

  static let escapeName = "themepack-hostile-escape.png"
  static let absoluteEscape = "/tmp/themepack-hostile-absolute-escape.png"

  static func unix(_ mode: Int, _ name: String, _ payload: String = "") -> TestZip.Entry {
    TestZip.Entry(
      name: Array(name.utf8), payload: Array(payload.utf8), externalAttributes: UInt32(mode) << 16)
  }

  static let cases: [Case] = [
    // Not a zip, truncated, corrupt.
    Case("a PNG is not a zip", .notZip) {
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 100)
    },
    Case("an empty file", .notZip) { [] },
    Case("the first half of a package", .truncated) {
      let bytes = HostilePackages.package()
      return Array(bytes.prefix(bytes.count / 2))
    },
    Case("a package missing its last byte", .truncated) { Array(HostilePackages.package().dropLast()) },
    Case("junk after the end record", .corrupt, mentions: "junk") { HostilePackages.package() + [1, 2, 3] },
    Case("junk before the first entry", .corrupt) { Array("MZ stub".utf8) + HostilePackages.package() },
    Case("a damaged central directory record", .corrupt, mentions: "record 1") {
      var bytes = HostilePackages.package()
      let end = bytes.count - 22
      let directory = Int(bytes[end + 16]) | Int(bytes[end + 17]) << 8 | Int(bytes[end + 18]) << 16
      bytes[directory] ^= 0xFF
      return bytes
    },
    Case("a local header naming another file", .corrupt, mentions: "local header") {
      HostilePackages.package { entries in entries[2].localName = Array("blue/other.png".utf8) }
    },
    Case("two directory records sharing one local header", .corrupt, mentions: "overlaps") {
      var zip = TestZip(HostilePackages.entries())
      zip.repeatedRecords = [2]
      return zip.bytes()
    },
    Case("a corrupted deflate stream", .corrupt, mentions: "blue/zeros.png") {
      var entry = HostilePackages.zeros("blue/zeros.png", count: 60_000)
      entry.payload[entry.payload.count / 2] ^= 0x5A
      return HostilePackages.adding(entry)
    },
    // Names.
    Case("an absolute name", .unsafeName, mentions: "absolute") {
      HostilePackages.addingName(Array(absoluteEscape.utf8))
    },
    Case("a name climbing out with '..'", .unsafeName, mentions: "'..'") {
      HostilePackages.addingName(Array("../../\(escapeName)".utf8))
    },
    Case("a name climbing out from inside the theme", .unsafeName, mentions: "'..'") {
      HostilePackages.addingName(Array("blue/../../../\(escapeName)".utf8))
    },
    Case("a backslash name", .unsafeName, mentions: "backslash") {
      HostilePackages.addingName(Array("blue\\..\\..\\\(escapeName)".utf8))
    },
    Case("a NUL inside a name", .unsafeName, mentions: "NUL") {
      HostilePackages.addingName(Array("blue/navBar@2x.png".utf8) + [0] + Array(".exe".utf8))
    },
    Case("a drive letter", .unsafeName, mentions: "drive letter") {
      HostilePackages.addingName(Array("C:/\(escapeName)".utf8))
    },
    Case("a drive-relative name", .unsafeName, mentions: "drive letter") {
      HostilePackages.addingName(Array("c:\(escapeName)".utf8))
    },
    Case("a name over 1024 bytes", .unsafeName, mentions: "more than the limit") {
      HostilePackages.addingName(
        Array(
          ("blue/" + String(repeating: String(repeating: "d", count: 200) + "/", count: 6) + "x.png").utf8))
    },
    Case("a component over 255 bytes", .unsafeName, mentions: "255") {
      HostilePackages.addingName(Array(("blue/" + String(repeating: "x", count: 300) + ".png").utf8))
    },
    Case("a control character", .unsafeName, mentions: "control") {
      HostilePackages.addingName(Array("blue/evil\n.png".utf8))
    },
    Case("invalid UTF-8", .unsafeName, mentions: "UTF-8") {
      HostilePackages.addingName(Array("blue/".utf8) + [0xFF, 0xFE])
    },
    Case("a non-ASCII name without the UTF-8 flag", .unsafeName, mentions: "UTF-8 flag") {
      var entry = TestZip.Entry.file("blue/caf\u{E9}.png", [1])
      entry.flags = 0
      return HostilePackages.adding(entry)
    },
    Case("a second name in a Unicode path field", .unsafeName, mentions: "Unicode path") {
      var entry = TestZip.Entry.file("blue/fine.png", [1])
      let other = Array("../../\(escapeName)".utf8)
      entry.centralExtra = le16(0x7075) + le16(UInt16(5 + other.count)) + [1] + le32(0) + other
      return HostilePackages.adding(entry)
    },
    // Entry types.
    Case("a symbolic link", .notRegularFile, mentions: "symbolic link") {
      HostilePackages.adding(unix(0o120777, "blue/link.png", "../../../etc/passwd"))
    },
    Case("a symbolic link written by libarchive", .notRegularFile, mentions: "symbolic link") {
      try HostilePackages.libarchivePackage(extra: [
        (
          ZipArchiveWriter.Entry(
            path: "blue/link.png", kind: .symbolicLink(target: "/etc/passwd"), permissions: 0o777,
            modificationTime: 0, size: 0), []
        )
      ])
    },
    // Zip has no hard-link entry: libarchive writes one as an empty regular file, which
    // the manifest does not list.
    Case("a hard link written by libarchive", .unlistedFile, mentions: "blue/copy.png") {
      try HostilePackages.libarchivePackage(extra: [
        (
          ZipArchiveWriter.Entry(
            path: "blue/copy.png", kind: .hardLink(target: "blue/manifest.json"), permissions: 0o644,
            modificationTime: 0, size: 0), []
        )
      ])
    },
    Case("a character device", .notRegularFile, mentions: "character device") {
      HostilePackages.adding(unix(0o020644, "blue/tty.png"))
    },
    Case("a block device", .notRegularFile, mentions: "block device") {
      HostilePackages.adding(unix(0o060644, "blue/disk.png"))
    },
    Case("a named pipe", .notRegularFile, mentions: "named pipe") {
      HostilePackages.adding(unix(0o010644, "blue/fifo.png"))
    },
    Case("a socket", .notRegularFile, mentions: "socket") {
      HostilePackages.adding(unix(0o140644, "blue/socket.png"))
    },
    // Duplicates.
    Case("the same name twice", .duplicate, mentions: "twice") {
      HostilePackages.adding(.file("blue/navBar@2x.png", Array("second".utf8)))
    },
    Case("names equal by letter case", .duplicate, mentions: "letter case") {
      HostilePackages.adding(.file("blue/NAVBAR@2x.png", Array("second".utf8)))
    },
    Case("names equal by Unicode normalisation", .duplicate, mentions: "normalisation") {
      HostilePackages.package { entries in
        entries.append(.file("blue/caf\u{E9}.png", [1]))
        entries.append(.file("blue/cafe\u{301}.png", [2]))
      }
    },
    Case("a file used as a folder", .duplicate, mentions: "which is a file") {
      HostilePackages.adding(.file("blue/navBar@2x.png/inside.png", [1]))
    },
    // Caps.
    Case("70,000 entries", .tooManyEntries, mentions: "70001 entries") {
      HostilePackages.manyEntries(70_000)
    },
    Case(
      "more entries than a lowered cap", .tooManyEntries,
      limits: PackageLimits(maxEntries: 3)
    ) { HostilePackages.package() },
    Case("a 1 GiB bomb of zeros", .entryTooLarge, mentions: "1073741824 bytes") {
      HostilePackages.adding(HostilePackages.zeros("blue/bomb.png", count: 1 << 30))
    },
    Case(
      "more bytes in total than the cap", .totalTooLarge, limits: PackageLimits(maxTotalBytes: 40)
    ) { HostilePackages.package() },
    Case("a 10 MiB entry of zeros (ratio)", .compressionRatio, mentions: "like a zip bomb") {
      HostilePackages.adding(HostilePackages.zeros("blue/zeros.png", count: 10 << 20))
    },
    Case("a 1 GiB bomb declaring 4 KiB", .sizeLie, mentions: "more than the 4096 bytes") {
      HostilePackages.adding(HostilePackages.zeros("blue/bomb.png", count: 1 << 30, declared: 4096))
    },
    Case("a 1 GiB bomb declaring 48 MiB", .sizeLie, mentions: "more than the 50331648 bytes") {
      HostilePackages.adding(HostilePackages.zeros("blue/bomb.png", count: 1 << 30, declared: 48 << 20))
    },
    Case("an entry inflating to less than it declares", .corrupt, mentions: "wrong size") {
      HostilePackages.adding(HostilePackages.zeros("blue/short.png", count: 3000, declared: 5000))
    },
    Case("a stored entry declaring more than it stores", .sizeLie) {
      var entry = TestZip.Entry.file("blue/stored.png", [1, 2, 3, 4, 5])
      entry.declaredSize = 10
      return HostilePackages.adding(entry)
    },
    // Encryption and compression.
    Case("the encryption flag", .encrypted) {
      var entry = TestZip.Entry.file("blue/secret.png", [1, 2, 3])
      entry.flags |= 1
      return HostilePackages.adding(entry)
    },
    Case("an entry encrypted by libarchive", .encrypted) {
      try HostilePackages.libarchivePackage(
        options: ZipArchiveWriter.Options(passphrase: "secret"),
        extra: [
          (
            ZipArchiveWriter.Entry(
              path: "blue/secret.png", kind: .file, permissions: 0o644, modificationTime: 0, size: 3),
            [1, 2, 3]
          )
        ])
    },
    Case("LZMA compression", .unsupportedCompression, mentions: "method 14") {
      var entry = TestZip.Entry.file("blue/lzma.png", [1, 2, 3])
      entry.method = 14
      return HostilePackages.adding(entry)
    },
    // Theme folder and manifest.
    Case("an entry outside the theme folder", .outsideTheme, mentions: "other/x.png") {
      HostilePackages.adding(.file("other/x.png", [1]))
    },
    Case("a file at the top", .outsideTheme) { HostilePackages.adding(.file("readme.txt", [1])) },
    Case("two theme folders", .outsideTheme, mentions: "several") {
      TestZip(HostilePackages.entries() + HostilePackages.entries(theme: "red")).bytes()
    },
    Case("no manifest", .manifestMissing) {
      HostilePackages.package { $0.removeLast() }
    },
    Case("a manifest that is not JSON", .manifestMalformed, mentions: "line 1") {
      TestZip(HostilePackages.entries(manifest: Array("{not json".utf8))).bytes()
    },
    Case("a manifest without files", .manifestMalformed, mentions: "\"files\"") {
      TestZip(
        HostilePackages.entries(
          manifest: Array("{\"theme\": \"blue\", \"version\": \"1\", \"formatVersion\": 1}".utf8))
      ).bytes()
    },
    Case("a manifest of another theme", .manifestMalformed, mentions: "names theme 'red'") {
      TestZip(
        HostilePackages.entries(manifest: HostilePackages.manifest(HostilePackages.files, theme: "red"))
      ).bytes()
    },
    Case("a file not listed", .unlistedFile, mentions: "blue/extra.png") {
      HostilePackages.adding(.file("blue/extra.png", [1]))
    },
    Case("a listed file missing", .missingFile, mentions: "blue/themeColor.png") {
      HostilePackages.package { entries in entries.removeAll { $0.name == Array("blue/themeColor.png".utf8) }
      }
    },
    Case("a size mismatch", .sizeMismatch, mentions: "blue/navBar@2x.png") {
      var files = HostilePackages.files
      files["navBar@2x.png"] = Array("navigation bar at 2x, longer".utf8)
      return TestZip(
        HostilePackages.entries(files, manifest: HostilePackages.manifest(HostilePackages.files))
      ).bytes()
    },
    Case("a hash mismatch", .hashMismatch, mentions: "blue/navBar@2x.png") {
      var files = HostilePackages.files
      files["navBar@2x.png"] = Array("navigation bar at 3x".utf8)
      return TestZip(
        HostilePackages.entries(files, manifest: HostilePackages.manifest(HostilePackages.files))
      ).bytes()
    },
  ]

  @Test(arguments: cases)
  func rejected(_ hostile: Case) throws {
    let folder = try TemporaryFolder()
    let zip = folder.path("hostile.zip")
    try Data(hostile.build()).write(to: URL(fileURLWithPath: zip))
    let problems = PackageVerifier.verify(zipPath: zip, publicKey: nil, limits: hostile.limits)
    let first = try #require(problems.first)
    #expect(first.kind == hostile.expected, "\(first.message)")
    if let mentions = hostile.mentions {
      #expect(first.message.contains(mentions), "\(first.message)")
    }

    try folder.write("an older version", to: "installed/blue/themeColor.png")
    try folder.write("{\"theme\": \"blue\"}", to: "installed/blue/manifest.json")
    let before = FolderSnapshot(folder.url.path)
    let outsideBefore = [
      FileManager.default.fileExists(atPath: Self.absoluteEscape),
      FileManager.default.fileExists(
        atPath: folder.url.deletingLastPathComponent().path + "/" + Self.escapeName),
    ]
    #expect(throws: PackageError.self) {
      try PackageUnpacker.unpack(
        zipPath: zip, into: folder.path("installed/blue"), publicKey: nil, limits: hostile.limits)
    }
    #expect(FolderSnapshot(folder.url.path) == before)
    let outsideAfter = [
      FileManager.default.fileExists(atPath: Self.absoluteEscape),
      FileManager.default.fileExists(
        atPath: folder.url.deletingLastPathComponent().path + "/" + Self.escapeName),
    ]
    #expect(outsideAfter == outsideBefore)
  }

  @Test func soundPackageFromTheSameBuilderPasses() throws {
    let folder = try TemporaryFolder()
    let zip = folder.path("sound.zip")
    try Data(HostilePackages.package()).write(to: URL(fileURLWithPath: zip))
    #expect(PackageVerifier.verify(zipPath: zip, publicKey: nil) == [])
    try PackageUnpacker.unpack(zipPath: zip, into: folder.path("installed/blue"), publicKey: nil)
    #expect(
      FileManager.default.contents(atPath: folder.path("installed/blue/icons/search@3x.png"))
        == Data("search icon".utf8))
  }

  /// The zero-bomb helper makes a real deflate stream with the right CRC: a sound
  /// package holding 300,000 zeros passes, so bombs fail for their size alone.
  @Test func zeroDeflateHelperMakesValidEntries() throws {
    var files = HostilePackages.files
    files["zeros.png"] = [UInt8](repeating: 0, count: 300_000)
    var entries = HostilePackages.entries(files)
    let index = try #require(entries.firstIndex { $0.name == Array("blue/zeros.png".utf8) })
    entries[index] = HostilePackages.zeros("blue/zeros.png", count: 300_000)
    let folder = try TemporaryFolder()
    let zip = folder.path("zeros.zip")
    try Data(TestZip(entries).bytes()).write(to: URL(fileURLWithPath: zip))
    let limits = PackageLimits(maxCompressionRatio: 100_000)
    #expect(PackageVerifier.verify(zipPath: zip, publicKey: nil, limits: limits) == [])
    #expect(TestCRC32.zeros(count: 1000) == TestCRC32.checksum([UInt8](repeating: 0, count: 1000)))
  }

  @Test func allProblemsAreListedInOrder() throws {
    let bytes = HostilePackages.package { entries in
      entries.append(TestZip.Entry(name: Array("../evil.png".utf8), payload: [1]))
      entries.append(Self.unix(0o120777, "blue/link.png", "/etc"))
      entries.append(.file("blue/extra.png", [1]))
      entries.removeAll { $0.name == Array("blue/themeColor.png".utf8) }
    }
    let problems = PackageVerifier.check(bytes: bytes, publicKey: SigningKey.generate().publicKey).problems
    #expect(
      problems.map { $0.kind } as [PackageProblem.Kind] == [
        .unsafeName, .notRegularFile, .missingFile, .unlistedFile, .signatureMissing,
      ])
  }
}
