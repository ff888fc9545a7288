/// A theme version as SemVer 2.0 (semver.org, section 11) orders it: the numeric core
/// compared number by number, a pre-release (`-beta.2`) below its release, pre-release
/// identifiers compared numerically when all digits and by ASCII otherwise (numeric ones
/// lower), and build metadata (`+…`) ignored.
///
/// One implementation for the tool (the index's order, the project's `SemanticVersion`)
/// and the client (the newest version, the downgrade refusal). Besides strict SemVer it
/// reads the versions other tools write with fewer or more core numbers (`1`, `1.2`,
/// `1.2.3.4`; missing numbers count as 0) and leading zeros; `isSemVer` says which.
package struct ThemeVersion: Sendable {
  /// The core numbers as digit strings without leading zeros ("" for 0), so any length
  /// compares without overflow.
  package let core: [Substring]
  /// The pre-release identifiers; empty for a release.
  package let preRelease: [Substring]
  /// The build metadata identifiers; precedence ignores them.
  package let build: [Substring]
  /// Whether the text is strict SemVer 2.0: three core numbers, no leading zeros.
  package let isSemVer: Bool

  /// A release or pre-release version; nil when `text` is no version at all (an empty
  /// part, a character outside `[0-9A-Za-z-]`, a core part that is not digits).
  package init?(_ text: String) {
    var rest = Substring(text)
    var build: [Substring] = []
    if let plus = rest.firstIndex(of: "+") {
      guard let parts = Self.identifiers(rest[rest.index(after: plus)...]) else { return nil }
      build = parts
      rest = rest[..<plus]
    }
    var preRelease: [Substring] = []
    if let dash = rest.firstIndex(of: "-") {
      guard let parts = Self.identifiers(rest[rest.index(after: dash)...]) else { return nil }
      preRelease = parts
      rest = rest[..<dash]
    }
    let numbers = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard numbers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isDigit) }) else { return nil }
    self.core = numbers.map { $0.drop { $0 == "0" } }
    self.preRelease = preRelease
    self.build = build
    let noLeadingZero: (Substring) -> Bool = { $0 == "0" || $0.first != "0" }
    self.isSemVer =
      numbers.count == 3 && numbers.allSatisfy(noLeadingZero)
      && preRelease.allSatisfy { !$0.utf8.allSatisfy(Self.isDigit) || noLeadingZero($0) }
  }

  /// Whether this is a pre-release (`9.0.1-rc.1`), which stable picks pass over.
  package var isPreRelease: Bool { !preRelease.isEmpty }

  /// Whether `text` is a pre-release version (false for text that is no version).
  package static func isPreRelease(_ text: String) -> Bool {
    ThemeVersion(text)?.isPreRelease ?? false
  }

  /// -1, 0 or 1 as `left` has lower, equal or higher precedence than `right`.
  package static func precedence(_ left: ThemeVersion, _ right: ThemeVersion) -> Int {
    for index in 0..<max(left.core.count, right.core.count) {
      let a = index < left.core.count ? left.core[index] : ""
      let b = index < right.core.count ? right.core[index] : ""
      if let order = compareNumbers(a, b) { return order }
    }
    switch (left.preRelease.isEmpty, right.preRelease.isEmpty) {
    case (true, true): return 0
    case (true, false): return 1
    case (false, true): return -1
    case (false, false): break
    }
    for (a, b) in zip(left.preRelease, right.preRelease) {
      if let order = compareIdentifiers(a, b) { return order }
    }
    return left.preRelease.count == right.preRelease.count
      ? 0 : (left.preRelease.count < right.preRelease.count ? -1 : 1)
  }

  /// Two digit strings without leading zeros compared as numbers; nil when equal.
  private static func compareNumbers(_ a: Substring, _ b: Substring) -> Int? {
    if a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count ? -1 : 1 }
    if a.utf8.elementsEqual(b.utf8) { return nil }
    return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
  }

  /// Two pre-release identifiers: numeric ones as numbers and below alphanumeric ones,
  /// alphanumeric ones by their ASCII bytes; nil when equal.
  private static func compareIdentifiers(_ a: Substring, _ b: Substring) -> Int? {
    switch (a.utf8.allSatisfy(isDigit), b.utf8.allSatisfy(isDigit)) {
    case (true, true): return compareNumbers(a.drop { $0 == "0" }, b.drop { $0 == "0" })
    case (true, false): return -1
    case (false, true): return 1
    case (false, false):
      if a.utf8.elementsEqual(b.utf8) { return nil }
      return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }
  }

  private static func identifiers(_ text: Substring) -> [Substring]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let allowed: (UInt8) -> Bool = { isDigit($0) || isLetter($0) || $0 == UInt8(ascii: "-") }
    guard parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(allowed) }) else { return nil }
    return parts
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }
}
