import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// `themepack install` and `themepack installed`, run as a user would: the issue's "done
/// when" with a key pair and two versions packaged and indexed by the library's packager
/// and publisher.
@Suite("themepack install and installed")
struct InstallCommandTests {
  /// A server folder with keys and `blue` 1.0.0 and 1.1.0 packaged, signed and indexed by the
  /// library's packager and publisher (the journey test runs the whole sample instead).
  struct Server {
    let folder: TemporaryFolder
    let key: String
    var index: String { folder.path("server/index.json") }
    var into: String { folder.path("app/themes") }

    init() throws {
      folder = try TemporaryFolder("themepack-install-cli")
      key = folder.path("keys/signing")
      #expect(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
      try publish("1.0.0")
      try publish("1.1.0")
    }

    /// Packages `blue` at `version` with the library and publishes it beside the index.
    func publish(_ version: String) throws {
      let image = RGBAImage(width: 2, height: 2, fill: ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255))
      try folder.write(try PNGEncoder.encode(image), to: "themes/\(version)/navBar@2x.png")
      // The manifest comes from the build's own writer, at the format the tool writes.
      let blue = ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255)
      let manifest = RuntimeManifest(
        name: "blue", version: version, color: AppearanceValues { _ in blue })
      try folder.write(try RuntimeManifestWriter.bytes(for: manifest), to: "themes/\(version)/manifest.json")
      let artifact = try ThemePackager.makePackage(
        themeFolder: folder.path("themes/\(version)"), packageName: "MyApp", theme: "blue", version: version,
        signingKey: try SigningKey.load(fromFile: key))
      try FileManager.default.createDirectory(
        atPath: folder.path("server"), withIntermediateDirectories: true)
      _ = try PackagePublisher.publish(
        artifacts: [artifact], into: folder.path("server"), published: nil,
        signingKey: try SigningKey.load(fromFile: key))
    }

    func install(_ extra: [String] = [], keys: [String]? = nil) throws -> ThemePackBinary.Result {
      let keyOptions = (keys ?? [key + ".pub"]).flatMap { ["--public-key", $0] }
      return try ThemePackBinary.run(
        ["install", "--index", index, "--theme", "blue", "--into", into] + keyOptions + extra)
    }

    /// Rewrites the index's entry for `version` to list `bytes` (written as `file`) with
    /// the given length and hash (the true ones by default).
    func relist(_ version: String, bytes: [UInt8], size: Int? = nil, sha256: String? = nil) throws {
      let current = try PackageIndex.load(fromFile: index)
      let file = "MyApp-blue-\(version)-spoiled.zip"
      try folder.write(bytes, to: "server/\(file)")
      let packages = current.packages.map { entry -> PackageIndexEntry in
        guard entry.version == version else { return entry }
        var spoiled = entry
        spoiled.file = file
        spoiled.size = size ?? bytes.count
        spoiled.sha256 = sha256 ?? SHA256.hex(of: bytes)
        return spoiled
      }
      let relisted = PackageIndex(packages: packages, sequence: current.sequence).bytes
      try folder.write(relisted, to: "server/index.json")
      let signature = try SigningKey.load(fromFile: key).signature(for: relisted)
      try folder.write(Data(signature).base64EncodedString() + "\n", to: "server/index.json.sig")
    }

    func zip(_ version: String) throws -> [UInt8] {
      [UInt8](
        try #require(FileManager.default.contents(atPath: folder.path("server/MyApp-blue-\(version).zip"))))
    }
  }

  @Test func installsUpgradesKeepsThePreviousAndRefusesADowngrade() throws {
    let server = try Server()
    #expect(try PackageIndex.load(fromFile: server.index).sequence == 2, "one more per published change")
    let first = try server.install(["--version", "1.0.0"])
    #expect(first.status == 0, "\(first.standardError)")
    let sizes = (try server.zip("1.0.0").count, try server.zip("1.1.0").count)
    #expect(
      first.standardOutput
        == "installed theme 'blue' version 1.0.0 into '\(server.into)/blue/1.0.0'; fetched \(sizes.0) of \(sizes.0) bytes\n"
    )
    let second = try server.install()
    #expect(second.status == 0, "\(second.standardError)")
    #expect(
      second.standardOutput
        == "installed theme 'blue' version 1.1.0 into '\(server.into)/blue/1.1.0' (kept 1.0.0); "
        + "fetched \(sizes.1) of \(sizes.1) bytes\n")
    let listed = try ThemePackBinary.run(["installed", "--into", server.into])
    #expect(listed.status == 0)
    #expect(listed.standardOutput == "blue  current 1.1.0  kept 1.0.0\n")

    let before = FolderSnapshot(server.folder.path("app"))
    let downgrade = try server.install(["--version", "1.0.0"])
    #expect(downgrade.status == 1)
    #expect(
      downgrade.standardError == "error: refusing theme 'blue' version 1.0.0: version 1.1.0 is installed\n")
    #expect(FolderSnapshot(server.folder.path("app")) == before)
    #expect(
      try ThemePackBinary.run(["installed", "--into", server.into]).standardOutput == listed.standardOutput)
  }

  /// Spoils 1.1.0 on the server after 1.0.0 is installed; returns what to pass and expect.
  struct Spoil: CustomTestStringConvertible, Sendable {
    var name: String
    var message: String
    var apply: @Sendable (Server) throws -> [String]
    var testDescription: String { name }
  }

  /// `bytes` with every occurrence of `old` (same length as `new`) replaced.
  static func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
    let from = Array(old.utf8)
    let to = Array(new.utf8)
    precondition(from.count == to.count)
    var output = bytes
    var at = 0
    while at + from.count <= output.count {
      if Array(output[at..<(at + from.count)]) == from {
        output.replaceSubrange(at..<(at + from.count), with: to)
        at += from.count
      } else {
        at += 1
      }
    }
    return output
  }

  static let spoils: [Spoil] = [
    Spoil(name: "a flipped byte in the zip", message: "its SHA-256 is not the index's") { server in
      var bytes = try server.zip("1.1.0")
      let honest = SHA256.hex(of: bytes)
      bytes[bytes.count / 3] ^= 0x01
      try server.relist("1.1.0", bytes: bytes, sha256: honest)
      return []
    },
    Spoil(name: "a wrong hash in the index", message: "its SHA-256 is not the index's") { server in
      try server.relist("1.1.0", bytes: try server.zip("1.1.0"), sha256: String(repeating: "0", count: 64))
      return []
    },
    Spoil(name: "a truncated download", message: "the index gives") { server in
      let bytes = try server.zip("1.1.0")
      try server.relist(
        "1.1.0", bytes: Array(bytes.dropLast(40)), size: bytes.count, sha256: SHA256.hex(of: bytes))
      return []
    },
    Spoil(name: "an unknown key", message: "does not verify with any known key") { server in
      _ = try ThemePackBinary.run(["keygen", "--out", server.folder.path("keys/other")])
      return ["--public-key-only", server.folder.path("keys/other.pub")]
    },
    Spoil(name: "an index without its signature", message: "it is not signed") { server in
      try FileManager.default.removeItem(atPath: server.index + ".sig")
      return []
    },
    Spoil(name: "an index edited after signing", message: "its signature does not verify with any known key")
    { server in
      let bytes = try #require(FileManager.default.contents(atPath: server.index))
      try server.folder.write([UInt8](bytes) + Array(" ".utf8), to: "server/index.json")
      return []
    },
    Spoil(name: "an entry climbing out with '..'", message: "has a '..' component") { server in
      let bytes = replacing("blue/navBar@2x.png", with: "../../navBar2x.png", in: try server.zip("1.1.0"))
      try server.relist("1.1.0", bytes: bytes)
      return []
    },
    Spoil(name: "an absolute entry name", message: "is absolute") { server in
      let bytes = replacing("blue/navBar@2x.png", with: "/tmp/navBar@2x.png", in: try server.zip("1.1.0"))
      try server.relist("1.1.0", bytes: bytes)
      return []
    },
    Spoil(name: "an entry with a backslash", message: "has a backslash") { server in
      let bytes = replacing("blue/navBar@2x.png", with: "blue\\navBar@2x.png", in: try server.zip("1.1.0"))
      try server.relist("1.1.0", bytes: bytes)
      return []
    },
    Spoil(name: "an entry the manifest does not list", message: "is listed in the manifest but missing") {
      server in
      let bytes = replacing("blue/navBar@2x.png", with: "blue/navBaz@2x.png", in: try server.zip("1.1.0"))
      try server.relist("1.1.0", bytes: bytes)
      return []
    },
    Spoil(name: "junk after the end record", message: "bytes of junk follow its end record") { server in
      try server.relist("1.1.0", bytes: try server.zip("1.1.0") + [1, 2, 3])
      return []
    },
    Spoil(name: "a package cut off but listed honestly", message: "is truncated") { server in
      try server.relist("1.1.0", bytes: Array(try server.zip("1.1.0").dropLast(10)))
      return []
    },
  ]

  @Test(arguments: spoils)
  func refusalsExitOneAndChangeNothing(_ spoil: Spoil) throws {
    let server = try Server()
    #expect(try server.install(["--version", "1.0.0"]).status == 0)
    var extra = try spoil.apply(server)
    var keys: [String]?
    if extra.first == "--public-key-only" {
      keys = [extra[1]]
      extra = []
    }
    let before = FolderSnapshot(server.folder.path("app"))
    let result = try server.install(extra, keys: keys)
    #expect(result.status == 1)
    #expect(result.standardError.hasPrefix("error: "))
    #expect(result.standardError.contains(spoil.message), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(FolderSnapshot(server.folder.path("app")) == before)
    #expect(
      try ThemePackBinary.run(["installed", "--into", server.into]).standardOutput == "blue  current 1.0.0\n")
  }

  @Test func aReplayedOlderIndexIsRefused() throws {
    let server = try Server()
    let old = try #require(FileManager.default.contents(atPath: server.index))
    let oldSignature = try #require(FileManager.default.contents(atPath: server.index + ".sig"))
    try server.publish("1.2.0")
    #expect(try server.install().status == 0)
    try Data(old).write(to: URL(fileURLWithPath: server.index))
    try oldSignature.write(to: URL(fileURLWithPath: server.index + ".sig"))
    let before = FolderSnapshot(server.folder.path("app"))
    let replay = try server.install()
    #expect(replay.status == 1)
    #expect(replay.standardError.contains("its sequence 2 is older than 3, the newest accepted"))
    #expect(FolderSnapshot(server.folder.path("app")) == before)
  }

  @Test func installedOnAnEmptyFolderPrintsNothing() throws {
    let folder = try TemporaryFolder()
    let result = try ThemePackBinary.run(["installed", "--into", folder.path("nothing")])
    #expect(result.status == 0)
    #expect(result.standardOutput.isEmpty)
  }
}
