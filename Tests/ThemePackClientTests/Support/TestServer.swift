import Foundation
import ThemePackTestSupport

/// A folder playing the app server: signed theme packages made by the tests (stored
/// entries, `TestZip`) and an `index.json` listing them.
struct TestServer {
  let folder: TemporaryFolder
  var signer = TestSigner(seed: 7)
  /// Signs `index.json` into `index.json.sig`; nil writes no signature.
  var indexSigner: TestSigner? = TestSigner(seed: 7)
  var sequence = 1
  var date: String?
  /// Index entries written so far, by file name.
  private(set) var listed: [String: String] = [:]

  init() throws { folder = try TemporaryFolder("themepack-client-server") }

  var indexURL: URL { folder.url.appendingPathComponent("index.json") }

  /// The theme's files: a sliced asset with dark variants at 1x and 2x (no 3x), an asset
  /// with only a light 3x file, and a manifest with colours.
  static func files(_ version: String) -> [String: [UInt8]] {
    [
      "button.png": Array("button 1x \(version)".utf8),
      "button@2x.png": Array("button 2x \(version)".utf8),
      "button.dark.png": Array("button dark 1x".utf8),
      "button.dark@2x.png": Array("button dark 2x".utf8),
      "icons/logo@3x.png": Array("logo 3x".utf8),
    ]
  }

  /// The manifest's bytes for `files`, naming `theme` and `version`.
  static func manifest(
    theme: String, version: String, files: [String: [UInt8]], hashOverride: [String: String] = [:]
  ) -> [UInt8] {
    let records = files.keys.sorted().map { path in
      let hash = hashOverride[path] ?? TestSHA256.hex(files[path]!)
      return #"{"path": "\#(path)", "sha256": "\#(hash)", "size": \#(files[path]!.count)}"#
    }
    let text = """
      {"assets": {"button": {"files": {"any": {"1x": "button.png", "2x": "button@2x.png"}, \
      "dark": {"1x": "button.dark.png", "2x": "button.dark@2x.png"}}, "rendering": "original", \
      "size": {"height": 20, "width": 40}, "slice": {"center": "stretch", "insets": \
      {"bottom": 4, "left": 6, "right": 6, "top": 4}, "mode": "9-part"}}, \
      "logo": {"files": {"any": {"3x": "icons/logo@3x.png"}}}}, \
      "color": {"dark": "#88AAFF", "light": "#226BAA"}, \
      "extraColors": {"onColor": {"dark": "#000000", "light": "#FFFFFFCC"}}, \
      "fonts": {"title": {"family": "PingFangSC-Semibold", "size": 17, "weight": "semibold", \
      "textStyle": "headline"}, "body": {"family": "PingFangSC-Regular", "size": 15}, \
      "broken": {"family": "X", "size": -1}, "wrong": "X,12"}, \
      "components": {"alertView": {"title": {"color": "onColor", "font": "title"}, \
      "background": {"color": "color"}, "dangling": {"color": "missing", "font": "missing"}, \
      "odd": 5}}, \
      "files": [\(records.joined(separator: ", "))], "formatVersion": 1, "name": "\(theme)", \
      "version": "\(version)"}

      """
    return Array(text.utf8)
  }

  /// A signed package's bytes (or unsigned when `signer` is nil).
  static func package(
    theme: String, version: String, files: [String: [UInt8]]? = nil, manifest: [UInt8]? = nil,
    signer: TestSigner?
  ) -> [UInt8] {
    let files = files ?? Self.files(version)
    let manifest = manifest ?? Self.manifest(theme: theme, version: version, files: files)
    var entries: [TestZip.Entry] = [.folder("\(theme)/"), .folder("\(theme)/icons/")]
    for path in files.keys.sorted() { entries.append(.file("\(theme)/\(path)", files[path]!)) }
    entries.append(.file("\(theme)/manifest.json", manifest))
    if let signer {
      let line = Data(signer.sign(manifest)).base64EncodedString() + "\n"
      entries.append(.file("\(theme)/manifest.json.sig", Array(line.utf8)))
    }
    return TestZip(entries).bytes()
  }

  /// Writes `bytes` as `file` and lists it in the index under `theme` and `version`, with
  /// the length and hash given (the true ones by default) and `contentSHA256` when given.
  mutating func publish(
    _ bytes: [UInt8], theme: String = "blue", version: String, file: String? = nil, size: Int? = nil,
    sha256: String? = nil, contentSHA256: String? = nil
  ) throws {
    let name = file ?? "app-\(theme)-\(version).zip"
    try folder.write(bytes, to: name)
    let identity = contentSHA256.map { #""contentSHA256": "\#($0)", "# } ?? ""
    listed[name] =
      #"{\#(identity)"file": "\#(name)", "minimumReaderVersion": 1, "sha256": "\#(sha256 ?? TestSHA256.hex(bytes))", "#
      + #""size": \#(size ?? bytes.count), "theme": "\#(theme)", "version": "\#(version)"}"#
    try writeIndex()
  }

  /// Packages and publishes `version` of `theme`, signed by this server's key.
  mutating func publish(theme: String = "blue", version: String) throws {
    try publish(Self.package(theme: theme, version: version, signer: signer), theme: theme, version: version)
  }

  func writeIndex() throws {
    let packages = listed.keys.sorted().map { listed[$0]! }.joined(separator: ", ")
    let date = self.date.map { #", "date": "\#($0)""# } ?? ""
    let text =
      #"{"formatVersion": 1, "minimumReaderVersion": 1, "sequence": \#(sequence)\#(date), "packages": [\#(packages)]}"#
    try folder.write(Array(text.utf8), to: "index.json")
    let signature = folder.url.appendingPathComponent("index.json.sig")
    try? FileManager.default.removeItem(at: signature)
    if let indexSigner {
      let line = Data(indexSigner.sign(Array(text.utf8))).base64EncodedString() + "\n"
      try folder.write(Array(line.utf8), to: "index.json.sig")
    }
  }
}
