import Foundation
import Testing
import ThemePackArchive
import ThemePackPackaging
import ThemePackTestSupport

/// A package changed after packaging fails verification naming what changed, and a
/// signature only verifies with the key that made it.
@Suite("tampered packages and wrong keys are caught")
struct TamperTests {
  /// A signed package of the fixture theme, and its entries' uncompressed contents.
  struct Signed {
    var bytes: [UInt8]
    var key: SigningKey
    var contents: [(name: String, bytes: [UInt8])]
  }

  static func signedPackage() throws -> Signed {
    let folder = try TemporaryFolder()
    let built = try ThemeFixture().write(in: folder, at: "blue")
    let key = SigningKey.generate()
    let artifact = try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: key)
    let zip = folder.path("package.zip")
    try Data(artifact.bytes).write(to: URL(fileURLWithPath: zip))
    try PackageUnpacker.unpack(zipPath: zip, into: folder.path("unpacked"), publicKey: key.publicKey)
    let names = try TestZipListing(artifact.bytes).records.map(\.name)
    let contents = names.map { name in
      let relative = String(name.dropFirst("blue/".count))
      let data =
        name.hasSuffix("/")
        ? Data() : FileManager.default.contents(atPath: folder.path("unpacked/" + relative))!
      return (name, [UInt8](data))
    }
    return Signed(bytes: artifact.bytes, key: key, contents: contents)
  }

  /// The same entries re-zipped (stored) by the test, after `change`.
  static func repack(_ signed: Signed, _ change: (inout [(name: String, bytes: [UInt8])]) -> Void) -> [UInt8]
  {
    var contents = signed.contents
    change(&contents)
    return TestZip(contents.map { $0.name.hasSuffix("/") ? .folder($0.name) : .file($0.name, $0.bytes) })
      .bytes()
  }

  static func firstProblem(_ bytes: [UInt8], key: PublicKey?) -> PackageProblem? {
    PackageVerifier.check(bytes: bytes, publicKey: key).problems.first
  }

  @Test(arguments: ["blue/navBar@2x.png", "blue/icons/search@3x.png", "blue/manifest.json"])
  func flippingOneStoredByteNamesTheEntry(entry: String) throws {
    let signed = try Self.signedPackage()
    var bytes = signed.bytes
    let record = try #require(try TestZipListing(bytes).record(entry))
    bytes[record.dataOffset + record.compressedSize / 2] ^= 0x01
    let problem = try #require(Self.firstProblem(bytes, key: signed.key.publicKey))
    #expect(problem.message.contains("'\(entry)'"), "\(problem.message)")
  }

  @Test func changedImageWithValidCRCFailsItsHash() throws {
    let signed = try Self.signedPackage()
    let bytes = Self.repack(signed) { contents in
      let index = contents.firstIndex { $0.name == "blue/navBar@2x.png" }!
      contents[index].bytes[contents[index].bytes.count - 5] ^= 0x01
    }
    let problem = try #require(Self.firstProblem(bytes, key: nil))
    #expect(problem.kind == .hashMismatch)
    #expect(problem.entry == "blue/navBar@2x.png")
    #expect(problem.message == "file 'blue/navBar@2x.png' does not match its SHA-256 in the manifest")
  }

  @Test func droppedFileIsNamed() throws {
    let signed = try Self.signedPackage()
    let bytes = Self.repack(signed) { contents in contents.removeAll { $0.name == "blue/themeColor@3x.png" } }
    let problem = try #require(Self.firstProblem(bytes, key: signed.key.publicKey))
    #expect(problem.kind == .missingFile)
    #expect(problem.message == "file 'blue/themeColor@3x.png' is listed in the manifest but missing")
  }

  @Test func editedManifestBreaksTheSignature() throws {
    let signed = try Self.signedPackage()
    let bytes = Self.repack(signed) { contents in
      let index = contents.firstIndex { $0.name == "blue/manifest.json" }!
      let text = String(decoding: contents[index].bytes, as: UTF8.self)
      contents[index].bytes = Array(text.replacingOccurrences(of: "\"1.2.0\"", with: "\"1.2.1\"").utf8)
    }
    let problems = PackageVerifier.check(bytes: bytes, publicKey: signed.key.publicKey).problems
    #expect(problems.map(\.kind) == [.signatureInvalid])
    #expect(PackageVerifier.check(bytes: bytes, publicKey: nil).problems.isEmpty)
  }

  @Test func repackedUntouchedEntriesStillVerify() throws {
    let signed = try Self.signedPackage()
    let bytes = Self.repack(signed) { _ in }
    #expect(PackageVerifier.check(bytes: bytes, publicKey: signed.key.publicKey).problems == [])
  }

  @Test func wrongKeyFails() throws {
    let signed = try Self.signedPackage()
    let other = SigningKey.generate().publicKey
    let problems = PackageVerifier.check(bytes: signed.bytes, publicKey: other).problems
    #expect(problems.map(\.kind) == [.signatureInvalid])
    #expect(problems.first?.message.contains(other.fingerprint) == true)
    let verification = PackageVerifier.check(bytes: signed.bytes, publicKey: signed.key.publicKey)
    #expect(verification.isValid && verification.signatureVerified)
  }

  @Test func unsignedPackageFailsWhenAKeyIsGiven() throws {
    let folder = try TemporaryFolder()
    let built = try ThemeFixture().write(in: folder, at: "blue")
    let artifact = try ThemePackager.makePackage(
      themeFolder: built, packageName: "MyApp", theme: "blue", version: "1.2.0", signingKey: nil)
    let problems = PackageVerifier.check(bytes: artifact.bytes, publicKey: SigningKey.generate().publicKey)
      .problems
    #expect(problems.map(\.kind) == [.signatureMissing])
    #expect(PackageVerifier.check(bytes: artifact.bytes, publicKey: nil).problems == [])
  }

  @Test(arguments: ["", "not base64!\n", "AAAA\n", "line one\nline two\n"])
  func malformedSignatureFileFails(text: String) throws {
    let signed = try Self.signedPackage()
    let bytes = Self.repack(signed) { contents in
      let index = contents.firstIndex { $0.name == "blue/manifest.json.sig" }!
      contents[index].bytes = Array(text.utf8)
    }
    let problems = PackageVerifier.check(bytes: bytes, publicKey: signed.key.publicKey).problems
    #expect(problems.map(\.kind) == [.signatureInvalid])
  }

  @Test func unpackWithWrongKeyKeepsTheInstalledVersion() throws {
    let signed = try Self.signedPackage()
    let folder = try TemporaryFolder()
    let zip = folder.path("package.zip")
    try Data(signed.bytes).write(to: URL(fileURLWithPath: zip))
    try folder.write("old", to: "installed/blue/manifest.json")
    let before = FolderSnapshot(folder.url.path)
    #expect(throws: PackageError.self) {
      try PackageUnpacker.unpack(
        zipPath: zip, into: folder.path("installed/blue"), publicKey: SigningKey.generate().publicKey)
    }
    #expect(FolderSnapshot(folder.url.path) == before)
  }
}
