import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// Every refusal has its own kind and one message, and leaves the install root exactly as
/// it was (checked by snapshot) with 1.0.0 current.
@Suite("ThemeInstaller refuses and changes nothing")
struct RefusalTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var kind: ThemeInstallError.Kind
    var mentions: String
    /// Changes the server after 1.0.0 is installed.
    var spoil: @Sendable (inout TestServer) throws -> Void
    var fetcher: (any ThemeFetching)?
    /// The version asked for, when not the newest.
    var version: String?
    var testDescription: String { name }

    init(
      _ name: String, _ kind: ThemeInstallError.Kind, mentions: String, fetcher: (any ThemeFetching)? = nil,
      version: String? = nil, _ spoil: @escaping @Sendable (inout TestServer) throws -> Void
    ) {
      self.name = name
      self.kind = kind
      self.mentions = mentions
      self.fetcher = fetcher
      self.version = version
      self.spoil = spoil
    }
  }

  static let signer = TestSigner(seed: 7)

  static let cases: [Case] = [
    Case("a downgrade", .downgrade, mentions: "version 1.0.0 is installed", version: "0.9.0") { server in
      try server.publish(
        TestServer.package(theme: "blue", version: "0.9.0", signer: signer), version: "0.9.0")
    },
    Case("an older sequence (replay)", .indexReplayed, mentions: "sequence 1 is older than 5") { server in
      server.sequence = 1
      try server.publish(version: "1.1.0")
    },
    Case("an older date (freeze)", .indexReplayed, mentions: "older than 2026-12-01T10:00:00Z") { server in
      server.sequence = 5
      server.date = "2026-11-30T10:00:00Z"
      try server.publish(version: "1.1.0")
    },
    Case(
      "a manifest needing a newer reader than its index entry says", .packageRefused,
      mentions: "its manifest says it needs reader version \(ThemeIndex.readerVersion + 1)"
    ) { server in
      let files = TestServer.files("1.1.0")
      let manifest = String(
        decoding: TestServer.manifest(theme: "blue", version: "1.1.0", files: files), as: UTF8.self
      )
      .replacingOccurrences(
        of: #""formatVersion": 1,"#,
        with: #""formatVersion": 1, "minimumReaderVersion": \#(ThemeIndex.readerVersion + 1),"#)
      try server.publish(
        TestServer.package(
          theme: "blue", version: "1.1.0", files: files, manifest: Array(manifest.utf8), signer: signer),
        version: "1.1.0")
    },
    Case("a flipped byte in the zip", .hashMismatch, mentions: "SHA-256") { server in
      var bytes = TestServer.package(theme: "blue", version: "1.1.0", signer: signer)
      let honest = TestSHA256.hex(bytes)
      bytes[bytes.count / 2] ^= 0x01
      try server.publish(bytes, version: "1.1.0", sha256: honest)
    },
    Case("a wrong hash in the index", .hashMismatch, mentions: "SHA-256") { server in
      try server.publish(
        TestServer.package(theme: "blue", version: "1.1.0", signer: signer), version: "1.1.0",
        sha256: String(repeating: "0", count: 64))
    },
    Case("a truncated download", .lengthMismatch, mentions: "the index gives") { server in
      let bytes = TestServer.package(theme: "blue", version: "1.1.0", signer: signer)
      try server.publish(
        Array(bytes.dropLast(100)), version: "1.1.0", size: bytes.count, sha256: TestSHA256.hex(bytes))
    },
    Case("a resumed download appended to itself", .lengthMismatch, mentions: "longer than") { server in
      let bytes = TestServer.package(theme: "blue", version: "1.1.0", signer: signer)
      try server.publish(bytes + bytes, version: "1.1.0", size: bytes.count, sha256: TestSHA256.hex(bytes))
    },
    Case("an unknown key", .unknownKey, mentions: "by no known key") { server in
      try server.publish(
        TestServer.package(theme: "blue", version: "1.1.0", signer: TestSigner(seed: 99)), version: "1.1.0")
    },
    Case("no signature", .unknownKey, mentions: "is not signed") { server in
      try server.publish(TestServer.package(theme: "blue", version: "1.1.0", signer: nil), version: "1.1.0")
    },
    Case("a manifest whose hashes do not match", .manifestMismatch, mentions: "does not match its SHA-256") {
      server in
      let files = TestServer.files("1.1.0")
      let manifest = TestServer.manifest(
        theme: "blue", version: "1.1.0", files: files,
        hashOverride: ["button.png": String(repeating: "a", count: 64)])
      try server.publish(
        TestServer.package(theme: "blue", version: "1.1.0", manifest: manifest, signer: signer),
        version: "1.1.0")
    },
    Case(
      "a package holding another version than listed", .packageRefused,
      mentions: "promises theme 'blue' version 1.1.0"
    ) {
      server in
      try server.publish(
        TestServer.package(theme: "blue", version: "1.0.5", signer: signer), version: "1.1.0")
    },
    Case("a package a verifier refuses (path traversal)", .packageRefused, mentions: "'..' component") {
      server in
      var entries = [TestZip.Entry.file("blue/../../escape.png", Array("evil".utf8))]
      entries += [TestZip.Entry.folder("blue/")]
      try server.publish(TestZip(entries).bytes(), version: "1.1.0")
    },
    Case("an unsigned index", .unknownKey, mentions: "index.json.sig' cannot be fetched") { server in
      server.indexSigner = nil
      try server.publish(version: "1.1.0")
    },
    Case(
      "an index signed by an unknown key", .unknownKey,
      mentions: "its signature does not verify with any known key"
    ) {
      server in
      server.indexSigner = TestSigner(seed: 99)
      try server.publish(version: "1.1.0")
    },
    Case(
      "an index changed after signing", .unknownKey,
      mentions: "its signature does not verify with any known key"
    ) {
      server in
      try server.publish(version: "1.1.0")
      let signature = try Data(contentsOf: server.indexURL.appendingPathExtension("sig"))
      try server.folder.write(Array(try Data(contentsOf: server.indexURL)) + [0x20], to: "index.json")
      try server.folder.write([UInt8](signature), to: "index.json.sig")
    },
    Case("a malformed index signature", .unknownKey, mentions: "its signature is malformed") { server in
      try server.publish(version: "1.1.0")
      try server.folder.write("not base64 at all\n", to: "index.json.sig")
    },
    Case("a fetch that fails", .fetchFailed, mentions: "cannot fetch", fetcher: FailingPackageFetcher()) {
      server in
      try server.publish(version: "1.1.0")
    },
    Case(
      "an index whose sequence leaps too far", .invalidIndex,
      mentions: "its sequence 4294967302 is more than 4294967296 ahead of 5, the newest accepted"
    ) { server in
      server.sequence = 5 + (1 << 32) + 1
      try server.publish(version: "1.1.0")
    },
    Case("an index dated far ahead of the clock", .invalidIndex, mentions: "more than a day ahead") {
      server in
      server.date = "2999-01-01T00:00:00Z"
      try server.publish(version: "1.1.0")
    },
  ]

  /// A publisher's mistake (an index dated in 2999) is refused and not remembered, so the
  /// correctly dated index after it still installs.
  @Test func anIndexFromTheFutureDoesNotLockOutTheNextOne() async throws {
    var server = try TestServer()
    server.date = "2026-12-01T10:00:00Z"
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let key = ThemePublicKey(rawRepresentation: Self.signer.publicKey)!
    let installer = ThemeInstaller(root: root.url, publicKeys: [key])
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    server.date = "2999-01-01T00:00:00Z"
    try server.publish(version: "1.1.0")
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(error?.kind == .invalidIndex)
    server.date = "2026-12-01T11:00:00Z"
    try server.publish(version: "1.1.0")
    let outcome = try await installer.install(indexURL: server.indexURL, theme: "blue")
    #expect(outcome.version == "1.1.0" && outcome.changed)
  }

  /// A publisher's huge sequence is refused and not remembered, so the next correct index
  /// (one more than the accepted) still installs.
  @Test func anIndexWithAHugeSequenceDoesNotLockOutTheNextOne() async throws {
    var server = try TestServer()
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let installer = ThemeInstaller(
      root: root.url, publicKeys: [ThemePublicKey(rawRepresentation: Self.signer.publicKey)!])
    _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    server.sequence = Int.max
    try server.publish(version: "1.1.0")
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(error?.kind == .invalidIndex)
    server.sequence = 2
    try server.publish(version: "1.1.0")
    let outcome = try await installer.install(indexURL: server.indexURL, theme: "blue")
    #expect(outcome.version == "1.1.0" && outcome.changed)
  }

  @Test(arguments: cases)
  func refusesAndLeavesTheRootAsItWas(_ refusal: Case) async throws {
    var server = try TestServer()
    server.sequence = 5
    server.date = "2026-12-01T10:00:00Z"
    let root = try TemporaryFolder("themepack-client-root")
    try server.publish(version: "1.0.0")
    let key = ThemePublicKey(rawRepresentation: Self.signer.publicKey)!
    _ = try await ThemeInstaller(root: root.url, publicKeys: [key]).install(
      indexURL: server.indexURL, theme: "blue")
    try refusal.spoil(&server)
    let before = FolderSnapshot(root.url.path)
    let installer = ThemeInstaller(
      root: root.url, publicKeys: [key], fetcher: refusal.fetcher ?? URLSessionFetcher())
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue", version: refusal.version)
    }
    #expect(error?.kind == refusal.kind)
    #expect(error?.message.contains(refusal.mentions) == true, "\(error?.message ?? "")")
    #expect(error?.message.contains("\n") == false)
    #expect(FolderSnapshot(root.url.path) == before)
    #expect(ThemeLibrary(root: root.url).currentVersion(of: "blue") == "1.0.0")
  }
}
