import ThemePackSupport

/// One part of a build split across machines (`themepack build --shard I/N`).
///
/// A theme's shard depends on its name alone (the first eight bytes of the SHA-256 of the
/// name, modulo N), so the same theme lands in the same shard on every machine, whatever
/// the other themes are called or how many there are. Parts are balanced only on average:
/// with few themes a shard may get none, which is a valid, empty shard.
package struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1-based: the shards of a build are 1/N … N/N.
  package let index: Int
  package let count: Int

  /// The shard `index` of `count`; nil unless 1 ≤ index ≤ count.
  package init?(index: Int, count: Int) {
    guard count >= 1, (1...count).contains(index) else { return nil }
    self.index = index
    self.count = count
  }

  /// Reads "I/N" ("2/3"); nil for anything else.
  package init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let index = Int(parts[0]), let count = Int(parts[1]), count <= 10_000
    else { return nil }
    self.init(index: index, count: count)
  }

  package var description: String { "\(index)/\(count)" }

  /// Whether the theme named `theme` belongs to this shard.
  package func contains(theme: String) -> Bool {
    Self.index(ofTheme: theme, count: count) == index
  }

  /// The 1-based shard of the theme named `theme` among `count` shards.
  package static func index(ofTheme theme: String, count: Int) -> Int {
    let digest = SHA256.hash(Array(theme.utf8))
    let value = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
    return Int(value % UInt64(count)) + 1
  }
}
