/// A hand-written argument list: options are taken by name, positionals in order, and
/// `finish()` rejects whatever is left, so every command reports unknown options the
/// same way.
///
/// Options accept both `--name value` and `--name=value`; `--` ends options.
public struct Arguments: Sendable {
  private var items: [String]
  private var positionalOnlyFrom: Int?

  public init(_ items: [String]) {
    if let end = items.firstIndex(of: "--") {
      var copy = items
      copy.remove(at: end)
      self.items = copy
      self.positionalOnlyFrom = end
    } else {
      self.items = items
      self.positionalOnlyFrom = nil
    }
  }

  /// Removes and returns whether the flag `name` (or any of `aliases`) was given.
  public mutating func flag(_ name: String, aliases: [String] = []) -> Bool {
    var found = false
    for spelling in [name] + aliases {
      while let index = optionIndex(of: spelling) {
        items.remove(at: index)
        shiftBoundary(removedAt: index, count: 1)
        found = true
      }
    }
    return found
  }

  /// Removes and returns the value of the last occurrence of option `name`, if given.
  public mutating func option(_ name: String, aliases: [String] = []) throws(UsageError) -> String? {
    try options(name, aliases: aliases).last
  }

  /// Removes and returns every value of a repeatable option, in command-line order.
  public mutating func options(_ name: String, aliases: [String] = []) throws(UsageError) -> [String] {
    var values: [(Int, String)] = []
    var index = 0
    while index < boundary {
      let item = items[index]
      let spellings = [name] + aliases
      if spellings.contains(item) {
        guard index + 1 < boundary else {
          throw UsageError("missing value for '\(item)'")
        }
        values.append((index, items[index + 1]))
        items.removeSubrange(index...(index + 1))
        shiftBoundary(removedAt: index, count: 2)
        continue
      }
      if let spelling = spellings.first(where: { item.hasPrefix($0 + "=") }) {
        values.append((index, String(item.dropFirst(spelling.count + 1))))
        items.remove(at: index)
        shiftBoundary(removedAt: index, count: 1)
        continue
      }
      index += 1
    }
    return values.map(\.1)
  }

  /// Removes and returns an integer option, checking its range.
  public mutating func integerOption(
    _ name: String, range: ClosedRange<Int>
  ) throws(UsageError) -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        "invalid value '\(text)' for '\(name)': expected an integer from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }

  /// Removes and returns a decimal option, checking its range.
  public mutating func decimalOption(
    _ name: String, range: ClosedRange<Double>
  ) throws(UsageError) -> Double? {
    guard let text = try option(name) else { return nil }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw UsageError(
        "invalid value '\(text)' for '\(name)': expected a number from \(range.lowerBound) to \(range.upperBound)"
      )
    }
    return value
  }

  /// Removes and returns the next positional argument, or nil when none is left.
  public mutating func positional() -> String? {
    guard let index = items.indices.first(where: { isPositional(at: $0) }) else { return nil }
    let value = items.remove(at: index)
    shiftBoundary(removedAt: index, count: 1)
    return value
  }

  /// Removes and returns the next positional argument, or fails naming what is missing.
  public mutating func requiredPositional(_ what: String) throws(UsageError) -> String {
    guard let value = positional() else { throw UsageError("missing \(what)") }
    return value
  }

  /// Fails when anything was not consumed: an unknown option or an extra argument.
  public func finish() throws(UsageError) {
    guard let first = items.first else { return }
    let index = 0
    if index < boundary, first.hasPrefix("-"), first != "-" {
      let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
      throw UsageError("unknown option '\(name)'")
    }
    throw UsageError("unexpected argument '\(first)'")
  }

  private var boundary: Int { positionalOnlyFrom ?? items.count }

  private func optionIndex(of spelling: String) -> Int? {
    items[..<boundary].firstIndex(of: spelling)
  }

  private func isPositional(at index: Int) -> Bool {
    if index >= boundary { return true }
    let item = items[index]
    return !item.hasPrefix("-") || item == "-"
  }

  private mutating func shiftBoundary(removedAt index: Int, count: Int) {
    if let end = positionalOnlyFrom, index < end {
      positionalOnlyFrom = end - count
    }
  }
}
