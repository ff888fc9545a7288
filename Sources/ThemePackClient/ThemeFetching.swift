import Foundation

/// Fetches the bytes of an index or a package. `URLSessionFetcher` is the default; tests
/// and offline tools use `file:` URLs, which it reads from disk.
public protocol ThemeFetching: Sendable {
  /// The bytes at `url`; throws `ThemeFetchError.tooLarge` when there are more than
  /// `maxBytes` (a fetcher that returns more anyway is caught by the length check).
  func fetch(_ url: URL, maxBytes: Int) async throws -> [UInt8]
}
