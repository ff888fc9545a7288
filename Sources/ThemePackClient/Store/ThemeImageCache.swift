import Foundation

/// Decoded images of one opened theme version, so a screen that asks for the same image
/// again gets the object decoded the first time instead of reading and decoding the file.
/// Entries are weighed by the cost their decoder gives (bytes of pixels); past `costLimit`
/// the least recently used go first. It empties itself on a memory warning
/// (`memoryWarningNotification`, which iOS posts). Safe to use from any thread.
package final class ThemeImageCache: @unchecked Sendable {
  /// The notification that empties every cache: the name of UIKit's
  /// `UIApplication.didReceiveMemoryWarningNotification`, spelled out so this file needs no
  /// UIKit (and no main actor); on other platforms, post it when memory runs short.
  package static let memoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// The default cost limit: 32 MiB of pixels.
  package static let defaultCostLimit = 32 << 20

  private struct Key: Hashable {
    var path: String
    var scale: Int
    var kind: ObjectIdentifier
  }

  private struct Entry {
    var image: AnyObject
    var cost: Int
    var lastUse: UInt64
  }

  private let lock = NSLock()
  private var entries: [Key: Entry] = [:]
  private var totalCost = 0
  private var clock: UInt64 = 0
  private var warningObserver: NotificationToken?
  /// The most cost kept; an image costing more is decoded but not kept.
  package let costLimit: Int

  package init(costLimit: Int = ThemeImageCache.defaultCostLimit) {
    self.costLimit = costLimit
    warningObserver = NotificationToken(Self.memoryWarningNotification) { [weak self] _ in
      self?.removeAll()
    }
  }

  /// The image of `file` as `decode` makes it, decoded at most once while it stays cached.
  /// `decode` returns the image and its cost (width × height × 4 for RGBA pixels), or nil
  /// when the file cannot be read, which is not cached. It runs outside the cache's lock, so
  /// two threads asking for the same new file may both decode it; the first kept wins.
  package func image<Image: AnyObject>(
    _ file: ThemeContent.ImageFile, as type: Image.Type = Image.self,
    decode: (ThemeContent.ImageFile) -> (image: Image, cost: Int)?
  ) -> Image? {
    let key = Key(path: file.url.path, scale: file.scale, kind: ObjectIdentifier(type))
    if let cached = lock.withLock({ touch(key) }) as? Image { return cached }
    guard let (image, cost) = decode(file) else { return nil }
    return lock.withLock { keep(image, cost: max(0, cost), at: key) } as? Image ?? image
  }

  /// The number of images kept and their total cost.
  package var usage: (count: Int, cost: Int) { lock.withLock { (entries.count, totalCost) } }

  /// Forgets every image (the objects live on where the app still holds them).
  package func removeAll() {
    lock.withLock {
      entries.removeAll()
      totalCost = 0
    }
  }

  /// The cached image of `key`, marked as just used. Call under the lock.
  private func touch(_ key: Key) -> AnyObject? {
    guard var entry = entries[key] else { return nil }
    clock += 1
    entry.lastUse = clock
    entries[key] = entry
    return entry.image
  }

  /// Keeps `image` unless another thread kept one first (returned instead), then evicts the
  /// least recently used until the cost fits. Call under the lock.
  private func keep(_ image: AnyObject, cost: Int, at key: Key) -> AnyObject {
    if let first = touch(key) { return first }
    guard cost <= costLimit else { return image }
    clock += 1
    entries[key] = Entry(image: image, cost: cost, lastUse: clock)
    totalCost += cost
    while totalCost > costLimit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      entries[oldest.key] = nil
      totalCost -= oldest.value.cost
    }
    return image
  }
}
