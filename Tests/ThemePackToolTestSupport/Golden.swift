import Foundation
import Testing

/// Golden files under `Tests/Golden/`, written by hand from the format and
/// compared byte for byte.
///
/// A missing golden file fails the test. To rewrite golden files from the code's output, run
/// the tests with `THEMEPACK_RECORD_GOLDEN=1`; such a run writes the files and fails on
/// purpose, so that the new files are reviewed by hand (`git diff`) before a normal run
/// passes.
package enum Golden {
  package static let recordVariable = "THEMEPACK_RECORD_GOLDEN"

  /// The repository's root folder (this file is `Tests/ThemePackToolTestSupport/Golden.swift`).
  package static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Golden`.
  package static let folder = repositoryRoot.appendingPathComponent("Tests/Golden")

  package static var isRecording: Bool {
    ProcessInfo.processInfo.environment[recordVariable] == "1"
  }

  /// Expects `bytes` to equal the golden file at `relative` (below `Golden/`).
  package static func expect(
    _ bytes: [UInt8], matches relative: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let url = folder.appendingPathComponent(relative)
    if isRecording {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        Issue.record(
          "recorded golden file '\(relative)'; review it, then run again without \(recordVariable)",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot record golden file '\(relative)': \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "missing golden file '\(relative)'; write it by hand, or set \(recordVariable)=1 and review it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = [UInt8](data)
    guard expected != bytes else { return }
    let expectedLines = String(decoding: expected, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let actualLines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of file>"
    let message =
      "golden file '\(relative)' differs at line \(line + 1): "
      + "expected \(want.debugDescription), got \(got.debugDescription)"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// The files below `Golden/<relative>`, as paths relative to that folder, sorted.
  package static func files(under relative: String) -> [String] {
    let base = folder.appendingPathComponent(relative)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    var files: [String] = []
    while let path = enumerator.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: base.appendingPathComponent(path).path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files.append(path)
      }
    }
    return files.sorted()
  }
}
