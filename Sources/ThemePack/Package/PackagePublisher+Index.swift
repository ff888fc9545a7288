import Foundation
import ThemePackArchive

extension PackagePublisher {
  /// What `writeIndex` is given besides the package list.
  struct IndexInputs {
    /// The app server's current index (`--published`), if any.
    var published: PackageIndex?
    /// Signs the index into `index.json.sig` when given.
    var signingKey: SigningKey?
    /// The index's date (`PackageIndexDate` form) when given.
    var date: String?
  }

  /// Writes `index.json` for `packages` into `folder` (atomically), then its signature when
  /// `inputs.signingKey` is given. Sequence and date follow `PackageIndex`'s rules: an
  /// unchanged list keeps the newest index's sequence and, when none is given, its date
  /// (`refuseOlderDate` has checked a given one). Without a key, a signature left
  /// from an earlier run is removed when the index's bytes change (it would no longer
  /// verify), and kept when they do not.
  static func writeIndex(
    _ packages: [PackageIndexEntry], folder: String, inputs: IndexInputs
  ) throws(PackageError) -> (index: PackageIndex, path: String) {
    let path = folder + "/" + PackageIndexFileNames.index
    let signaturePath = folder + "/" + PackageIndexFileNames.signature
    let current = FileManager.default.fileExists(atPath: path) ? try PackageIndex.load(fromFile: path) : nil
    let newest = ([inputs.published, current].compactMap { $0 }).max { $0.sequence < $1.sequence }
    let sorted = PackageIndex(packages: packages).packages
    let unchanged = newest.map { $0.packages == sorted } ?? false
    let sequence = newest.map { unchanged ? max($0.sequence, 1) : $0.sequence + 1 } ?? 1
    let date = inputs.date ?? (unchanged ? newest?.date : nil)
    let index = PackageIndex(packages: sorted, sequence: sequence, date: date)
    let bytes = index.bytes
    let previousBytes = current == nil ? nil : try? FileReader.bytes(at: path)
    do {
      try AtomicFile.write(bytes, to: path)
      if let key = inputs.signingKey {
        try AtomicFile.write(PackageSignature.encode(key.signature(for: bytes)), to: signaturePath)
      } else if previousBytes != bytes, FileManager.default.fileExists(atPath: signaturePath) {
        try FileSystemCalls.unlink(signaturePath)
      }
    } catch let error as FileError {
      throw PackageError.io(error)
    } catch {
      throw PackageError.io(FileError(path: signaturePath, operation: .write, reason: "\(error)"))
    }
    return (index, path)
  }

  /// Refuses `date` when it is older than the date of the index in `folder` or of
  /// `published`: an index's date only grows. Called before anything is written.
  static func refuseOlderDate(
    _ date: String, folder: String, published: PackageIndex?
  ) throws(PackageError) {
    let path = folder + "/" + PackageIndexFileNames.index
    let current = FileManager.default.fileExists(atPath: path) ? try PackageIndex.load(fromFile: path) : nil
    for (index, place) in [(current, "'\(path)'"), (published, "the published index")] {
      if let before = index?.date, date < before {
        throw PackageError(
          .invalidIndex, "index date \(date) is older than \(before), the date of \(place): dates only grow")
      }
    }
  }
}
