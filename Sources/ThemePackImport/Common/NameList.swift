/// Names as a message lists them: sorted, quoted, at most 12, then how many more.
package enum NameList {
  /// `'a', 'b' and 3 more`; "none" for no names.
  package static func quoted(_ names: [String]) -> String {
    let sorted = names.sorted()
    var text = sorted.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
    if sorted.count > 12 { text += " and \(sorted.count - 12) more" }
    return text.isEmpty ? "none" : text
  }
}
