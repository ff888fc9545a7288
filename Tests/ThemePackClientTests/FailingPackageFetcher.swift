import Foundation
import ThemePackClient

/// Serves index files (and their signatures) but fails every package fetch, as a network error would.
struct FailingPackageFetcher: ThemeFetching {
  func fetch(_ url: URL, maxBytes: Int) async throws -> [UInt8] {
    if url.lastPathComponent.hasPrefix("index.json") {
      return try await URLSessionFetcher().fetch(url, maxBytes: maxBytes)
    }
    throw URLError(.networkConnectionLost)
  }
}
