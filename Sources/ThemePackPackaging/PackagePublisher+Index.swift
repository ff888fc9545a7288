import Foundation
import ThemePackArchive
import ThemePackSupport

extension PackagePublisher {
  /// What `publish` is given besides the packages and the folder.
  package struct IndexInputs {
    /// The app server's current index (`--published`), if any.
    package var published: PackageIndex?
    /// Signs the index into `index.json.sig` when given.
    package var signingKey: SigningKey?
    /// The index's date (`PackageIndexDate` form) when given.
    package var date: String?

    package init(published: PackageIndex? = nil, signingKey: SigningKey? = nil, date: String? = nil) {
      self.published = published
      self.signingKey = signingKey
      self.date = date
    }
    /// Called at each step of `writeIndex`; a test throws here to stop a publish as a crash
    /// would, leaving the files as they are at that step.
    package var step: (IndexWriteStep) throws(PackageError) -> Void = { _ in }
  }

  /// A point between two file-system steps of `writeIndex`.
  package enum IndexWriteStep: Sendable, CaseIterable {
    /// The pair's note (`IndexPairJournal`) is written; the index is not yet renamed in.
    case noteWritten
    /// The new index is in place; its signature is not yet written or removed.
    case indexRenamed
  }

  /// The folder's `index.json` as it was when the publish began, read once.
  package struct CurrentIndex {
    package var bytes: [UInt8]
    package var index: PackageIndex

    /// The index in `folder`, or nil when there is none.
    package static func read(in folder: String) throws(PackageError) -> CurrentIndex? {
      let path = folder + "/" + PackageIndexFileNames.index
      guard FileManager.default.fileExists(atPath: path) else { return nil }
      let bytes: [UInt8]
      do {
        bytes = try FileReader.bytes(at: path)
      } catch {
        throw PackageError(.invalidIndex, error.description)
      }
      return CurrentIndex(bytes: bytes, index: try PackageIndex.parse(bytes, file: path))
    }
  }

  /// Writes `index.json` for `packages` into `folder`, then its signature when
  /// `inputs.signingKey` is given. Sequence and date follow `PackageIndex`'s rules: an
  /// unchanged list keeps the newest index's sequence and, when none is given, its date
  /// (`refuseOlderDate` has checked a given one). Without a key, a signature left from an
  /// earlier run is removed when the index's bytes change (it would no longer verify), and
  /// kept when they do not (`IndexPairJournal.settle` has made it match `current`).
  ///
  /// When the signature changes, the two files are replaced under an `IndexPairJournal`:
  /// note (synced), index (synced, renamed), signature (synced, renamed) or its removal,
  /// note removed. A stop between the renames leaves the note for the next publish.
  package static func writeIndex(
    _ packages: [PackageIndexEntry], folder: String, current: CurrentIndex?, inputs: IndexInputs
  ) throws(PackageError) -> (index: PackageIndex, path: String) {
    let path = folder + "/" + PackageIndexFileNames.index
    let newest = ([inputs.published, current?.index].compactMap { $0 }).max { $0.sequence < $1.sequence }
    let sorted = PackageIndex(packages: packages).packages
    let unchanged = newest.map { $0.packages == sorted } ?? false
    let sequence = newest.map { unchanged ? max($0.sequence, 1) : $0.sequence + 1 } ?? 1
    let date = inputs.date ?? (unchanged ? newest?.date : nil)
    let index = PackageIndex(packages: sorted, sequence: sequence, date: date)
    let bytes = index.bytes
    let signature = inputs.signingKey.map { $0.signature(for: bytes) }
    let hasSignature = FileManager.default.fileExists(atPath: folder + "/" + PackageIndexFileNames.signature)
    func io(_ body: () throws(FileError) -> Void) throws(PackageError) {
      do { try body() } catch { throw PackageError.io(error) }
    }
    guard signature != nil || (current?.bytes != bytes && hasSignature) else {
      try io { () throws(FileError) in try AtomicFile.writeSynchronized(bytes, to: path) }
      return (index, path)
    }
    let journal = IndexPairJournal(index: bytes, signature: signature)
    try io { () throws(FileError) in try journal.write(in: folder) }
    try inputs.step(.noteWritten)
    try io { () throws(FileError) in try AtomicFile.writeSynchronized(bytes, to: path) }
    try inputs.step(.indexRenamed)
    try io { () throws(FileError) in try journal.finish(in: folder) }
    return (index, path)
  }

  /// Refuses to go on from an index (the folder's or the published one) whose sequence is
  /// already `PackageIndexSequence.maxLeap` or more: an app installing for the first time
  /// would refuse the next one. Called before anything is written.
  package static func refuseSequenceLeap(
    current: PackageIndex?, published: PackageIndex?, folder: String
  ) throws(PackageError) {
    let path = folder + "/" + PackageIndexFileNames.index
    for (index, place) in [(current, "'\(path)'"), (published, "the published index")] {
      if let sequence = index?.sequence, sequence >= PackageIndexSequence.maxLeap {
        throw PackageError(
          .invalidIndex,
          "index sequence \(sequence) of \(place) is \(PackageIndexSequence.maxLeap) or more: apps refuse an "
            + "index that far ahead of the one they accepted; publish from an index with a smaller sequence")
      }
    }
  }

  /// Refuses `date` when it is older than the date of `current` (the folder's index) or of
  /// `published`: an index's date only grows. Called before anything is written.
  package static func refuseOlderDate(
    _ date: String, folder: String, current: PackageIndex?, published: PackageIndex?
  ) throws(PackageError) {
    let path = folder + "/" + PackageIndexFileNames.index
    for (index, place) in [(current, "'\(path)'"), (published, "the published index")] {
      if let before = index?.date, date < before {
        throw PackageError(
          .invalidIndex, "index date \(date) is older than \(before), the date of \(place): dates only grow")
      }
    }
  }
}
