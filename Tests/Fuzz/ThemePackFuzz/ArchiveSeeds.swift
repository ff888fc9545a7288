#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackTestSupport
  import ThemePackArchive
  import ThemePackImaging
  import ThemePackPackaging

  /// Small zip seeds: a package made by the real packager (deflated, signed), the same
  /// theme stored by the tests' writer, and a Zip64-style many-entry file kept tiny.
  enum ArchiveSeeds {
    static func seeds() -> [(String, [UInt8])] {
      var seeds: [(String, [UInt8])] = []
      if let packaged = try? packaged() { seeds.append(("packaged.zip", packaged)) }
      let manifest =
        Array(
          #"{"files": [{"path": "a.png", "sha256": "\#(TestSHA256.hex(Array("pixels".utf8)))", "size": 6}], "#
            .utf8) + Array(#""formatVersion": 1, "theme": "blue", "version": "1.0.0"}"#.utf8)
      let stored = TestZip([
        .folder("blue/"), .file("blue/a.png", Array("pixels".utf8)), .file("blue/manifest.json", manifest),
      ])
      seeds.append(("stored.zip", stored.bytes()))
      seeds.append(("empty-entries.zip", TestZip([.folder("blue/")]).bytes()))
      return seeds
    }

    /// A two-file theme packaged and signed by `ThemePackager`, as `themepack package` writes it.
    static func packaged() throws -> [UInt8] {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "themepack-seed-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: folder) }
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let image = RGBAImage(width: 3, height: 2, fill: ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255))
      try Data(try PNGEncoder.encode(image)).write(to: folder.appendingPathComponent("navBar@2x.png"))
      try Data(#"{"theme": "blue", "version": "1.0.0", "formatVersion": 1, "assets": {}}"#.utf8).write(
        to: folder.appendingPathComponent("manifest.json"))
      return try ThemePackager.makePackage(
        themeFolder: folder.path, packageName: "Fuzz", theme: "blue", version: "1.0.0",
        signingKey: SigningKey.generate()
      ).bytes
    }
  }
#endif
