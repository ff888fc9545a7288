import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches `http(s):` URLs with `URLSession` (FoundationNetworking on Linux) and reads
/// `file:` URLs from disk.
public struct URLSessionFetcher: ThemeFetching {
  public init() {}

  public func fetch(_ url: URL, maxBytes: Int) async throws -> [UInt8] {
    if url.isFileURL {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
      guard data.count <= maxBytes else { throw ThemeFetchError.tooLarge(maxBytes: maxBytes) }
      return [UInt8](data)
    }
    let (data, response) = try await URLSession.shared.data(from: url)
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      throw ClientFailure("the server answers \(http.statusCode)")
    }
    guard data.count <= maxBytes else { throw ThemeFetchError.tooLarge(maxBytes: maxBytes) }
    return [UInt8](data)
  }
}
