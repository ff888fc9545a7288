/// A piece of HTML markup whose interpolations are escaped unless they are `HTML` themselves.
///
/// `"<p>\(name)</p>" as HTML` escapes `name`; `"<div>\(paragraph)</div>"` with `paragraph`
/// of type `HTML` inserts it as markup. Every string from the input goes through here, so a
/// theme called `<script>` is shown, never run.
package struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation {
  package private(set) var markup: String

  package init(stringLiteral value: String) {
    markup = value
  }

  package init(stringInterpolation: Interpolation) {
    markup = stringInterpolation.markup
  }

  /// Markup the caller vouches for: only for text built by this module, never input.
  package init(trusted markup: String) {
    self.markup = markup
  }

  /// Nothing.
  package static let empty = HTML(trusted: "")

  /// The pieces one after another, `separator` between them.
  package static func joined(_ pieces: [HTML], separator: HTML = .empty) -> HTML {
    HTML(trusted: pieces.map(\.markup).joined(separator: separator.markup))
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references, safe inside
  /// element content and inside quoted attribute values.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  package struct Interpolation: StringInterpolationProtocol {
    package var markup = ""

    package init(literalCapacity: Int, interpolationCount: Int) {
      markup.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    package mutating func appendLiteral(_ literal: String) {
      markup += literal
    }

    package mutating func appendInterpolation(_ text: String) {
      markup += HTML.escape(text)
    }

    package mutating func appendInterpolation(_ number: Int) {
      markup += String(number)
    }

    package mutating func appendInterpolation(_ html: HTML) {
      markup += html.markup
    }

    package mutating func appendInterpolation(_ pieces: [HTML]) {
      for piece in pieces { markup += piece.markup }
    }
  }
}
