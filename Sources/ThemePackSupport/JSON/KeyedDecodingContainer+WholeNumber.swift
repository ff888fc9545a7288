import ThemePackArchive

extension KeyedDecodingContainer {
  /// The member `key` when it is a whole number that fits `Int`, by the rule of
  /// `JSONValue.integerValue` (read as a `Double`: whole, and smaller than 9 × 10^15 in
  /// magnitude); nil when it is absent, not a number, fractional or too large.
  package func wholeNumber(forKey key: Key) -> Int? {
    guard let number = try? decodeIfPresent(Double.self, forKey: key) else { return nil }
    return JSONValue.number(number).integerValue
  }

  /// The member `key` when it is a string; nil when it is absent or of another type.
  package func stringIfString(forKey key: Key) -> String? {
    (try? decodeIfPresent(String.self, forKey: key)) ?? nil
  }
}
