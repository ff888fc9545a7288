import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The delegate of a `ThemeBackgroundFetcher`'s session: each download task's request,
/// destination and waiting caller by task identifier. The session calls it on its serial
/// queue; `lock` also guards the deadline and cancellation, which arrive from other threads.
/// The first outcome of a task wins; what the session reports after it is ignored. Progress
/// is reported outside the lock.
final class BackgroundDownloads: NSObject, URLSessionDownloadDelegate, @unchecked Sendable {
  private final class Download {
    let request: ThemeFetchRequest
    let destination: URL
    let task: URLSessionDownloadTask
    var continuation: CheckedContinuation<Result<URL, ThemeFetchError>, Never>?
    var outcome: Result<URL, ThemeFetchError>?

    init(request: ThemeFetchRequest, destination: URL, task: URLSessionDownloadTask) {
      self.request = request
      self.destination = destination
      self.task = task
    }
  }

  private let lock = NSLock()
  private var downloads: [Int: Download] = [:]
  private var storedCompletion: (@Sendable () -> Void)?
  private var eventsFinished = false

  /// Keeps the system's completion handler for the session's events, or calls it (on the
  /// main queue) at once when the session has already delivered them: the app may make the
  /// fetcher, and so the session, before UIKit hands the handler over.
  func handleEvents(completion: @escaping @Sendable () -> Void) {
    let callNow = lock.withLock { () -> Bool in
      guard !eventsFinished else {
        eventsFinished = false
        return true
      }
      storedCompletion = completion
      return false
    }
    if callNow { DispatchQueue.main.async { completion() } }
  }

  func register(_ identifier: Int, request: ThemeFetchRequest, destination: URL, task: URLSessionDownloadTask)
  {
    lock.withLock {
      downloads[identifier] = Download(request: request, destination: destination, task: task)
    }
  }

  /// Keeps the caller's continuation; false (after resuming it) when an outcome, a
  /// cancellation, came first.
  func wait(_ identifier: Int, _ continuation: CheckedContinuation<Result<URL, ThemeFetchError>, Never>)
    -> Bool
  {
    let settled: Result<URL, ThemeFetchError>? = lock.withLock {
      guard let download = downloads[identifier] else { return .failure(.cancelled) }
      if let outcome = download.outcome {
        downloads[identifier] = nil
        return outcome
      }
      download.continuation = continuation
      return nil
    }
    guard let settled else { return true }
    continuation.resume(returning: settled)
    return false
  }

  /// Records the first outcome of the task, cancels it, and resumes its caller (or keeps
  /// the outcome for the caller still to come). False when another outcome came first.
  @discardableResult
  func finish(_ identifier: Int, _ result: Result<URL, ThemeFetchError>) -> Bool {
    let ended = lock.withLock {
      () -> (Download, CheckedContinuation<Result<URL, ThemeFetchError>, Never>?)? in
      guard let download = downloads[identifier], download.outcome == nil else { return nil }
      download.outcome = result
      let continuation = download.continuation
      if continuation != nil { downloads[identifier] = nil }
      return (download, continuation)
    }
    guard let (download, continuation) = ended else { return false }
    if case .failure = result { download.task.cancel() }
    continuation?.resume(returning: result)
    return true
  }

  private func download(_ identifier: Int) -> Download? {
    lock.withLock { downloads[identifier].flatMap { $0.outcome == nil ? $0 : nil } }
  }

  // MARK: URLSessionDownloadDelegate

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {
    guard let download = download(downloadTask.taskIdentifier) else { return }
    let cap = Int64(download.request.maxBytes)
    guard totalBytesExpectedToWrite <= cap, totalBytesWritten <= cap else {
      finish(downloadTask.taskIdentifier, .failure(.tooLarge(maxBytes: download.request.maxBytes)))
      return
    }
    download.request.received?(Int(totalBytesWritten))
  }

  /// Checks the final response (its status, and its URL: a background session follows
  /// redirects without asking `willPerformHTTPRedirection`) and copies the body into the
  /// destination. A copy that fails, or that finishes after a deadline or cancellation
  /// already answered the caller, leaves no destination file behind.
  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL
  ) {
    let identifier = downloadTask.taskIdentifier
    guard let download = download(identifier) else { return }
    if let http = downloadTask.response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      finish(identifier, .failure(.status(http.statusCode)))
      return
    }
    let final = downloadTask.response?.url ?? downloadTask.currentRequest?.url ?? download.request.url
    if let refusal = NetworkFailure.redirectRefusal(to: final) {
      finish(identifier, .failure(refusal))
      return
    }
    do throws(ThemeFetchError) {
      try Self.copy(location, to: download.destination, maxBytes: download.request.maxBytes)
      if !finish(identifier, .success(final)) {
        try? FileManager.default.removeItem(at: download.destination)
      }
    } catch {
      finish(identifier, .failure(error))
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    if let refusal = NetworkFailure.redirectRefusal(to: request.url) {
      completionHandler(nil)
      finish(task.taskIdentifier, .failure(refusal))
      return
    }
    completionHandler(request)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    guard let download = download(task.taskIdentifier) else { return }
    let failure =
      error.map { NetworkFailure.reason(for: $0, timeout: download.request.timeout) }
      ?? .failed("the download ended without a body")
    finish(task.taskIdentifier, .failure(failure))
  }

  func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
    let completion = lock.withLock { () -> (@Sendable () -> Void)? in
      defer { storedCompletion = nil }
      eventsFinished = storedCompletion == nil
      return storedCompletion
    }
    if let completion { DispatchQueue.main.async { completion() } }
  }

  /// Copies the finished download into a new file at `destination` (never through a link or
  /// over a file), refusing more than `maxBytes` before creating it; a copy that fails
  /// removes the file it made (and only that).
  private static func copy(_ location: URL, to destination: URL, maxBytes: Int) throws(ThemeFetchError) {
    guard let source = FileHandle(forReadingAtPath: location.path) else {
      throw .failed("cannot read the finished download '\(location.path)'")
    }
    defer { try? source.close() }
    let size = (try? FileManager.default.attributesOfItem(atPath: location.path)[.size] as? Int) ?? 0
    guard size <= maxBytes else { throw .tooLarge(maxBytes: maxBytes) }
    let file = try FetchDestination(creating: destination)
    defer { file.close() }
    do throws(ThemeFetchError) {
      try copyChunks(from: source, into: file, location: location, maxBytes: maxBytes)
    } catch {
      try? FileManager.default.removeItem(at: destination)
      throw error
    }
  }

  /// Appends `source` to `file` a megabyte at a time, refusing more than `maxBytes`.
  private static func copyChunks(
    from source: FileHandle, into file: FetchDestination, location: URL, maxBytes: Int
  ) throws(ThemeFetchError) {
    while true {
      let chunk: Data
      do {
        chunk = try source.read(upToCount: 1 << 20) ?? Data()
      } catch {
        throw .failed("cannot read the finished download '\(location.path)': \(error.localizedDescription)")
      }
      if chunk.isEmpty { return }
      guard file.count + chunk.count <= maxBytes else { throw .tooLarge(maxBytes: maxBytes) }
      try file.append(chunk)
    }
  }
}
