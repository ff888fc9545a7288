import Foundation

/// Downloads an index, its signature or a package into a file. `URLSessionFetcher` is the
/// default; apps with their own networking stack conform their own type.
///
/// A conforming type must keep memory bounded and the exchange short, whatever the server
/// does: refuse a declared length over `request.maxBytes` before reading the body, stop as
/// soon as more than `request.maxBytes` bytes arrived, give up when the whole exchange (not
/// the idle time) outlasts `request.timeout`, and stop when the task is cancelled. The
/// installer removes `destination` after a failure and checks the length again afterwards.
public protocol ThemeFetching: Sendable {
  /// Writes the body at `request.url` into `destination` (a file that does not exist yet)
  /// and returns the URL the body came from (the last one after redirects).
  func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL
}
