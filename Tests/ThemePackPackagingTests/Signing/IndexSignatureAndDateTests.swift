import Foundation
import Testing
import ThemePackArchive
import ThemePackPackaging
import ThemePackTestSupport

/// `index.json.sig` signs the exact index bytes when a key is given and never outlives the
/// bytes it signed; `date` is written only when given and only grows.
@Suite("index.json is signed and dated")
struct IndexSignatureAndDateTests {
  let folder: TemporaryFolder
  var packages: String { folder.path("packages") }
  var indexPath: String { packages + "/index.json" }
  var signaturePath: String { packages + "/index.json.sig" }

  init() throws { folder = try TemporaryFolder() }

  func publish(
    version: String = "1.2.0", key: SigningKey? = nil, date: String? = nil
  ) throws -> PublishReport {
    try PackagePublisher.publish(
      artifacts: [try ImmutabilityTests.artifact(in: folder, version: version)], into: packages,
      published: nil, signingKey: key, date: date)
  }

  func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try #require(FileManager.default.contents(atPath: path)))
  }

  @Test func aKeySignsTheExactIndexBytes() throws {
    let key = SigningKey.generate()
    _ = try publish(key: key)
    let signature = try #require(PackageSignature.decode(try bytes(signaturePath)))
    #expect(key.publicKey.isValidSignature(signature, for: try bytes(indexPath)))
    #expect(!SigningKey.generate().publicKey.isValidSignature(signature, for: try bytes(indexPath)))
    _ = try publish(version: "1.3.0", key: key)
    let next = try #require(PackageSignature.decode(try bytes(signaturePath)))
    #expect(key.publicKey.isValidSignature(next, for: try bytes(indexPath)))
    #expect(next != signature)
  }

  @Test func withoutAKeyAStaleSignatureIsRemovedAndAValidOneKept() throws {
    _ = try publish(key: SigningKey.generate())
    let signature = try bytes(signaturePath)
    _ = try publish()
    #expect(try bytes(signaturePath) == signature, "same index bytes: the signature still holds")
    _ = try publish(version: "1.3.0")
    #expect(!FileManager.default.fileExists(atPath: signaturePath))
  }

  @Test func aDateIsWrittenOnlyWhenGivenAndKeptWhileNothingChanges() throws {
    #expect(try publish().index.date == nil)
    #expect(try !String(decoding: bytes(indexPath), as: UTF8.self).contains("date"))
    let dated = try publish(version: "1.3.0", date: "2026-12-01T10:00:00Z").index
    #expect(dated.date == "2026-12-01T10:00:00Z")
    #expect(try PackageIndex.load(fromFile: indexPath).date == "2026-12-01T10:00:00Z")
    #expect(try publish(version: "1.3.0").index.date == "2026-12-01T10:00:00Z")
    #expect(try publish(version: "1.4.0").index.date == nil)
  }

  @Test func anOlderDateIsRefusedBeforeAnythingIsWritten() throws {
    _ = try publish(date: "2026-12-01T10:00:00Z")
    let before = FolderSnapshot(packages)
    #expect {
      _ = try publish(version: "1.3.0", date: "2026-11-30T23:59:59Z")
    } throws: { error in
      "\(error)".contains("index date 2026-11-30T23:59:59Z is older than 2026-12-01T10:00:00Z")
    }
    #expect(FolderSnapshot(packages) == before)
  }

  /// An index dated past tomorrow would make every app refuse each correct index after it.
  @Test func aDateFarAheadOfTheClockIsRefusedBeforeAnythingIsWritten() throws {
    #expect {
      _ = try publish(date: "2999-01-01T00:00:00Z")
    } throws: { error in
      "\(error)".contains(
        "index date '2999-01-01T00:00:00Z' is more than a day ahead of this machine's clock")
    }
    #expect(!FileManager.default.fileExists(atPath: packages))
  }

  /// A sequence of 2³² or more would make every app installing afresh refuse the next index.
  @Test func aSequenceTooFarAheadIsNotContinuedAndNothingIsWritten() throws {
    _ = try publish()
    let text = String(decoding: try bytes(indexPath), as: UTF8.self)
    let huge = text.replacingOccurrences(of: #""sequence": 1"#, with: #""sequence": 4294967296"#)
    #expect(huge != text)
    try Data(huge.utf8).write(to: URL(fileURLWithPath: indexPath))
    let before = FolderSnapshot(packages)
    #expect {
      _ = try publish(version: "1.3.0")
    } throws: { error in
      "\(error)".contains("index sequence 4294967296 of '\(indexPath)' is 4294967296 or more")
    }
    #expect(FolderSnapshot(packages) == before)
  }

  @Test(arguments: ["2026-12-01", "2026-12-01T10:00:00+01:00", "2026-12-01 10:00:00Z", ""])
  func aMalformedDateIsRefused(_ date: String) throws {
    #expect {
      _ = try publish(date: date)
    } throws: { error in
      "\(error)".contains("is not a UTC time like '2026-12-01T10:00:00Z'")
    }
    #expect(!FileManager.default.fileExists(atPath: packages))
  }

  @Test(arguments: [
    ("0", "1970-01-01T00:00:00Z"), ("951782400", "2000-02-29T00:00:00Z"),
    ("1796119200", "2026-12-01T10:00:00Z"),
  ])
  func sourceDateEpochBecomesAUTCDate(_ epoch: String, _ expected: String) throws {
    #expect(try ProjectPackager.indexDate(sourceDateEpoch: epoch) == expected)
  }

  @Test(arguments: ["", "-1", "1.5", "soon", "99999999999999"])
  func aMalformedSourceDateEpochIsRefused(_ epoch: String) {
    #expect {
      _ = try ProjectPackager.indexDate(sourceDateEpoch: epoch)
    } throws: { error in
      "\(error)".contains("SOURCE_DATE_EPOCH '\(epoch)' is not a whole number of seconds since 1970")
    }
  }
}
