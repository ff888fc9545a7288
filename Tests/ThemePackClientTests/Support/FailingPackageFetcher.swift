import Foundation
import ThemePackClient

/// Serves index files (and their signatures) but fails every package fetch, as a network error would.
struct FailingPackageFetcher: ThemeFetching {
  func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL {
    if request.url.lastPathComponent.hasPrefix("index.json") {
      return try await URLSessionFetcher().fetch(request, into: destination)
    }
    throw .failed("the network connection was lost")
  }
}
