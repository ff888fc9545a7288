import ThemePackArchive
import ThemePackNative
import ThemePackSupport

/// The note `PackagePublisher` leaves in the packages folder (`.index.json.pending`) while
/// it replaces `index.json` and `index.json.sig`, two files that no single rename swaps
/// together: the SHA-256 of the new index, and the signature meant for it (none: the old
/// signature goes).
///
/// The note is written and synced before the index is renamed into place, and removed
/// once the signature matches, so a publish stopped between the two renames leaves it
/// behind. The next publish settles it first (`settle`): when `index.json` is the index
/// the note names, the signature is finished (written, or removed); otherwise the index
/// never changed and the note alone goes. Either way the folder then holds a matching pair
/// again, with or without the signing key.
package struct IndexPairJournal: Codable, Equatable {
  /// The note's file name in the packages folder (a dot file: never served, never scanned).
  package static let fileName = ".index.json.pending"
  /// More bytes than any note can take; a longer file is refused unread.
  package static let maxBytes = 1024

  /// Lower-case hex SHA-256 of the index bytes the note is for.
  package var indexSHA256: String
  /// The base64 line of `index.json.sig` for that index; nil: no signature.
  package var signature: String?

  package init(index: [UInt8], signature: [UInt8]?) {
    indexSHA256 = SHA256.hex(of: index)
    self.signature = signature.map { PackageSignature.encode($0) }.map {
      String(decoding: $0.dropLast(), as: UTF8.self)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case indexSHA256, signature
  }

  /// Reads a note, refusing a hash that is not 64 lower-case hex digits and a signature
  /// that is not one line of base64 of 64 bytes.
  package init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
      throw CheckedJSONDecoder.Malformed("expected a JSON object")
    }
    guard let hash = try? container.decode(String.self, forKey: .indexSHA256),
      hash.utf8.count == 64,
      hash.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
    else {
      throw CheckedJSONDecoder.Malformed("\"indexSHA256\" is missing or not 64 lower-case hex digits")
    }
    indexSHA256 = hash
    if container.contains(.signature) {
      guard let text = try? container.decode(String.self, forKey: .signature),
        PackageSignature.decode(Array(text.utf8)) != nil
      else {
        throw CheckedJSONDecoder.Malformed("\"signature\" is not one line of base64 of 64 bytes")
      }
      signature = text
    }
  }

  /// The signature file's bytes, or nil when the note removes the signature.
  package var signatureFile: [UInt8]? { signature.map { Array(($0 + "\n").utf8) } }

  /// Writes the note into `folder`, synced, before the index it names is renamed in.
  package func write(in folder: String) throws(FileError) {
    // Encoding two strings cannot fail.
    try AtomicFile.writeSynchronized(try! InternalJSON.bytes(of: self), to: folder + "/" + Self.fileName)
  }

  /// Makes `index.json.sig` in `folder` what the note says (written, or removed), then
  /// removes the note: the pair matches again.
  package func finish(in folder: String) throws(FileError) {
    let path = folder + "/" + PackageIndexFileNames.signature
    if let bytes = signatureFile {
      try AtomicFile.writeSynchronized(bytes, to: path)
    } else {
      try Self.remove(path)
    }
    try Self.remove(folder + "/" + Self.fileName)
    try AtomicFile.synchronizeFolder(folder)
  }

  /// Settles a note an interrupted publish left in `folder`, given the bytes of the
  /// folder's `index.json` (nil: none): finished when the index is the one it names,
  /// dropped otherwise. Returns whether there was a note. A note that cannot be read is an
  /// error naming it (the signature's state is then unknown).
  @discardableResult
  package static func settle(in folder: String, index: [UInt8]?) throws(PackageError) -> Bool {
    let path = folder + "/" + fileName
    guard let journal = try read(path) else { return false }
    do throws(FileError) {
      if let index, SHA256.hex(of: index) == journal.indexSHA256 {
        try journal.finish(in: folder)
      } else {
        try remove(path)
        try AtomicFile.synchronizeFolder(folder)
      }
    } catch {
      throw PackageError.io(error)
    }
    return true
  }

  /// The note at `path`, or nil when there is none.
  package static func read(_ path: String) throws(PackageError) -> IndexPairJournal? {
    func refuse(_ reason: String) -> PackageError {
      PackageError(
        .invalidIndex,
        "cannot read '\(path)', left by an interrupted publish: \(reason): remove it and "
          + "publish again with the signing key")
    }
    let status: FileStatus
    do throws(SystemCallError) {
      status = try FileSystemCalls.status(ofLinkAt: path)
    } catch {
      if error.isMissing { return nil }
      throw refuse(error.description)
    }
    if status.kind == .regular, status.size > maxBytes {
      throw refuse("it is \(status.size) bytes, more than \(maxBytes)")
    }
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytesNotFollowingLinks(at: path)
    } catch {
      throw refuse(error.reason)
    }
    do {
      return try CheckedJSONDecoder.decode(IndexPairJournal.self, from: bytes)
    } catch {
      throw refuse(error.reason)
    }
  }

  /// Removes the file at `path`, when there is one.
  private static func remove(_ path: String) throws(FileError) {
    do throws(SystemCallError) {
      try FileSystemCalls.unlink(path)
    } catch {
      guard !error.isMissing else { return }
      throw FileError(path: path, operation: .remove, reason: error.description)
    }
  }
}
