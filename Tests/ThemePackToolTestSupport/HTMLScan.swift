import Foundation

/// Just enough HTML reading for the tests: tags, attributes and the text of one element,
/// written independently of the page writer.
package enum HTMLScan {
  /// Every start tag named `name` (`<img …>`), as its full text.
  package static func tags(_ name: String, in html: String) -> [String] {
    var result: [String] = []
    var rest = html[...]
    while let start = rest.range(of: "<\(name)") {
      let after = rest[start.upperBound...]
      guard let next = after.first, next == " " || next == ">" || next == "\n" else {
        rest = after
        continue
      }
      guard let end = after.firstIndex(of: ">") else { break }
      result.append(String(rest[start.lowerBound...end]))
      rest = rest[rest.index(after: end)...]
    }
    return result
  }

  /// The value of `attribute` in a start tag, with the five character references decoded.
  package static func attribute(_ attribute: String, of tag: String) -> String? {
    guard let start = tag.range(of: " \(attribute)=\"") else { return nil }
    let value = tag[start.upperBound...].prefix { $0 != "\"" }
    return decode(String(value))
  }

  /// Every value of `attribute` on any tag.
  package static func attributeValues(_ attribute: String, in html: String) -> [String] {
    var result: [String] = []
    var rest = html[...]
    while let start = rest.range(of: " \(attribute)=\"") {
      let value = rest[start.upperBound...].prefix { $0 != "\"" }
      result.append(decode(String(value)))
      rest = rest[start.upperBound...]
    }
    return result
  }

  /// The markup between the start tag that contains `marker` and its matching end tag of
  /// element `name` (elements of that name nested inside are counted).
  package static func element(_ name: String, containing marker: String, in html: String) -> String? {
    guard let markerRange = html.range(of: marker),
      let open = html[..<markerRange.upperBound].range(of: "<\(name)", options: .backwards)
    else { return nil }
    var depth = 0
    var index = open.lowerBound
    while index < html.endIndex {
      let rest = html[index...]
      if rest.hasPrefix("<\(name) ") || rest.hasPrefix("<\(name)>") {
        depth += 1
      } else if rest.hasPrefix("</\(name)>") {
        depth -= 1
        if depth == 0 {
          return String(html[open.lowerBound..<html.index(index, offsetBy: name.count + 3)])
        }
      }
      index = html.index(after: index)
    }
    return nil
  }

  package static func decode(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
