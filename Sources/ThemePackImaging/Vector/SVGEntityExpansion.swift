/// How much text an SVG's internal entities expand to, counted before any parser expands
/// them: libxml2 refuses the classic "billion laughs", but not one 50 KB entity used 20,000
/// times, which asked librsvg for a gigabyte. Illustrator's few short namespace entities
/// are far below the bound.
enum SVGEntityExpansion {
  /// The bytes the document's entity references expand to in all, counting nested
  /// references; saturates at `Int.max / 2`.
  static func total(in text: String) -> Int {
    guard text.contains("<!ENTITY") else { return 0 }
    let (values, bodyStart) = declarations(in: text)
    var lengths: [String: Int] = [:]
    func length(_ name: String, depth: Int) -> Int {
      if let known = lengths[name] { return known }
      guard depth < 64, let value = values[name] else { return 0 }
      lengths[name] = 0  // a cycle counts nothing (libxml2 refuses it)
      var total = value.utf8.count
      for (reference, count) in references(in: value) {
        total = saturated(total, count, length(reference, depth: depth + 1))
      }
      lengths[name] = total
      return total
    }
    var total = 0
    for (reference, count) in references(in: String(text[bodyStart...])) {
      total = saturated(total, count, length(reference, depth: 0))
    }
    return total
  }

  private static func saturated(_ total: Int, _ count: Int, _ each: Int) -> Int {
    let limit = Int.max / 2
    let (product, overflow) = count.multipliedReportingOverflow(by: each)
    return overflow || product > limit ? limit : min(limit, total + product)
  }

  /// Each general entity's replacement text by name, and where the document after its
  /// internal subset starts.
  private static func declarations(in text: String) -> ([String: String], String.Index) {
    var values: [String: String] = [:]
    var end = text.startIndex
    var rest = text[...]
    while let start = rest.range(of: "<!ENTITY") {
      var body = rest[start.upperBound...].drop { $0.isWhitespace }
      guard !body.hasPrefix("%") else {
        rest = body
        continue
      }
      let name = body.prefix { !$0.isWhitespace }
      body = body.dropFirst(name.count).drop { $0.isWhitespace }
      guard let quote = body.first, quote == "\"" || quote == "'" else {
        rest = body
        continue
      }
      let value = body.dropFirst().prefix { $0 != quote }
      values[String(name)] = String(value)
      rest = body.dropFirst(value.count + 1)
      end = rest.startIndex
    }
    return (values, end)
  }

  /// How often each `&name;` occurs in `text` (character references `&#…;` are not entities).
  private static func references(in text: String) -> [String: Int] {
    var counts: [String: Int] = [:]
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      let after = rest[rest.index(after: amp)...]
      let name = after.prefix { $0 != ";" && !$0.isWhitespace && $0 != "&" && $0 != "<" }
      if name.count < after.count, after[after.index(after.startIndex, offsetBy: name.count)] == ";",
        !name.hasPrefix("#"), !name.isEmpty
      {
        counts[String(name), default: 0] += 1
      }
      rest = after.dropFirst(name.count)
    }
    return counts
  }
}
