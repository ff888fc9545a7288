import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackClient

/// The decoded-image cache of an opened theme: decodes a file once, keeps the most recently
/// used within its cost, and empties on a memory warning. Serialized: the warning test's
/// notification would empty the other tests' caches under them.
@Suite("decoded-image cache", .serialized)
struct ImageCacheTests {
  final class Decoded {
    let path: String
    init(_ path: String) { self.path = path }
  }

  /// Counts the decodes it does.
  final class Decoder: @unchecked Sendable {
    private(set) var count = 0
    func decode(_ file: ThemeContent.ImageFile, cost: Int = 100) -> (image: Decoded, cost: Int)? {
      count += 1
      return (Decoded(file.url.path), cost)
    }
  }

  static func file(_ name: String, scale: Int = 2) -> ThemeContent.ImageFile {
    ThemeContent.ImageFile(url: URL(fileURLWithPath: "/themes/blue/1.0.0/\(name)"), scale: scale)
  }

  @Test func aFileIsDecodedOnceAndTheSameObjectServedAgain() {
    let cache = ThemeImageCache()
    let decoder = Decoder()
    let first = cache.image(Self.file("a.png"), decode: { decoder.decode($0) })
    let again = cache.image(Self.file("a.png"), decode: { decoder.decode($0) })
    let otherScale = cache.image(Self.file("a.png", scale: 3), decode: { decoder.decode($0) })
    #expect(first != nil && first === again)
    #expect(otherScale !== first)
    #expect(decoder.count == 2)
    #expect(cache.usage.count == 2 && cache.usage.cost == 200)
  }

  @Test func theLeastRecentlyUsedGoFirstPastTheCostLimit() {
    let cache = ThemeImageCache(costLimit: 250)
    let decoder = Decoder()
    for name in ["a.png", "b.png"] { _ = cache.image(Self.file(name), decode: { decoder.decode($0) }) }
    _ = cache.image(Self.file("a.png"), decode: { decoder.decode($0) })  // a used after b
    _ = cache.image(Self.file("c.png"), decode: { decoder.decode($0) })  // evicts b
    #expect(decoder.count == 3)
    _ = cache.image(Self.file("a.png"), decode: { decoder.decode($0) })
    #expect(decoder.count == 3, "a stayed")
    _ = cache.image(Self.file("b.png"), decode: { decoder.decode($0) })
    #expect(decoder.count == 4, "b was evicted and decoded again")
    #expect(cache.usage.cost <= 250)
  }

  @Test func anImageOverTheLimitIsServedButNotKeptAndAFailureIsNotCached() {
    let cache = ThemeImageCache(costLimit: 50)
    let decoder = Decoder()
    #expect(cache.image(Self.file("big.png"), decode: { decoder.decode($0, cost: 51) }) != nil)
    #expect(cache.usage.count == 0)
    var failures = 0
    for _ in 0..<2 {
      let none: Decoded? = cache.image(Self.file("broken.png")) { _ in
        failures += 1
        return nil
      }
      #expect(none == nil)
    }
    #expect(failures == 2)
  }

  @Test func aMemoryWarningEmptiesTheCache() {
    let cache = ThemeImageCache()
    let decoder = Decoder()
    _ = cache.image(Self.file("a.png"), decode: { decoder.decode($0) })
    NotificationCenter.default.post(name: ThemeImageCache.memoryWarningNotification, object: nil)
    #expect(cache.usage.count == 0 && cache.usage.cost == 0)
    _ = cache.image(Self.file("a.png"), decode: { decoder.decode($0) })
    #expect(decoder.count == 2)
  }

  @Test func eachOpenedVersionHasItsOwnCacheAndCopiesShareIt() throws {
    let root = try TemporaryFolder("themepack-client-root")
    let manifest = """
      {"name": "blue", "version": "1.0.0", "formatVersion": 1, "files": [],
       "color": {"light": "#226BAA"}, "assets": {}}
      """
    try root.write(manifest, to: "blue/1.0.0/manifest.json")
    try root.write("1.0.0\n", to: "blue/current")
    let library = ThemeLibrary(root: root.url)
    let content = try ThemeContent.open("blue", in: library)
    let copy = content
    let reopened = try ThemeContent.open("blue", in: library)
    #expect(copy.imageCache === content.imageCache)
    #expect(reopened.imageCache !== content.imageCache)
    #expect(reopened == content, "equal whatever their caches hold")
  }
}
