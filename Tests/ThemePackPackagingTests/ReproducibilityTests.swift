import Foundation
import Testing
import ThemePackPackaging
import ThemePackTestSupport

/// The same theme folder must give byte-identical packages whatever the time zone,
/// umask, locale, file times, permissions, directory order or Unicode normalisation of
/// the names on disk. Time zone, umask and locale belong to the process, so each
/// packaging runs in its own child process (a Swift Testing exit test).
@Suite("packages are byte-identical across time zones, umasks, locales, file times and order")
struct ReproducibilityTests {
  /// Writes the fixture with a non-ASCII name (NFC or NFD on disk), given file times
  /// and permissions, in the given order.
  static func writeTheme(
    in folder: TemporaryFolder, at relative: String, reversed: Bool, decomposed: Bool, time: Int,
    mode: mode_t
  ) throws -> String {
    let path = try ThemeFixture().write(in: folder, at: relative, reversed: reversed)
    let name = decomposed ? "caf\u{65}\u{301}.png" : "caf\u{E9}.png"
    try folder.write(Array("not really a png".utf8), to: relative + "/icons/" + name)
    let files = FileManager.default.enumerator(atPath: path)!.compactMap { $0 as? String }
    for file in files {
      let full = path + "/" + file
      var times = [timespec(tv_sec: time, tv_nsec: 0), timespec(tv_sec: time, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, full, &times, 0) == 0)
      var status = stat()
      lstat(full, &status)
      if status.st_mode & S_IFMT == S_IFREG { chmod(full, mode) }
    }
    return path
  }

  @Test func childProcessesWithDifferentEnvironmentsWriteTheSameBytes() async throws {
    let folder = try TemporaryFolder()
    let first = try Self.writeTheme(
      in: folder, at: "a/blue", reversed: false, decomposed: false, time: 1_000_000_000, mode: 0o644)
    let second = try Self.writeTheme(
      in: folder, at: "b/blue", reversed: true, decomposed: true, time: 1_700_000_000, mode: 0o600)
    let outputs = [folder.path("first.zip"), folder.path("second.zip")]
    // Zones whose offsets in 1980 (the entries' date) differ from UTC and from each
    // other: +9 and -8 hours. (Kiritimati and Adak, tempting extremes, were both -10.)
    let settings: [(theme: String, output: String, zone: String, mask: Int, locale: String)] = [
      (first, outputs[0], "Asia/Tokyo", 0o077, "C"),
      (second, outputs[1], "America/Los_Angeles", 0o002, "C.UTF-8"),
    ]
    for setting in settings {
      await #expect(processExitsWith: .success) {
        [
          theme = setting.theme as String, output = setting.output as String, zone = setting.zone as String,
          mask = setting.mask as Int, locale = setting.locale as String
        ] in
        setenv("TZ", zone, 1)
        tzset()
        umask(mode_t(mask))
        setlocale(LC_ALL, locale)
        do {
          let artifact = try ThemePackager.makePackage(
            themeFolder: theme, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil)
          try Data(artifact.bytes).write(to: URL(fileURLWithPath: output))
        } catch {
          exit(3)
        }
      }
    }
    let firstBytes = try #require(FileManager.default.contents(atPath: outputs[0]))
    let secondBytes = try #require(FileManager.default.contents(atPath: outputs[1]))
    #expect(firstBytes == secondBytes)
    let here = try ThemePackager.makePackage(
      themeFolder: first, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil)
    #expect(Data(here.bytes) == firstBytes)
  }

  @Test func signedPackagesAreReproducibleToo() throws {
    let folder = try TemporaryFolder()
    let first = try Self.writeTheme(
      in: folder, at: "a/blue", reversed: false, decomposed: false, time: 10, mode: 0o644)
    let second = try Self.writeTheme(
      in: folder, at: "b/blue", reversed: true, decomposed: true, time: 2_000_000_000, mode: 0o664)
    let key = SigningKey.generate()
    let one = try ThemePackager.makePackage(
      themeFolder: first, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: key)
    let two = try ThemePackager.makePackage(
      themeFolder: second, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: key)
    #expect(one.bytes == two.bytes)
  }

  /// What the bytes hold, read by the test's own parser: sorted names (each folder
  /// before its contents), UTF-8 NFC names with the UTF-8 flag, fixed DOS and Unix
  /// times, fixed modes, Unix owner 0.
  @Test func entriesAreSortedWithFixedTimesModesAndUTF8Names() throws {
    let folder = try TemporaryFolder()
    let path = try Self.writeTheme(
      in: folder, at: "blue", reversed: true, decomposed: true, time: 1_234_567_890, mode: 0o600)
    let artifact = try ThemePackager.makePackage(
      themeFolder: path, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil)
    let listing = try TestZipListing(artifact.bytes)
    let names = listing.records.map(\.name)
    #expect(names == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    #expect(names.first == "blue/")
    #expect(names.contains("blue/icons/"))
    #expect(names.firstIndex(of: "blue/icons/")! < names.firstIndex(of: "blue/icons/search@3x.png")!)
    #expect(names.contains("blue/icons/caf\u{E9}.png"))
    #expect(names.allSatisfy { Array($0.utf8) == Array($0.precomposedStringWithCanonicalMapping.utf8) })
    // 1980-01-01 00:00:00 UTC as a Unix time, little-endian, in the "UT" extra field.
    let utTime = le32(UInt32(315_532_800))
    for record in listing.records {
      #expect(record.time == 0 && record.date == (1 << 5 | 1), "\(record.name)")
      #expect(record.localTime == 0 && record.localDate == (1 << 5 | 1), "\(record.name)")
      #expect(record.madeBy >> 8 == 3)
      let mode = record.externalAttributes >> 16
      #expect(mode == (record.name.hasSuffix("/") ? 0o040755 : 0o100644), "\(record.name)")
      #expect(record.method == (record.name.hasSuffix("/") ? 0 : 8))
      let ut = try #require(record.localExtra.firstRange(of: [0x55, 0x54]))
      #expect(Array(record.localExtra[(ut.lowerBound + 5)..<(ut.lowerBound + 9)]) == utTime)
      if !record.name.allSatisfy(\.isASCII) { #expect(record.flags & 0x0800 != 0) }
    }
  }
}
