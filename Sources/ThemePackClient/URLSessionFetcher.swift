import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Fetches `http(s):` URLs with `URLSession` (FoundationNetworking on Linux) and reads
/// `file:` URLs from disk. (Interim: buffers the body; the streaming version follows.)
public struct URLSessionFetcher: ThemeFetching {
  public init() {}

  public func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL
  {
    let maxBytes = request.maxBytes
    let url = request.url
    do {
      let data: Data
      var final = url
      if url.isFileURL {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        data = try handle.read(upToCount: maxBytes + 1) ?? Data()
      } else {
        let (body, response) = try await URLSession.shared.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
          throw ThemeFetchError.status(http.statusCode)
        }
        final = response.url ?? url
        data = body
      }
      guard data.count <= maxBytes else { throw ThemeFetchError.tooLarge(maxBytes: maxBytes) }
      try data.write(to: destination)
      return final
    } catch let error as ThemeFetchError {
      throw error
    } catch {
      throw ThemeFetchError.failed("\(error)")
    }
  }
}
