import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The default `ThemeFetching`: `http(s):` URLs through `URLSession` on Apple platforms and
/// through libcurl on Linux (where FoundationNetworking's `URLSession` cannot bound memory;
/// see `CurlDownload`), `file:` URLs from disk (a regular file only: a FIFO or a device is
/// refused at once, never waited on). Each streams into the destination a chunk at
/// a time, so memory stays small whatever the body's size; a declared length over the cap is
/// refused before the body is read, and the transfer stops at the first chunk that would pass
/// the cap. For HTTP the request's timeout bounds the whole exchange; `Task.cancel()` stops it
/// within a second.
public struct URLSessionFetcher: ThemeFetching, ThemeRangeFetching {
  public init() {}

  public func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL
  {
    guard request.url.isFileURL else {
      guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
        throw .failed("the URL is neither http(s) nor file")
      }
      #if canImport(CLibCurl)
        return try await CurlDownload.run(request, into: destination)
      #else
        return try await StreamingDownload.run(request, into: destination)
      #endif
    }
    try Self.copy(request, into: destination)
    return request.url
  }

  package func fetch(
    _ request: ThemeFetchRequest, range: Range<Int>, ifRange: String?, into destination: URL
  ) async throws(ThemeFetchError) -> ThemeRangeAnswer {
    guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw .failed("only http(s) is fetched in ranges")
    }
    #if canImport(CLibCurl)
      return try await CurlDownload.run(request, range: range, ifRange: ifRange, into: destination)
    #else
      return try await StreamingDownload.run(request, range: range, ifRange: ifRange, into: destination)
    #endif
  }

  package func fetch(
    _ request: ThemeFetchRequest, into destination: URL, heard: @escaping @Sendable (ResumeValidator) -> Void
  ) async throws(ThemeFetchError) -> URL {
    guard !request.url.isFileURL, ["http", "https"].contains(request.url.scheme?.lowercased()) else {
      return try await fetch(request, into: destination)
    }
    #if canImport(CLibCurl)
      return try await CurlDownload.run(request, into: destination, heard: heard)
    #else
      return try await StreamingDownload.run(request, into: destination, heard: heard)
    #endif
  }

  /// Copies the file `request.url` names a megabyte at a time, stopping past the cap.
  private static func copy(_ request: ThemeFetchRequest, into file: URL) throws(ThemeFetchError) {
    let path = request.url.path
    // Opened without waiting: a FIFO named as the index must not hang the install.
    let source: FileHandle
    do throws(ClientFailure) {
      source = try ClientFileSystem.openRegularFile(request.url)
    } catch {
      throw .failed(error.description)
    }
    let destination = try FetchDestination(creating: file)
    defer { destination.close() }
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      let chunk: Data
      do {
        chunk = try source.read(upToCount: 1 << 20) ?? Data()
      } catch {
        throw .failed("cannot read '\(path)': \(ClientFileSystem.reason(error))")
      }
      if chunk.isEmpty { return }
      guard destination.count + chunk.count <= request.maxBytes else {
        throw .tooLarge(maxBytes: request.maxBytes)
      }
      let count = try destination.append(chunk)
      request.received?(count)
    }
  }
}
