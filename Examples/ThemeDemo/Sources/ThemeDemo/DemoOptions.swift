import Foundation
import ThemePackClient

/// The demo's command line: `--index`, `--theme`, `--into` and one or more `--public-key`.
struct DemoOptions {
  var index: URL
  var theme: String
  var root: URL
  var keys: [ThemePublicKey]

  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  init(_ arguments: ArraySlice<String>) throws {
    var values: [String: [String]] = [:]
    var rest = arguments
    while let name = rest.popFirst() {
      guard ["--index", "--theme", "--into", "--public-key"].contains(name), let value = rest.popFirst()
      else {
        throw Problem(
          description: "usage: ThemeDemo --index URL --theme NAME --into DIR --public-key KEY.pub")
      }
      values[name, default: []].append(value)
    }
    func one(_ name: String) throws -> String {
      guard let value = values[name]?.last else { throw Problem(description: "\(name) is required") }
      return value
    }
    let index = try one("--index")
    guard let url = index.contains("://") ? URL(string: index) : URL(fileURLWithPath: index) else {
      throw Problem(description: "'\(index)' is not a URL")
    }
    self.index = url
    theme = try one("--theme")
    root = URL(fileURLWithPath: try one("--into"), isDirectory: true)
    keys = try (values["--public-key"] ?? []).map { path in
      let text = try String(contentsOfFile: path, encoding: .utf8)
      guard let key = ThemePublicKey(base64: text) else {
        throw Problem(description: "'\(path)' is not a public key")
      }
      return key
    }
    guard !keys.isEmpty else { throw Problem(description: "--public-key is required") }
  }
}
