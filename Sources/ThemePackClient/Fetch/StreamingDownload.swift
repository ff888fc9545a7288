import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One `http(s):` download through its own delegate-driven `URLSession`: each chunk goes to
/// the destination file as it arrives, a declared length over the cap is refused before the
/// body, the transfer stops at the cap + 1, and one deadline covers the whole exchange
/// (connecting, waiting, every byte), not the idle time between packets.
///
/// The delegate methods run on the session's serial queue; `lock` also guards the deadline
/// and cancellation, which arrive from other threads. The first outcome wins; whatever the
/// session reports after it is ignored.
final class StreamingDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  private let request: ThemeFetchRequest
  private let destination: FetchDestination
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Result<URL, ThemeFetchError>, Never>?
  private var outcome: Result<URL, ThemeFetchError>?
  private var session: URLSession?
  private var task: URLSessionDataTask?
  /// The bytes asked for with `Range`, the `If-Range` validator, and what the server said.
  private let range: Range<Int>?
  private let ifRange: String?
  private var answer: ThemeRangeAnswer?
  /// Told the whole response's validator (`ThemeRangeFetching`) when the response arrives.
  private let heard: (@Sendable (ResumeValidator) -> Void)?

  /// What `finish` hands over from under the lock.
  private struct Waiting {
    var continuation: CheckedContinuation<Result<URL, ThemeFetchError>, Never>?
    var session: URLSession?
    var task: URLSessionDataTask?
  }

  private init(
    _ request: ThemeFetchRequest, destination: FetchDestination, range: Range<Int>? = nil,
    ifRange: String? = nil, heard: (@Sendable (ResumeValidator) -> Void)? = nil
  ) {
    self.request = request
    self.destination = destination
    self.range = range
    self.ifRange = ifRange
    self.heard = heard
  }

  /// Downloads `request.url` into a new file at `file` and returns the final URL; `heard`
  /// hears the response's validator, if any.
  static func run(
    _ request: ThemeFetchRequest, into file: URL, heard: (@Sendable (ResumeValidator) -> Void)? = nil
  ) async throws(ThemeFetchError) -> URL {
    let download = StreamingDownload(
      request, destination: try FetchDestination(creating: file), heard: heard)
    return try await download.start().get()
  }

  /// Downloads the bytes `range` of `request.url` into a new file at `file` (see
  /// `ThemeRangeFetching`) and returns what the server said of the whole file.
  static func run(
    _ request: ThemeFetchRequest, range: Range<Int>, ifRange: String?, into file: URL
  ) async throws(ThemeFetchError) -> ThemeRangeAnswer {
    let download = StreamingDownload(
      request, destination: try FetchDestination(creating: file), range: range, ifRange: ifRange)
    _ = try await download.start().get()
    let (answer, count) = download.lock.withLock { (download.answer, download.destination.count) }
    guard let answer, count == range.count else {
      throw .failed("the server sends \(count) bytes for a part of \(range.count)")
    }
    return answer
  }

  private func start() async -> Result<URL, ThemeFetchError> {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let settled: Result<URL, ThemeFetchError>? = lock.withLock {
          if let outcome { return outcome }
          self.continuation = continuation
          return nil
        }
        if let settled { return continuation.resume(returning: settled) }
        begin()
      }
    } onCancel: {
      finish(.failure(.cancelled))
    }
  }

  /// Opens the session, starts the task and arms the deadline, unless an outcome (a
  /// cancellation) came first.
  private func begin() {
    let seconds = max(0.001, request.timeout / .seconds(1))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = seconds
    configuration.timeoutIntervalForResource = seconds
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    let session = URLSession(configuration: configuration, delegate: self, delegateQueue: queue)
    var asked = URLRequest(url: request.url, timeoutInterval: seconds)
    // Apple's URLSession asks for gzip and brotli and undoes them unseen; the bytes as stored
    // are asked for instead, as `CurlDownload` gets them: a `Range`, `Content-Length` and the cap
    // then count the same bytes the index's length and SHA-256 describe.
    asked.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
    if let range {
      asked.setValue("bytes=\(range.lowerBound)-\(range.upperBound - 1)", forHTTPHeaderField: "Range")
      if let ifRange { asked.setValue(ifRange, forHTTPHeaderField: "If-Range") }
    }
    let task = session.dataTask(with: asked)
    let started = lock.withLock {
      guard outcome == nil else { return false }
      self.session = session
      self.task = task
      return true
    }
    guard started else { return session.invalidateAndCancel() }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
      guard let self else { return }
      self.finish(.failure(.timedOut(self.request.timeout)))
    }
    task.resume()
  }

  /// Records the first outcome, resumes the caller, closes the file and tears the session
  /// down (which also releases the session's hold on this delegate).
  private func finish(_ result: Result<URL, ThemeFetchError>) {
    let waiting = lock.withLock { () -> Waiting? in
      guard outcome == nil else { return nil }
      outcome = result
      destination.close()
      defer { (continuation, session, task) = (nil, nil, nil) }
      return Waiting(continuation: continuation, session: session, task: task)
    }
    guard let waiting else { return }
    waiting.task?.cancel()
    waiting.session?.invalidateAndCancel()
    waiting.continuation?.resume(returning: result)
  }

  // MARK: URLSessionDataDelegate

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      completionHandler(.cancel)
      return finish(.failure(.status(http.statusCode)))
    }
    if let range, let http = response as? HTTPURLResponse {
      let checked = ThemeRangeAnswer.problem(
        status: http.statusCode, contentRange: http.value(forHTTPHeaderField: "Content-Range"),
        etag: http.value(forHTTPHeaderField: "ETag"),
        lastModified: http.value(forHTTPHeaderField: "Last-Modified"), range: range)
      switch checked {
      case .success(let found): lock.withLock { answer = found }
      case .failure(let problem):
        completionHandler(.cancel)
        return finish(.failure(problem))
      }
    }
    if response.expectedContentLength > Int64(request.maxBytes) {
      completionHandler(.cancel)
      return finish(.failure(.tooLarge(maxBytes: request.maxBytes)))
    }
    if let heard, let http = response as? HTTPURLResponse,
      let validator = ResumeValidator(
        status: http.statusCode,
        contentLength: response.expectedContentLength >= 0 ? Int(response.expectedContentLength) : nil,
        etag: http.value(forHTTPHeaderField: "ETag"),
        lastModified: http.value(forHTTPHeaderField: "Last-Modified"),
        date: http.value(forHTTPHeaderField: "Date"))
    {
      heard(validator)
    }
    completionHandler(.allow)
  }

  /// Appends the chunk under the lock, then tells the request's `received` with the lock
  /// released: a slow callback must not hold up the deadline or a cancellation.
  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let appended: Result<Int, ThemeFetchError>? = lock.withLock {
      guard outcome == nil else { return nil }
      guard destination.count + data.count <= request.maxBytes else {
        return .failure(.tooLarge(maxBytes: request.maxBytes))
      }
      do throws(ThemeFetchError) {
        return .success(try destination.append(data))
      } catch {
        return .failure(error)
      }
    }
    switch appended {
    case .success(let count): request.received?(count)
    case .failure(let failure): finish(.failure(failure))
    case nil: break
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
  ) {
    if let refusal = NetworkFailure.redirectRefusal(to: request.url) {
      completionHandler(nil)
      return finish(.failure(refusal))
    }
    completionHandler(request)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
    if let error {
      return finish(.failure(NetworkFailure.reason(for: error, timeout: request.timeout)))
    }
    finish(.success(task.response?.url ?? task.currentRequest?.url ?? request.url))
  }
}
