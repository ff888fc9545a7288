import ThemePackArchive

/// A semantic version (semver.org 2.0.0): `MAJOR.MINOR.PATCH`, an optional pre-release
/// after `-` and optional build metadata after `+`.
package struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  package var major: Int
  package var minor: Int
  package var patch: Int
  /// Dot-separated pre-release identifiers ("beta.2" gives ["beta", "2"]); empty for a release.
  package var preRelease: [String]
  /// Dot-separated build metadata; `<` ignores it (equality does not).
  package var build: [String]

  package init(major: Int, minor: Int, patch: Int, preRelease: [String] = [], build: [String] = []) {
    self.major = major
    self.minor = minor
    self.patch = patch
    self.preRelease = preRelease
    self.build = build
  }

  /// Parses the text form; nil when it is not a semantic version (leading zeros,
  /// missing parts, empty identifiers and characters outside `[0-9A-Za-z-]` are rejected).
  package init?(_ text: String) {
    var rest = Substring(text)
    var build: [String] = []
    if let plus = rest.firstIndex(of: "+") {
      guard let identifiers = Self.identifiers(rest[rest.index(after: plus)...], numeric: false) else {
        return nil
      }
      build = identifiers
      rest = rest[..<plus]
    }
    var preRelease: [String] = []
    if let dash = rest.firstIndex(of: "-") {
      guard let identifiers = Self.identifiers(rest[rest.index(after: dash)...], numeric: true) else {
        return nil
      }
      preRelease = identifiers
      rest = rest[..<dash]
    }
    let core = rest.split(separator: ".", omittingEmptySubsequences: false)
    guard core.count == 3 else { return nil }
    var numbers: [Int] = []
    for part in core {
      guard Self.isNumber(part), let value = Int(part) else { return nil }
      numbers.append(value)
    }
    self.init(
      major: numbers[0], minor: numbers[1], patch: numbers[2], preRelease: preRelease, build: build)
  }

  package var description: String {
    var text = "\(major).\(minor).\(patch)"
    if !preRelease.isEmpty { text += "-" + preRelease.joined(separator: ".") }
    if !build.isEmpty { text += "+" + build.joined(separator: ".") }
    return text
  }

  /// Precedence as semver.org defines it: build metadata does not count. The one
  /// implementation the package index and the app's client use too (`ThemeVersion`).
  package static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
    guard let left = ThemeVersion(lhs.description), let right = ThemeVersion(rhs.description) else {
      return false
    }
    return ThemeVersion.precedence(left, right) < 0
  }

  private static func isNumber(_ part: Substring) -> Bool {
    !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } && (part == "0" || part.first != "0")
  }

  private static func identifiers(_ text: Substring, numeric: Bool) -> [String]? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    for part in parts {
      guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
      else { return nil }
      if numeric, part.allSatisfy({ $0.isNumber }), !isNumber(part) { return nil }
    }
    return parts.map(String.init)
  }
}
