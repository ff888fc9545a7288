import Foundation
import Testing
import ThemePackArchive
import ThemePackImaging
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// `keygen`, `verify` and `unpack`, run as a user would.
@Suite("themepack keygen, verify and unpack")
struct PackageCommandTests {
  /// A small built theme folder packaged with the library, written as `name`.
  static func package(
    in folder: TemporaryFolder, name: String = "MyApp-blue-1.2.0.zip", key: SigningKey? = nil
  ) throws -> String {
    for (file, size) in [("navBar@2x.png", 4), ("themeColor.png", 1)] {
      let image = RGBAImage(
        width: size, height: size, fill: ThemeRGBA(red: 34, green: 107, blue: 170, alpha: 255))
      try folder.write(try PNGEncoder.encode(image), to: "themes/blue/\(file)")
    }
    try folder.write(
      "{\"theme\": \"blue\", \"version\": \"1.2.0\", \"formatVersion\": 1, \"assets\": []}\n",
      to: "themes/blue/manifest.json")
    let artifact = try ThemePackager.makePackage(
      themeFolder: folder.path("themes/blue"), packageName: "MyApp", theme: "blue", version: "1.2.0",
      signingKey: key)
    try folder.write(artifact.bytes, to: name)
    return folder.path(name)
  }

  static func mode(_ path: String) -> mode_t {
    var status = stat()
    stat(path, &status)
    return status.st_mode & 0o777
  }

  @Test func helpListsThePackageCommands() throws {
    let result = try ThemePackBinary.run(["--help"])
    for command in ["keygen", "verify", "unpack"] { #expect(result.standardOutput.contains("  \(command) ")) }
  }

  @Test func keygenWritesAPairAndRefusesToOverwrite() throws {
    let folder = try TemporaryFolder()
    let first = try ThemePackBinary.run(["keygen", "--out", "keys/signing"], in: folder.url)
    #expect(first.status == 0)
    #expect(Self.mode(folder.path("keys/signing")) == 0o600)
    let publicText = try String(contentsOfFile: folder.path("keys/signing.pub"), encoding: .utf8)
    #expect(first.standardOutput == publicText)
    #expect(publicText.hasPrefix("themepack-ed25519-public-key:"))
    #expect(first.standardError.contains("wrote private key 'keys/signing' (mode 0600)"))

    let again = try ThemePackBinary.run(["keygen", "--out", "keys/signing"], in: folder.url)
    #expect(again.status == 1)
    #expect(again.standardError == "error: 'keys/signing' already exists: pass --force to replace it\n")
    #expect(try String(contentsOfFile: folder.path("keys/signing.pub"), encoding: .utf8) == publicText)

    let forced = try ThemePackBinary.run(["keygen", "--out", "keys/signing", "--force"], in: folder.url)
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: folder.path("keys/signing.pub"), encoding: .utf8) != publicText)

    let missing = try ThemePackBinary.run(["keygen"], in: folder.url)
    #expect(missing.status == 64)
    #expect(missing.standardError.hasPrefix("Error: missing '--out <KEY>'"))
  }

  @Test func verifySignedPackageWithItsKey() throws {
    let folder = try TemporaryFolder()
    #expect(try ThemePackBinary.run(["keygen", "--out", "key"], in: folder.url).status == 0)
    let key = try SigningKey.load(fromFile: folder.path("key"))
    let zip = try Self.package(in: folder, key: key)
    let result = try ThemePackBinary.run(["verify", zip, "--public-key", folder.path("key.pub")])
    #expect(result.status == 0)
    #expect(
      result.standardOutput.hasPrefix("'\(zip)': ok: theme 'blue' version 1.2.0, 2 files, signature verified")
    )
    #expect(result.standardError.isEmpty)

    let other = try ThemePackBinary.run(["keygen", "--out", "other"], in: folder.url)
    #expect(other.status == 0)
    let wrong = try ThemePackBinary.run(["verify", zip, "--public-key", folder.path("other.pub")])
    #expect(wrong.status == 1)
    #expect(
      wrong.standardError.hasPrefix("error: '\(zip)': signature 'blue/manifest.json.sig' does not verify"))
  }

  @Test func verifyNamesTheFirstProblemAndListsAllWithJSON() throws {
    let folder = try TemporaryFolder()
    let zip = try Self.package(in: folder)
    let bytes = try #require(FileManager.default.contents(atPath: zip))
    try folder.write([UInt8](bytes.prefix(bytes.count - 30)), to: "cut.zip")
    let cut = try ThemePackBinary.run(["verify", folder.path("cut.zip")])
    #expect(cut.status == 1)
    #expect(
      cut.standardError
        == "error: '\(folder.path("cut.zip"))': is truncated: the end of its central directory is missing\n")
    #expect(cut.standardOutput.isEmpty)

    let capped = try ThemePackBinary.run(["verify", zip, "--max-entries", "2", "--json", "--all"])
    #expect(capped.status == 1)
    let report = try JSONDocument.parse(Array(capped.standardOutput.utf8)).root
    #expect(report["valid"] == .bool(false))
    #expect(report["problems"]?.arrayValue?.first?["kind"] == .string("too-many-entries"))

    let fine = try ThemePackBinary.run(["verify", zip, "--json"])
    #expect(fine.status == 0)
    let good = try JSONDocument.parse(Array(fine.standardOutput.utf8)).root
    #expect(good["valid"] == .bool(true))
    #expect(good["theme"] == .string("blue"))
    #expect(good["files"] == .integer(2))
  }

  @Test func unpackInstallsAndAFailureKeepsTheOldVersion() throws {
    let folder = try TemporaryFolder()
    let zip = try Self.package(in: folder)
    let installed = folder.path("app/themes/blue")
    let result = try ThemePackBinary.run(["unpack", zip, "--into", installed])
    #expect(result.status == 0)
    #expect(result.standardError == "unpacked theme 'blue' version 1.2.0 (2 files) into '\(installed)'\n")
    let names = try FileManager.default.contentsOfDirectory(atPath: installed).sorted()
    #expect(names == ["manifest.json", "navBar@2x.png", "themeColor.png"])
    #expect(
      FileManager.default.contents(atPath: installed + "/navBar@2x.png")
        == FileManager.default.contents(atPath: folder.path("themes/blue/navBar@2x.png")))

    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path("app/themes"))
    let key = try ThemePackBinary.run(["keygen", "--out", "key"], in: folder.url)
    #expect(key.status == 0)
    let refused = try ThemePackBinary.run([
      "unpack", zip, "--into", installed, "--public-key", folder.path("key.pub"),
    ])
    #expect(refused.status == 1)
    #expect(
      refused.standardError.hasPrefix("error: '\(zip)': is not signed: 'blue/manifest.json.sig' is missing"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: installed).sorted() == names)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("app/themes")) == before)

    let usage = try ThemePackBinary.run(["unpack", zip])
    #expect(usage.status == 64)
    #expect(usage.standardError.hasPrefix("Error: missing '--into <DIR>'"))
  }
}
