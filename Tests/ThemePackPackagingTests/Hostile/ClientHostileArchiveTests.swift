import Foundation
import Testing
import ThemePackArchive
import ThemePackClient
import ThemePackPackaging
import ThemePackSupport
import ThemePackTestSupport

/// Every hostile package of `HostileArchiveTests` is refused by `ThemePackClient`'s
/// installer too (the same `PackageInspector`, with zlib instead of libarchive), listed in
/// an index with its true length and hash so that only the entry rules can stop it; the
/// install root and its surroundings are left exactly as they were.
@Suite("ThemePackClient refuses every hostile archive the verifier refuses")
struct ClientHostileArchiveTests {
  @Test(arguments: HostileArchiveTests.cases)
  func refusedWithNothingChanged(_ hostile: HostileArchiveTests.Case) async throws {
    let folder = try TemporaryFolder()
    let bytes = try hostile.build()
    try folder.write(bytes, to: "server/hostile.zip")
    let index = PackageIndex(packages: [
      PackageIndexEntry(
        theme: "blue", version: "1.2.0", file: "hostile.zip", size: bytes.count,
        sha256: SHA256.hex(of: bytes),
        contentSHA256: nil, formatVersion: 1, minimumReaderVersion: 1, signed: true)
    ])
    let signing = SigningKey.generate()
    try folder.write(index.bytes, to: "server/index.json")
    try folder.write(
      Data(signing.signature(for: index.bytes)).base64EncodedString() + "\n", to: "server/index.json.sig")
    try folder.write("an older version", to: "root/blue/1.0.0/themeColor.png")
    try folder.write("1.0.0\n", to: "root/blue/current")
    let before = FolderSnapshot(folder.url.path)
    let key = ThemePublicKey(rawRepresentation: signing.publicKey.rawRepresentation)!
    var limits = hostile.limits
    limits.maxArchiveBytes = max(limits.maxArchiveBytes, bytes.count)
    let installer = ThemeInstaller(
      root: folder.url.appendingPathComponent("root"), publicKeys: [key],
      limits: ThemeInstaller.Limits(inspector: limits))
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(
        indexURL: folder.url.appendingPathComponent("server/index.json"), theme: "blue")
    }
    #expect(error?.kind == .packageRefused || error?.kind == .manifestMismatch || error?.kind == .unknownKey)
    let verifier = PackageVerifier.check(bytes: bytes, publicKey: nil, limits: hostile.limits).problems.first
    // The first problem is the verifier's, word for word, except where the two differ by
    // design: corrupt data (zlib and libarchive word it differently) and a manifest the
    // JSON parsers refuse (the strict parser gives line and column; Foundation's does not).
    if let verifier, let error, verifier.kind != .corrupt, verifier.kind != .manifestMalformed {
      #expect(
        error.message.hasSuffix(verifier.message), "client: \(error.message); verifier: \(verifier.message)")
    }
    #expect(FolderSnapshot(folder.url.path) == before)
    #expect(!FileManager.default.fileExists(atPath: HostileArchiveTests.absoluteEscape))
  }
}
