import Foundation
import Testing
import ThemePackTestSupport

/// The repository's sample project (`Assets/`) copied into a temporary folder, for a test
/// to build, package or break without touching the real one. The copy is removed with
/// `folder` when the test ends.
struct SampleCopy: @unchecked Sendable {
  /// The repository's sample project.
  static var original: URL { ThemePackBinary.repositoryRoot.appendingPathComponent("Assets") }

  let folder: TemporaryFolder
  /// The copy's project folder.
  let assets: String
  /// A folder beside it for the build's output (not made).
  var output: String { folder.path("Output") }

  /// Copies the sample into `<new temporary folder named prefix>/<project>`.
  init(_ prefix: String, project: String = "Assets") throws {
    folder = try TemporaryFolder(prefix)
    assets = folder.path(project)
    try Self.copy(to: assets)
  }

  /// Copies the sample to `path` (whose parent must exist).
  static func copy(to path: String) throws {
    try FileManager.default.copyItem(at: original, to: URL(fileURLWithPath: path))
  }

  /// Rewrites the JSON object in `relative` (inside the copy) with `change`.
  func editJSON(_ relative: String, _ change: (inout [String: Any]) -> Void) throws {
    try Self.editJSON(assets + "/" + relative, change)
  }

  /// Rewrites the JSON object in the file at `path` with `change` (sorted keys).
  static func editJSON(_ path: String, _ change: (inout [String: Any]) -> Void) throws {
    let url = URL(fileURLWithPath: path)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
  }
}
