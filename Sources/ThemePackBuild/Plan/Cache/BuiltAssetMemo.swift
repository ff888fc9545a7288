import Foundation

/// The built assets of the installed-theme records one build reads, decoded once per
/// distinct text: every theme's record spells the same asset the same way (its shape does
/// not depend on the colour), so a no-op rebuild of 24 themes × 40 assets decodes about
/// 40 assets, not 960 (their decoding was a tenth of such a rebuild). Safe to share
/// between threads.
package final class BuiltAssetMemo: @unchecked Sendable {
  /// The key under which record decoders find the memo in their `userInfo`.
  package static let userInfoKey = CodingUserInfoKey(rawValue: "themepack.builtAssetMemo")!

  private let lock = NSLock()
  private var assets: [String: BuiltAsset] = [:]

  package init() {}

  /// How many distinct assets were decoded.
  package var count: Int { lock.withLock { assets.count } }

  /// The asset `text` (an `InternalJSON` encoding of a `BuiltAsset`) spells, or nil when it
  /// spells none.
  package func asset(ofText text: String) -> BuiltAsset? {
    if let known = lock.withLock({ assets[text] }) { return known }
    guard let asset = try? JSONDecoder().decode(BuiltAsset.self, from: Data(text.utf8)) else { return nil }
    lock.withLock { assets[text] = asset }
    return asset
  }
}
