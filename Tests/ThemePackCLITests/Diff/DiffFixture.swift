import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport

/// Two copies of the sample for `themepack diff`: `old` as it is, `new` with issue 28's
/// edits (blue's colour, `busIcon` mirrored top to bottom — the sample's icon is symmetric
/// left to right — the asset `logo` dropped, a theme `coral` added as a copy of blue).
struct DiffFixture {
  static let blue = "#1A5C99"

  let sample: SampleCopy
  var old: String { sample.assets }
  var new: String { sample.folder.path("new") }
  var output: String { sample.folder.path("Output") }

  init(_ label: String) throws {
    sample = try SampleCopy(label, project: "old")
    try SampleCopy.copy(to: new)
    try Self.edit(new)
  }

  /// Makes the four edits in the project at `project`.
  static func edit(_ project: String) throws {
    try FileManager.default.copyItem(atPath: project + "/Themes/blue", toPath: project + "/Themes/coral")
    try SampleCopy.editJSON(project + "/Themes/blue/theme.json") { $0["color"] = blue }
    let path = project + "/Base/busIcon@3x.png"
    let image = try PNGDecoder.decodeFile(atPath: path).image
    var flipped = image
    for y in 0..<image.height {
      for x in 0..<image.width { flipped[x, image.height - 1 - y] = image[x, y] }
    }
    try Data(PNGEncoder.encode(flipped)).write(to: URL(fileURLWithPath: path))
    try SampleCopy.editJSON(project + "/themepack.json") { config in
      var assets = config["assets"] as? [String: Any] ?? [:]
      assets["logo"] = nil
      config["assets"] = assets
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: project + "/Base")
    where name.hasPrefix("logo") {
      try FileManager.default.removeItem(atPath: project + "/Base/" + name)
    }
  }

  /// Runs git in `folder` with a fixed identity; fails the test when git fails.
  @discardableResult
  static func git(_ arguments: [String], in folder: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-c", "user.name=ThemePack", "-c", "user.email=test@example.com"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "git \(arguments): \(output)")
    return output
  }

  /// A git repository in `<folder>/repo` whose one commit holds the sample as `Assets/`.
  func repository() throws -> String {
    let repository = sample.folder.path("repo")
    try FileManager.default.createDirectory(atPath: repository, withIntermediateDirectories: true)
    try SampleCopy.copy(to: repository + "/Assets")
    try Self.git(["init", "-q"], in: repository)
    try Self.git(["add", "-A"], in: repository)
    try Self.git(["commit", "-q", "-m", "sample"], in: repository)
    return repository
  }
}
