import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Whether bytes are an SVG document: well-formed XML whose root element is `svg`, read by
/// Foundation's XML parser (libxml2 on Linux) with external entities left unresolved, so no
/// file or network address a document names is opened; libxml2 bounds entity expansion. Used
/// by the catalog lint; drawing SVG is the vector renderer's job.
final class SVGRootCheck: NSObject, XMLParserDelegate {
  private var root: String?

  /// Why `data` is no SVG document, or nil. (On Linux `parse()` answers true even after an
  /// error, so the parser's error decides.)
  static func problem(_ data: Data) -> String? {
    if let entity = externalEntity(in: data) {
      return "declares the external entity '\(JSONParser.shown(entity))', which ThemePack never reads: "
        + "put its content in the document"
    }
    let check = SVGRootCheck()
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = check
    _ = parser.parse()
    if let root = check.root, root != "svg" && !root.hasSuffix(":svg") {
      return "not an SVG document: its root element is '\(JSONParser.shown(root))', not 'svg'"
    }
    if let error = parser.parserError {
      return "not an SVG document: malformed XML at line \(parser.lineNumber) (libxml2 error "
        + "\((error as NSError).code))"
    }
    return check.root == nil ? "not an SVG document: no root element" : nil
  }

  /// The name of an entity the document type declares with `SYSTEM` or `PUBLIC` (a file or
  /// an address), looked for in the text before the root element.
  static func externalEntity(in data: Data) -> String? {
    let text = String(decoding: data.prefix(64 << 10), as: UTF8.self)
    let prolog = text.components(separatedBy: "<svg").first ?? text
    for declaration in prolog.components(separatedBy: "<!ENTITY").dropFirst() {
      let body = declaration.split(separator: ">", maxSplits: 1).first.map(String.init) ?? declaration
      let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
      guard words.contains(where: { $0 == "SYSTEM" || $0 == "PUBLIC" }) else { continue }
      return words.first { $0 != "%" }.map(String.init) ?? "?"
    }
    return nil
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard root == nil else { return }
    root = elementName
    if elementName != "svg" && !elementName.hasSuffix(":svg") { parser.abortParsing() }
  }
}
