import Foundation
import Testing
import ThemePackImaging
import ThemePackTestSupport
import ThemePackToolTestSupport

/// Two copies of the sample project (`Assets/`) in a temporary folder, `old` as it is and
/// `new` with the edits of issue 28's acceptance: blue's colour changed, `busIcon`'s master
/// mirrored, the asset `logo` dropped and a theme `coral` added (a copy of blue as it was).
///
/// The sample's `busIcon` is symmetric left to right, so a left-right mirror changes no
/// pixel (and the diff rightly reports nothing); the master is mirrored top to bottom.
struct SampleEdits {
  /// Blue's new theme colour: darker, so white text on it still meets 4.5:1.
  static let blue = "#1A5C99"

  let folder: TemporaryFolder
  var old: String { folder.path("old") }
  var new: String { folder.path("new") }
  var output: String { folder.path("Output") }

  /// `edits: false` leaves `new` as `old` is, for a test to make its own edits.
  init(_ label: String, edits: Bool = true) throws {
    folder = try TemporaryFolder(label)
    let original = Golden.repositoryRoot.appendingPathComponent("Assets")
    for side in [old, new] {
      try FileManager.default.copyItem(at: original, to: URL(fileURLWithPath: side))
    }
    if edits { try Self.edit(new) }
  }

  /// Makes the four edits in the project at `project`.
  static func edit(_ project: String) throws {
    // Coral is blue as it was (two themes of one colour are a lint error).
    try FileManager.default.copyItem(atPath: project + "/Themes/blue", toPath: project + "/Themes/coral")
    try editJSON(project + "/Themes/blue/theme.json") { $0["color"] = blue }
    try mirror(project + "/Base/busIcon@3x.png")
    try editJSON(project + "/themepack.json") { config in
      var assets = config["assets"] as? [String: Any] ?? [:]
      assets["logo"] = nil
      config["assets"] = assets
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: project + "/Base")
    where name.hasPrefix("logo") {
      try FileManager.default.removeItem(atPath: project + "/Base/" + name)
    }
  }

  /// Turns the PNG at `path` upside down.
  static func mirror(_ path: String) throws {
    let image = try PNGDecoder.decodeFile(atPath: path).image
    var flipped = image
    for y in 0..<image.height {
      for x in 0..<image.width { flipped[x, image.height - 1 - y] = image[x, y] }
    }
    try Data(PNGEncoder.encode(flipped)).write(to: URL(fileURLWithPath: path))
  }

  static func editJSON(_ path: String, _ change: (inout [String: Any]) -> Void) throws {
    let url = URL(fileURLWithPath: path)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys]).write(to: url)
  }
}
