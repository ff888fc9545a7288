/// A count with its noun in the right number, for the reports' words: "1 theme", "6 themes".
package enum Plural {
  /// `number` and `noun`, with an `s` unless `number` is 1.
  package static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)" + (number == 1 ? "" : "s")
  }
}
