import Foundation
import ThemePackArchive

/// The newest index an install root has accepted, kept in `.themepack/accepted.json` so
/// an older index (a replay, or a frozen mirror) is refused later.
struct AcceptedIndexState: Codable, Equatable {
  var sequence: Int
  var date: String?

  static let fileName = "accepted.json"

  /// The state under `library`'s root; sequence 0 when none was saved (or it is not JSON,
  /// which only an outside hand can cause). Throws `unsafeRoot` when something other than
  /// a regular file is in its place, or it cannot be read (an unreadable root must not
  /// pass for one that accepted nothing: the replay check would be skipped).
  static func load(_ library: ThemeLibrary) throws(ThemeInstallError) -> AcceptedIndexState {
    let url = library.stateFolder.appendingPathComponent(fileName)
    switch ClientFileSystem.readFile(url, maxBytes: 4096) {
    case .missing: return AcceptedIndexState(sequence: 0, date: nil)
    case .refused(let problem):
      throw ThemeInstallError(.unsafeRoot, "cannot read the accepted index '\(url.path)': it \(problem)")
    case .bytes(let data):
      return (try? JSONDecoder().decode(AcceptedIndexState.self, from: data))
        ?? AcceptedIndexState(sequence: 0, date: nil)
    }
  }

  /// This state raised to `index`'s sequence and date where they are newer.
  func raised(by index: ThemeIndex) -> AcceptedIndexState {
    AcceptedIndexState(
      sequence: max(index.sequence, sequence), date: [date, index.date].compactMap { $0 }.max())
  }

  /// Why `index` is older than this state, or nil.
  func refusal(of index: ThemeIndex) -> String? {
    if index.sequence < sequence {
      return "its sequence \(index.sequence) is older than \(sequence), the newest accepted"
    }
    if let date, let other = index.date, other < date {
      return "its date \(other) is older than \(date), the newest accepted"
    }
    return nil
  }

  /// Why `index`'s sequence leaps too far ahead of this state to be a publisher's next
  /// change (`PackageIndexSequence`), or nil.
  func leapProblem(of index: ThemeIndex) -> String? {
    guard PackageIndexSequence.leapsTooFar(index.sequence, from: sequence) else { return nil }
    return
      "its sequence \(index.sequence) is more than \(PackageIndexSequence.maxLeap) ahead of \(sequence), "
      + "the newest accepted"
  }

  /// Writes the state durably (temporary file, sync, rename, sync the folder).
  func save(_ library: ThemeLibrary) throws {
    try FileManager.default.createDirectory(at: library.stateFolder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try ClientFileSystem.writeDurably(
      try encoder.encode(self), to: library.stateFolder.appendingPathComponent(Self.fileName),
      temporaryPrefix: ".accepted-")
  }
}
