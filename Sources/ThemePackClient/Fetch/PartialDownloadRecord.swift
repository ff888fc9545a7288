import Foundation

/// What a whole-package download keeps beside its bytes (`download-<id>.json` in the state
/// folder) so that a later process can resume it after a kill: the URL, the package's
/// SHA-256 and length from the signed index, and the server's `ResumeValidator`. Nothing is
/// taken on its word: it is read bounded and checked (`resumable`), a resume still needs the
/// server to name the same file (`If-Range`), and the whole download's SHA-256 still decides.
struct PartialDownloadRecord: Codable, Equatable {
  var url: String
  var sha256: String
  var size: Int
  var validator: ResumeValidator

  /// The most bytes a record file may have.
  static let maxBytes = 4096
  /// How old (since its last byte was written) a partial download may be and still be resumed.
  static let maxAge: TimeInterval = 3 * 86_400

  /// The record in `file`, or nil when it is missing, a link, too long, or not one record of
  /// a package of positive length whose validator names that length and is one a resume may
  /// send (a strong `ETag`, or a date of one line).
  static func read(_ file: URL) -> PartialDownloadRecord? {
    guard let data = ClientFileSystem.readSmallFile(file, maxBytes: maxBytes),
      let record = try? JSONDecoder().decode(PartialDownloadRecord.self, from: data),
      record.size > 0, record.validator.length == record.size,
      let validator = record.validator.ifRange, validator.utf8.count <= ResumeValidator.maxBytes,
      !validator.contains(where: \.isNewline),
      record.validator.etag.map(ResumeValidator.isStrong)
        ?? (record.validator.lastModified.flatMap(ResumeValidator.httpDate) != nil),
      record.sha256.utf8.count == 64,
      record.sha256.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else { return nil }
    return record
  }

  /// The bytes already fetched in `partial` when it is worth resuming by this record: a
  /// regular file (never followed) shorter than the package and not older than `maxAge`;
  /// nil otherwise.
  func resumable(_ partial: URL, now: Date = Date()) -> Int? {
    guard let have = ClientFileSystem.regularFileSize(partial), have > 0, have < size,
      let modified = ClientFileSystem.modified(partial), now.timeIntervalSince(modified) < Self.maxAge
    else { return nil }
    return have
  }

  /// Writes the record to `file`, `download-<id>.json` (a temporary file renamed into place,
  /// so a kill leaves the old record, the new one or none, never half of one); false when it
  /// cannot be written. The temporary file is `download-<id>.record-…`: it belongs to the
  /// download's slot, so another install's cleanup leaves it alone while the slot's owner
  /// lives (a `staging-` name would be swept mid-write) and removes it once the owner is gone.
  @discardableResult
  func save(to file: URL) -> Bool {
    guard let data = try? JSONEncoder().encode(self) else { return false }
    let prefix = file.deletingPathExtension().lastPathComponent + ".record-"
    return (try? ClientFileSystem.writeDurably(data, to: file, temporaryPrefix: prefix)) != nil
  }
}
