import Testing
import ThemePackBuild

@Suite("Shard: which part of a split build a theme belongs to")
struct ShardTests {
  @Test(arguments: [("1/1", 1, 1), ("2/3", 2, 3), ("3/3", 3, 3), ("10/12", 10, 12)])
  func readsIndexOfCount(text: String, index: Int, count: Int) throws {
    let shard = try #require(Shard(parsing: text))
    #expect(shard.index == index)
    #expect(shard.count == count)
    #expect(shard.description == text)
  }

  @Test(arguments: [
    "", "3", "0/3", "4/3", "1/0", "-1/3", "+1/3", "1/3/3", "/3", "1/", "a/b", " 1/3", "1 /3", "1/99999",
  ])
  func refusesAnythingElse(text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test func everyThemeIsInExactlyOneShard() throws {
    let names = (0..<200).map { "brand\($0)" }
    for count in [1, 2, 3, 7] {
      let shards = (1...count).map { Shard(index: $0, count: count)! }
      for name in names {
        #expect(shards.filter { $0.contains(theme: name) }.count == 1, "\(name) of \(count)")
      }
    }
  }

  /// The part depends on the name alone (first eight bytes of SHA-256, big-endian, mod n,
  /// plus one). Pinned with values from Python's hashlib, because changing the rule would
  /// move themes between CI jobs, and their caches, after an upgrade.
  @Test(arguments: [
    ("blue", 3, 2), ("darkGray", 3, 1), ("sunFlower", 3, 3), ("default", 2, 2), ("wisteria", 5, 4),
  ])
  func aThemesShardFollowsFromItsNameAlone(name: String, count: Int, expected: Int) {
    #expect(Shard.index(ofTheme: name, count: count) == expected)
  }

  @Test func partsAreBalancedOnAverage() {
    let names = (0..<1000).map { "theme-\($0)" }
    var sizes = [0, 0, 0, 0]
    for name in names { sizes[Shard.index(ofTheme: name, count: 4) - 1] += 1 }
    #expect(sizes.allSatisfy { (200...300).contains($0) }, "\(sizes)")
  }
}
