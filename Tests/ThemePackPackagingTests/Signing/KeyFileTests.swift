import Foundation
import Testing
import ThemePackPackaging
import ThemePackTestSupport

@Suite("key files: one line of prefixed base64, private key created 0600")
struct KeyFileTests {
  static func mode(_ path: String) -> mode_t {
    var status = stat()
    stat(path, &status)
    return status.st_mode & 0o777
  }

  @Test func writesAPairThatLoadsBack() throws {
    let folder = try TemporaryFolder()
    let key = SigningKey.generate()
    try key.write(toFile: folder.path("keys/theme"), overwrite: false)
    #expect(Self.mode(folder.path("keys/theme")) == 0o600)
    let privateText = try String(contentsOfFile: folder.path("keys/theme"), encoding: .utf8)
    let publicText = try String(contentsOfFile: folder.path("keys/theme.pub"), encoding: .utf8)
    #expect(privateText.hasPrefix("themepack-ed25519-private-key:") && privateText.hasSuffix("\n"))
    #expect(publicText.hasPrefix("themepack-ed25519-public-key:") && publicText.hasSuffix("\n"))
    let raw = try #require(
      Data(base64Encoded: String(publicText.dropFirst("themepack-ed25519-public-key:".count).dropLast())))
    #expect([UInt8](raw) == key.publicKey.rawRepresentation)
    let loaded = try SigningKey.load(fromFile: folder.path("keys/theme"))
    #expect(loaded.publicKey == key.publicKey)
    #expect(try PublicKey.load(fromFile: folder.path("keys/theme.pub")) == key.publicKey)
  }

  @Test func privateKeyIs0600EvenUnderAPermissiveUmask() async throws {
    let folder = try TemporaryFolder()
    let path = folder.path("key")
    await #expect(processExitsWith: .success) { [path = path as String] in
      umask(0)
      do {
        try SigningKey.generate().write(toFile: path, overwrite: false)
      } catch {
        exit(3)
      }
    }
    #expect(Self.mode(path) == 0o600)
  }

  @Test func refusesToOverwriteWithoutForce() throws {
    let folder = try TemporaryFolder()
    try folder.write("keep me\n", to: "key.pub")
    let error = try #require(throws: PackageError.self) {
      try SigningKey.generate().write(toFile: folder.path("key"), overwrite: false)
    }
    #expect(error.description == "'\(folder.path("key.pub"))' already exists: pass --force to replace it")
    #expect(!FileManager.default.fileExists(atPath: folder.path("key")))
    #expect(try String(contentsOfFile: folder.path("key.pub"), encoding: .utf8) == "keep me\n")
    let key = SigningKey.generate()
    try key.write(toFile: folder.path("key"), overwrite: true)
    #expect(try PublicKey.load(fromFile: folder.path("key.pub")) == key.publicKey)
    #expect(Self.mode(folder.path("key")) == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["key", "key.pub"])
  }

  @Test(arguments: [
    ("themepack-ed25519-public-key:AAAA", "expected the base64 of 32 bytes"),
    ("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG", "expected a line starting 'themepack-ed25519-public-key:'"),
    ("themepack-ed25519-private-key:" + String(repeating: "A", count: 43) + "=", "is a private key"),
    ("", "expected a line starting"),
  ])
  func malformedPublicKeysAreRefused(text: String, fragment: String) {
    #expect {
      try PublicKey.parse(text, file: "k.pub")
    } throws: { error in
      (error as? PackageError)?.description.contains(fragment) == true
    }
  }

  @Test func publicKeyGivenForSigningIsRefused() throws {
    let text = SigningKey.generate().publicKey.fileText
    #expect {
      try SigningKey.parse(text, file: "k.pub")
    } throws: { error in
      (error as? PackageError)?.description == "'k.pub' is a public key: signing needs the private key"
    }
  }
}
