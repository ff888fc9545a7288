import Foundation
import ThemePackNative
import ThemePackTestSupport

/// Packages for hostile tests: a sound stored-entry package built by the tests
/// (`TestZip`), and ways to spoil it.
enum HostilePackages {
  /// The sound package's files inside `blue/` (content is irrelevant to verification).
  static let files: [String: [UInt8]] = [
    "themeColor.png": Array("theme colour".utf8),
    "navBar@2x.png": Array("navigation bar at 2x".utf8),
    "icons/search@3x.png": Array("search icon".utf8),
  ]

  /// A manifest listing `files` (sizes and hashes computed by the test's own SHA-256).
  static func manifest(_ files: [String: [UInt8]], theme: String = "blue") -> [UInt8] {
    let records = files.keys.sorted().map { path in
      let bytes = files[path]!
      return "{\"path\": \"\(path)\", \"sha256\": \"\(TestSHA256.hex(bytes))\", \"size\": \(bytes.count)}"
    }
    let text = """
      {"assets": [], "files": [\(records.joined(separator: ", "))], "formatVersion": 1, \
      "theme": "\(theme)", "version": "1.2.0"}

      """
    return Array(text.utf8)
  }

  /// The entries of the sound package: folders, files, manifest, sorted.
  static func entries(
    _ files: [String: [UInt8]] = files, manifest: [UInt8]? = nil, theme: String = "blue"
  ) -> [TestZip.Entry] {
    var entries: [TestZip.Entry] = [.folder("\(theme)/"), .folder("\(theme)/icons/")]
    for path in files.keys.sorted() { entries.append(.file("\(theme)/\(path)", files[path]!)) }
    entries.append(.file("\(theme)/manifest.json", manifest ?? Self.manifest(files, theme: theme)))
    return entries
  }

  /// The sound package with `change` applied to its entries.
  static func package(_ change: (inout [TestZip.Entry]) -> Void = { _ in }) -> [UInt8] {
    var entries = entries()
    change(&entries)
    return TestZip(entries).bytes()
  }

  /// The sound package plus one more entry.
  static func adding(_ entry: TestZip.Entry) -> [UInt8] {
    package { $0.append(entry) }
  }

  /// The sound package plus a file named by `bytes`.
  static func addingName(_ bytes: [UInt8]) -> [UInt8] {
    adding(TestZip.Entry(name: bytes, payload: Array("evil".utf8)))
  }

  /// A deflated entry of `count` zeros that declares `declared` bytes.
  static func zeros(_ name: String, count: Int, declared: Int? = nil) -> TestZip.Entry {
    TestZip.Entry(
      name: Array(name.utf8), payload: ZeroDeflate.zeros(count: count), method: 8,
      declaredSize: UInt64(declared ?? count), crc: TestCRC32.zeros(count: count))
  }

  /// A zip written by libarchive (the production writer, used here as a tool) holding a
  /// sound manifest and the given extra entries.
  static func libarchivePackage(
    options: ZipArchiveWriter.Options = ZipArchiveWriter.Options(),
    extra: [(ZipArchiveWriter.Entry, [UInt8])]
  ) throws -> [UInt8] {
    let writer = try ZipArchiveWriter(options: options)
    let manifest = Self.manifest([:])
    let sound: [(ZipArchiveWriter.Entry, [UInt8])] = [
      (
        ZipArchiveWriter.Entry(
          path: "blue/", kind: .directory, permissions: 0o755, modificationTime: 0, size: 0), []
      ),
      (
        ZipArchiveWriter.Entry(
          path: "blue/manifest.json", kind: .file, permissions: 0o644, modificationTime: 0,
          size: manifest.count),
        manifest
      ),
    ]
    for (entry, data) in sound + extra {
      try writer.begin(entry)
      if !data.isEmpty { try writer.write(data) }
    }
    return try writer.finish()
  }

  /// `count` empty files in one theme folder, with Zip64 end records past 65,535.
  static func manyEntries(_ count: Int) -> [UInt8] {
    var entries: [TestZip.Entry] = [.folder("blue/")]
    entries.reserveCapacity(count + 1)
    for index in 0..<count { entries.append(.file("blue/f\(index).png", [])) }
    return TestZip(entries).bytes()
  }
}
