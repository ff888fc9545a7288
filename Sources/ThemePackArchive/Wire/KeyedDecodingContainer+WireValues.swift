extension KeyedDecodingContainer {
  /// The member `key` when it is a whole number that fits `Int` (read as a `Double`: whole
  /// and smaller than 9 × 10^15 in magnitude, the rule of the tool's `JSONValue`); nil when
  /// it is absent, not a number, fractional or too large. Both sides read `1.0` as 1.
  func wireWholeNumber(forKey key: Key) -> Int? {
    guard let number = (try? decodeIfPresent(Double.self, forKey: key)) ?? nil,
      number.rounded() == number, abs(number) < 9e15
    else { return nil }
    return Int(number)
  }

  /// The member `key` when it is a string; nil when it is absent or of another type.
  func wireString(forKey key: Key) -> String? {
    (try? decodeIfPresent(String.self, forKey: key)) ?? nil
  }

  /// A document's `formatVersion` (required, positive) and `minimumReaderVersion`
  /// (positive; the format when absent), the two members every wire document carries.
  /// Throws a `PackageWireFailure` naming the member that is wrong.
  func wireVersions(format: Key, minimumReader: Key) throws(PackageWireFailure) -> (
    format: Int, minimumReader: Int
  ) {
    guard let version = wireWholeNumber(forKey: format), version >= 1 else {
      throw PackageWireFailure("\"\(format.stringValue)\" is missing or not a positive integer")
    }
    guard contains(minimumReader) else { return (version, version) }
    guard let minimum = wireWholeNumber(forKey: minimumReader), minimum >= 1 else {
      throw PackageWireFailure("\"\(minimumReader.stringValue)\" is not a positive integer")
    }
    return (version, minimum)
  }
}
