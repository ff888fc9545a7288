import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

/// Theme colours given by the user (`--colors`): a JSON object `{"blue": "34,107,170"}` or
/// CSV lines `blue,34,107,170` / `blue,#226BAA`, as an app's database holds them.
///
/// In CSV the first field is the theme and the rest of the line its colour (quotes around
/// either are dropped); blank lines are skipped, and a first line whose colour does not
/// parse is a header. Colours are anything `ColorParser` reads.
package struct ColorTable: Sendable, Equatable {
  /// The largest file read.
  package static let maxBytes = 1 << 20

  /// The file the table came from.
  package var file: String
  /// Theme name → colour.
  package var colors: [String: ThemeRGBA]

  /// The colour of `theme` (its folder name, else its valid name; exact, else ignoring case).
  package func color(for names: [String]) -> ThemeRGBA? {
    for name in names { if let color = colors[name] { return color } }
    for name in names {
      if let key = colors.keys.sorted().first(where: { $0.lowercased() == name.lowercased() }) {
        return colors[key]
      }
    }
    return nil
  }

  /// Reads the table at `path`.
  package static func read(_ path: String) throws(ImportError) -> ColorTable {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: path)
    } catch {
      throw ImportError(file: path, reason: error.reason)
    }
    guard bytes.count <= maxBytes else {
      throw ImportError(file: path, reason: "too large: \(bytes.count) bytes, at most \(maxBytes)")
    }
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    let colors = try first == UInt8(ascii: "{") ? json(bytes, path) : csv(bytes, path)
    return ColorTable(file: path, colors: colors)
  }

  private static func json(_ bytes: [UInt8], _ path: String) throws(ImportError) -> [String: ThemeRGBA] {
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      throw ImportError(file: path, reason: error.description)
    }
    guard let object = document.root.objectValue else {
      throw ImportError(file: path, reason: "expected an object of theme names to colours")
    }
    var colors: [String: ThemeRGBA] = [:]
    for key in object.keys.sorted() {
      let at = document.position(of: JSONDocument.path("", key)).map { "line \($0.line): " } ?? ""
      guard let text = object[key]?.stringValue else {
        throw ImportError(file: path, reason: "\(at)the colour of '\(key)' is not a string")
      }
      do {
        colors[key] = try ColorParser.parse(text)
      } catch {
        throw ImportError(
          file: path, reason: "\(at)invalid colour '\(text)' for '\(key)': \(error.description)")
      }
    }
    return colors
  }

  private static func csv(_ bytes: [UInt8], _ path: String) throws(ImportError) -> [String: ThemeRGBA] {
    var colors: [String: ThemeRGBA] = [:]
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !line.isEmpty else { continue }
      guard let comma = line.firstIndex(of: ",") else {
        throw ImportError(file: path, reason: "line \(index + 1): expected 'theme,colour'")
      }
      let theme = unquote(line[..<comma])
      let value = unquote(line[line.index(after: comma)...])
      do {
        colors[theme] = try ColorParser.parse(value)
      } catch {
        if index == 0 { continue }  // a header line
        throw ImportError(
          file: path,
          reason: "line \(index + 1): invalid colour '\(value)' for '\(theme)': \(error.description)")
      }
    }
    return colors
  }

  private static func unquote(_ text: Substring) -> String {
    var result = text.trimmingCharacters(in: .whitespaces)
    if result.count >= 2, result.hasPrefix("\""), result.hasSuffix("\"") {
      result = String(result.dropFirst().dropLast())
    }
    return result
  }
}
