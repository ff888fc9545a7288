import Foundation
import ThemePackSupport

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an SVG's XML before librsvg sees it and refuses what a master may not hold: any
/// reference outside the file (`href`, `xlink:href`, `url(…)` and `@import` naming another
/// file or an address; external entities), scripts, more than `VectorLimits.maxElements`
/// elements, entities that expand past `VectorLimits.maxEntityExpansion`, bitmaps that
/// decode past `VectorLimits.maxEmbeddedPixels` together, and XML that does not parse. A link (`<a href>`)
/// loads nothing and is left alone. Bitmaps embedded as data URLs are listed for the lint.
///
/// The parser is Foundation's (libxml2 on Linux) with external entities unresolved, so the
/// scan itself opens no file and no address.
package final class SVGSafetyScan: NSObject, XMLParserDelegate {
  /// What the scan found in a document it accepts.
  package struct Accepted {
    package var embeddedBitmaps: [EmbeddedBitmap]
  }

  private var root: String?
  private var elements = 0
  private var openElements: [String] = []
  private var refusal: String?
  private var bitmaps: [EmbeddedBitmap] = []
  /// The text of the `<style>` being read, checked whole at its end (a character reference
  /// splits the parser's text callbacks).
  private var styleText = ""

  /// The document's embedded bitmaps, or why it is refused.
  package static func scan(_ bytes: [UInt8]) -> Result<Accepted, VectorReadError> {
    // Foundation's XMLParser on Linux traps on a name that is not UTF-8 (found by
    // `make fuzz FUZZ_TARGET=svg`), so the bytes are checked before it reads them.
    if let offset = firstInvalidUTF8(in: bytes) {
      return .failure(
        VectorReadError("is not UTF-8 text (byte \(offset) is not valid UTF-8): save the SVG as UTF-8"))
    }
    if let entity = externalEntity(in: bytes) {
      return .failure(
        VectorReadError(
          "declares the external entity '\(JSONParser.shown(entity))', which ThemePack never reads: "
            + "put its content in the document"))
    }
    let expansion = SVGEntityExpansion.total(in: String(decoding: bytes, as: UTF8.self))
    if expansion > VectorLimits.maxEntityExpansion {
      return .failure(
        VectorReadError(
          "expands its entities to \(ByteCount.text(expansion)), over the "
            + "\(ByteCount.text(VectorLimits.maxEntityExpansion)) an SVG may: write the text out, or use <use>"
        ))
    }
    let scan = SVGSafetyScan()
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.delegate = scan
    _ = parser.parse()
    // On Linux `parse()` answers true even after an error, so the parser's error decides.
    if let refusal = scan.refusal { return .failure(VectorReadError(refusal)) }
    if let root = scan.root, localName(root) != "svg" {
      return .failure(VectorReadError("not an SVG document: its root element is '\(JSONParser.shown(root))'"))
    }
    if let error = parser.parserError {
      return .failure(
        VectorReadError(
          "not an SVG document: malformed XML at line \(parser.lineNumber) (libxml2 error "
            + "\((error as NSError).code))"))
    }
    guard scan.root != nil else { return .failure(VectorReadError("not an SVG document: no root element")) }
    let pixels = scan.bitmaps.reduce(0) { $0 + $1.width * $1.height }
    if pixels > VectorLimits.maxEmbeddedPixels {
      return .failure(
        VectorReadError(
          "embeds \(scan.bitmaps.count) bitmaps of \(pixels / (1024 * 1024)) Mpx in all, over the "
            + "\(VectorLimits.maxEmbeddedPixels / (1024 * 1024)) Mpx an SVG's bitmaps may decode to"))
    }
    return .success(Accepted(embeddedBitmaps: scan.bitmaps))
  }

  /// The offset of the first byte that is not part of a valid UTF-8 sequence, or nil.
  static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The name of an entity declared with `SYSTEM` or `PUBLIC` (a file or an address),
  /// looked for in the whole text: a comment or a long prolog cannot hide one (and a
  /// declaration that only looks like one is refused too, which costs nothing).
  package static func externalEntity(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    for declaration in text.components(separatedBy: "<!ENTITY").dropFirst() {
      let body = declaration.split(separator: ">", maxSplits: 1).first.map(String.init) ?? declaration
      let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      guard words.contains(where: { $0 == "SYSTEM" || $0 == "PUBLIC" }) else { continue }
      return words.first { $0 != "%" }.map(String.init) ?? "?"
    }
    return nil
  }

  package func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil {
      root = elementName
      if Self.localName(elementName) != "svg" { return parser.abortParsing() }
    }
    elements += 1
    openElements.append(Self.localName(elementName))
    if elements > VectorLimits.maxElements {
      refuse(parser, "holds more than \(VectorLimits.maxElements) elements")
    } else if Self.localName(elementName) == "script" {
      refuse(parser, "holds a <script>, which ThemePack never runs: remove it")
    } else {
      for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
        check(attribute: name, value: value, element: Self.localName(elementName), parser)
        if refusal != nil { return }
      }
    }
  }

  package func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    if openElements.removeLast() == "style" {
      checkStyle(styleText, parser)
      styleText = ""
    }
  }

  package func parser(_ parser: XMLParser, foundCharacters string: String) {
    if openElements.last == "style" { styleText += string }
  }

  package func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
    if openElements.last == "style" { styleText += String(decoding: CDATABlock, as: UTF8.self) }
  }

  /// `<?xml-stylesheet href="…"?>` names a style sheet outside the file.
  package func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?)
  {
    guard target.lowercased() == "xml-stylesheet" else { return }
    refuse(
      parser,
      "links a style sheet (<?xml-stylesheet?>), which ThemePack never follows: put the rules in the file")
  }

  package func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    refuse(
      parser,
      "declares the external entity '\(JSONParser.shown(name))', which ThemePack never reads: "
        + "put its content in the document")
  }

  private func check(attribute name: String, value: String, element: String, _ parser: XMLParser) {
    let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
    if Self.localName(name) == "href" && element != "a" {
      if trimmed.hasPrefix("#") { return }
      if trimmed.lowercased().hasPrefix("data:") {
        switch DataURLBitmap.read(trimmed) {
        case .success(let bitmap): bitmaps.append(bitmap)
        case .failure(let error): refuse(parser, "<\(element)> " + error.reason)
        }
        return
      }
      refuse(
        parser,
        "<\(element)> refers to '\(JSONParser.shown(String(trimmed.prefix(120))))' outside the file: "
          + "ThemePack draws only what the file holds (embed it, or use a '#' reference)")
      return
    }
    if name == "style" { return checkStyle(value, parser) }
    // feTurbulence costs time in its octaves: 200 of them took 82 s at 2000x2000 px.
    if Self.localName(name) == "numOctaves", let octaves = Double(trimmed), octaves > 10 {
      refuse(parser, "asks <\(element)> for \(trimmed) octaves, over the 10 ThemePack draws")
      return
    }
    if let reference = Self.outsideURL(in: value) {
      refuse(parser, "attribute '\(name)' refers to '\(JSONParser.shown(reference))' outside the file")
    }
  }

  private func checkStyle(_ text: String, _ parser: XMLParser) {
    let text = Self.unescapedCSS(text)
    if text.lowercased().contains("@import") {
      refuse(parser, "a style sheet uses @import, which ThemePack never follows: put the rules in the file")
    } else if let reference = Self.outsideURL(in: text) {
      refuse(parser, "a style refers to '\(JSONParser.shown(reference))' outside the file")
    }
  }

  /// The first `url(…)` in `text` that is neither a `#` fragment nor a data URL.
  package static func outsideURL(in text: String) -> String? {
    var rest = Substring(unescapedCSS(text))
    while let start = rest.range(of: "url(", options: .caseInsensitive) {
      let after = rest[start.upperBound...]
      let inside = after.prefix { $0 != ")" }
      let target = inside.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r'\""))
      if !target.hasPrefix("#") && !target.lowercased().hasPrefix("data:") {
        return String(target.prefix(120))
      }
      rest = after.dropFirst(inside.count)
    }
    return nil
  }

  /// `text` with CSS escapes (`\75`, `\u`) replaced by their characters, so `u\rl(` reads `url(`.
  package static func unescapedCSS(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var scalars = Array(text.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\" else {
        result.unicodeScalars.append(scalar)
        continue
      }
      let hex = scalars.prefix { $0.properties.isASCIIHexDigit }.prefix(6)
      if !hex.isEmpty {
        scalars = scalars.dropFirst(hex.count)
        if scalars.first == " " { scalars = scalars.dropFirst() }
        if let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16),
          let decoded = Unicode.Scalar(value)
        {
          result.unicodeScalars.append(decoded)
        }
      } else if let next = scalars.popFirst() {
        result.unicodeScalars.append(next)
      }
    }
    return result
  }

  private func refuse(_ parser: XMLParser, _ reason: String) {
    guard refusal == nil else { return }
    refusal = reason
    parser.abortParsing()
  }

  package static func localName(_ name: String) -> String {
    name.split(separator: ":").last.map(String.init) ?? name
  }
}
