import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// An app sets its own caps through `ThemeInstaller.Limits`, naming only ThemePackClient (this
/// file imports no other module of the package), and a package over a cap is refused with the
/// root unchanged.
@Suite("ThemeInstaller.Limits: an app's own caps", .ownThread)
struct InstallerLimitsTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var lower: @Sendable (inout ThemeInstaller.Limits) -> Void
    var mentions: String
    var testDescription: String { name }
  }

  static let signer = TestSigner(seed: 7)

  static let cases: [Case] = [
    Case(
      name: "a package larger than maxArchiveBytes", lower: { $0.maxArchiveBytes = 200 },
      mentions: "more than the limit of 200"),
    Case(
      name: "more entries than maxEntries", lower: { $0.maxEntries = 2 }, mentions: "more than the limit of 2"
    ),
    Case(
      name: "an entry larger than maxEntryBytes", lower: { $0.maxEntryBytes = 8 },
      mentions: "more than the limit of 8"),
    Case(
      name: "more in all than maxTotalBytes", lower: { $0.maxTotalBytes = 16 },
      mentions: "more than the limit of 16"),
    Case(
      name: "a name longer than maxNameBytes", lower: { $0.maxNameBytes = 6 },
      mentions: "more than the limit of 6"),
  ]

  @Test(arguments: cases)
  func aPackageOverACapIsRefused(_ test: Case) async throws {
    var server = try TestServer()
    try server.publish(version: "1.0.0")
    let root = try TemporaryFolder("themepack-client-limits")
    var limits = ThemeInstaller.Limits.default
    test.lower(&limits)
    #expect(limits != .default)
    let key = try #require(ThemePublicKey(rawRepresentation: Self.signer.publicKey))
    let installer = ThemeInstaller(root: root.url, publicKeys: [key], limits: limits)
    let error = await #expect(throws: ThemeInstallError.self) {
      _ = try await installer.install(indexURL: server.indexURL, theme: "blue")
    }
    #expect(error?.kind == .packageRefused, "\(String(describing: error))")
    #expect(error?.description.contains(test.mentions) == true, "\(String(describing: error))")
    #expect(try installer.library.installedThemes().isEmpty)
  }

  /// The defaults install the same package, and a setter reads back what it set.
  @Test func theDefaultsInstallAndEachCapReadsBack() async throws {
    var server = try TestServer()
    try server.publish(version: "1.0.0")
    let root = try TemporaryFolder("themepack-client-limits")
    let key = try #require(ThemePublicKey(rawRepresentation: Self.signer.publicKey))
    let outcome = try await ThemeInstaller(root: root.url, publicKeys: [key]).install(
      indexURL: server.indexURL, theme: "blue")
    #expect(outcome.version == "1.0.0")
    var limits = ThemeInstaller.Limits.default
    limits.maxArchiveBytes = 1
    limits.maxEntries = 2
    limits.maxEntryBytes = 3
    limits.maxTotalBytes = 4
    limits.maxCompressionRatio = 5
    limits.ratioFloorBytes = 6
    limits.maxNameBytes = 7
    let readBack: [Int] = [
      limits.maxArchiveBytes, limits.maxEntries, limits.maxEntryBytes, limits.maxTotalBytes,
      Int(limits.maxCompressionRatio), limits.ratioFloorBytes, limits.maxNameBytes,
    ]
    #expect(readBack == [1, 2, 3, 4, 5, 6, 7])
    #expect(
      ThemeInstaller.Limits(
        maxArchiveBytes: 1, maxEntries: 2, maxEntryBytes: 3, maxTotalBytes: 4, maxCompressionRatio: 5,
        ratioFloorBytes: 6, maxNameBytes: 7) == limits)
    #expect(ThemeInstaller.Limits() == .default)
  }
}
