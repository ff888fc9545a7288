#if canImport(CLibCurl)
  import CLibCurl
  import Foundation

  /// One `http(s):` download through libcurl, used on Linux in place of FoundationNetworking.
  ///
  /// FoundationNetworking ignores a data delegate's response disposition and queues every
  /// received chunk for the delegate without waiting for it (swift-corelibs-foundation issue
  /// 3204); measured here, a 1 GiB hostile body against a 1 MiB cap was read 774 MB deep and
  /// peaked at 898 MB of memory before its cancellation took hold. libcurl calls the write
  /// function on the thread that reads the socket, so each chunk is on disk before the next is
  /// read, and refusing one stops the transfer at once: memory stays at curl's 16 KB buffer.
  ///
  /// The request's timeout bounds the whole exchange (`CURLOPT_TIMEOUT_MS`); a declared length
  /// over the cap is refused at the body's first chunk; only `http` and `https` are spoken,
  /// redirects included, and an `https` request is redirected only to `https`; bodies are
  /// never decompressed (no `Accept-Encoding`), so the cap is on the bytes that arrive.
  final class CurlDownload: @unchecked Sendable {
    private let request: ThemeFetchRequest
    private let destination: FetchDestination
    private let handle: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var cancelled = false
    /// Why the write function stopped the transfer, when it did.
    private var refusal: ThemeFetchError?
    private var statusChecked = false
    /// The bytes asked for with `Range`, and the `If-Range` validator sent with them.
    private let range: Range<Int>?
    private let ifRange: String?
    /// The last response's header fields, by lower-case name (a redirect's are dropped).
    private var headers: [String: String] = [:]
    /// What the server said of the file, once a range's first chunk arrived.
    private var answer: ThemeRangeAnswer?
    /// Told the whole response's validator (`ThemeRangeFetching`), and the one to tell it
    /// once the first chunk is written and the lock released.
    private let heard: (@Sendable (ResumeValidator) -> Void)?
    private var unheard: ResumeValidator?

    /// Sent as `User-Agent` (libcurl sends none of its own; some servers refuse a request
    /// without one).
    static let userAgent = "ThemePackClient/1"

    /// libcurl's process-wide setup, run once before the first handle.
    private static let globalSetup: Void = { _ = curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }()

    private init(
      _ request: ThemeFetchRequest, destination: FetchDestination, range: Range<Int>? = nil,
      ifRange: String? = nil, heard: (@Sendable (ResumeValidator) -> Void)? = nil
    ) throws(ThemeFetchError) {
      Self.globalSetup
      guard let handle = curl_easy_init() else { throw .failed("libcurl cannot start a transfer") }
      self.request = request
      self.destination = destination
      self.handle = handle
      self.range = range
      self.ifRange = ifRange
      self.heard = heard
    }

    deinit { curl_easy_cleanup(handle) }

    /// Downloads `request.url` into a new file at `file` and returns the final URL.
    /// Downloads `request.url` into a new file at `file` and returns the final URL; `heard`
    /// hears the response's validator, if any, after its first chunk.
    static func run(
      _ request: ThemeFetchRequest, into file: URL, heard: (@Sendable (ResumeValidator) -> Void)? = nil
    ) async throws(ThemeFetchError) -> URL {
      try await CurlDownload(request, destination: try FetchDestination(creating: file), heard: heard).start()
    }

    /// Downloads the bytes `range` of `request.url` into a new file at `file` (see
    /// `ThemeRangeFetching`) and returns what the server said of the whole file.
    static func run(
      _ request: ThemeFetchRequest, range: Range<Int>, ifRange: String?, into file: URL
    ) async throws(ThemeFetchError) -> ThemeRangeAnswer {
      let download = try CurlDownload(
        request, destination: try FetchDestination(creating: file), range: range, ifRange: ifRange)
      _ = try await download.start()
      let (answer, count) = download.lock.withLock { (download.answer, download.destination.count) }
      guard let answer, count == range.count else {
        throw .failed("the server sends \(count) bytes for a part of \(range.count)")
      }
      return answer
    }

    /// Runs the transfer on a thread of its own, cancelled with the task.
    private func start() async throws(ThemeFetchError) -> URL {
      let download = self
      let result: Result<URL, ThemeFetchError> = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          // curl_easy_perform blocks; it gets a thread of its own, not one of the pool's.
          Thread.detachNewThread { continuation.resume(returning: download.perform()) }
        }
      } onCancel: {
        download.lock.withLock { download.cancelled = true }
      }
      return try result.get()
    }

    /// Sets the options, runs the transfer and reads what happened.
    private func perform() -> Result<URL, ThemeFetchError> {
      defer { destination.close() }
      if lock.withLock({ cancelled }) { return .failure(.cancelled) }
      let context = Unmanaged.passUnretained(self).toOpaque()
      let milliseconds = Int(min(max(request.timeout / .milliseconds(1), 1), 86_400_000 * 365))
      var code = CLibCurl_setString(handle, CURLOPT_URL, request.url.absoluteString)
      for (option, value) in [
        (CURLOPT_NOSIGNAL, 1), (CURLOPT_FAILONERROR, 1), (CURLOPT_FOLLOWLOCATION, 1), (CURLOPT_MAXREDIRS, 10),
        (CURLOPT_TIMEOUT_MS, milliseconds), (CURLOPT_CONNECTTIMEOUT_MS, milliseconds),
        (CURLOPT_NOPROGRESS, 0),
      ] where code == CURLE_OK {
        code = CLibCurl_setLong(handle, option, value)
      }
      // An https request is never redirected to plain http.
      let httpsOnly: Int32 = request.url.scheme?.lowercased() == "https" ? 1 : 0
      if code == CURLE_OK { code = CLibCurl_restrictProtocols(handle, httpsOnly) }
      if code == CURLE_OK { code = CLibCurl_setString(handle, CURLOPT_USERAGENT, Self.userAgent) }
      if code == CURLE_OK { code = CLibCurl_setWriteFunction(handle, Self.write) }
      if code == CURLE_OK { code = CLibCurl_setPointer(handle, CURLOPT_WRITEDATA, context) }
      if code == CURLE_OK { code = CLibCurl_setProgressFunction(handle, Self.progress) }
      if code == CURLE_OK { code = CLibCurl_setPointer(handle, CURLOPT_XFERINFODATA, context) }
      var fields: UnsafeMutablePointer<curl_slist>?
      defer { curl_slist_free_all(fields) }
      if range != nil || heard != nil, code == CURLE_OK {
        code = CLibCurl_setHeaderFunction(handle, Self.header)
        if code == CURLE_OK { code = CLibCurl_setPointer(handle, CURLOPT_HEADERDATA, context) }
      }
      if let range, code == CURLE_OK {
        code = CLibCurl_setString(handle, CURLOPT_RANGE, "\(range.lowerBound)-\(range.upperBound - 1)")
        if let ifRange, !ifRange.contains(where: \.isNewline), code == CURLE_OK {
          fields = curl_slist_append(nil, "If-Range: \(ifRange)")
          code = CLibCurl_setPointer(handle, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(fields))
        }
      }
      if code == CURLE_OK { code = curl_easy_perform(handle) }
      return outcome(code)
    }

    /// The result of a finished `curl_easy_perform`.
    private func outcome(_ code: CURLcode) -> Result<URL, ThemeFetchError> {
      if let refusal = lock.withLock({ refusal }) { return .failure(refusal) }
      if code == CURLE_OK, let status = status(), !(200..<300).contains(status) {
        return .failure(.status(status))
      }
      guard code == CURLE_OK else { return .failure(failure(code)) }
      var final: UnsafeMutablePointer<CChar>?
      guard CLibCurl_getString(handle, CURLINFO_EFFECTIVE_URL, &final) == CURLE_OK, let final,
        let url = URL(string: String(cString: final))
      else { return .success(request.url) }
      return .success(url)
    }

    /// The HTTP status of the last response, when one has arrived.
    private func status() -> Int? {
      var status = 0
      guard CLibCurl_getLong(handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK, status != 0 else {
        return nil
      }
      return status
    }

    /// The fetch error for a transfer that libcurl ended with `code`, in words.
    private func failure(_ code: CURLcode) -> ThemeFetchError {
      switch code {
      case CURLE_HTTP_RETURNED_ERROR: return .status(status() ?? 0)
      case CURLE_OPERATION_TIMEDOUT: return .timedOut(request.timeout)
      case CURLE_ABORTED_BY_CALLBACK: return .cancelled
      // libcurl says "unsupported protocol" both for a redirect to another scheme and for
      // an answer that is no HTTP/1.x response (HTTP/0.9, garbage): the redirect's status
      // tells them apart.
      case CURLE_UNSUPPORTED_PROTOCOL where !(300..<400).contains(status() ?? 0):
        return .failed(CurlWords.notHTTP)
      default: return .failed(CurlWords.reason(for: code))
      }
    }

    /// Takes one chunk: refuses a non-2xx body, a declared length over the cap (checked at
    /// the first chunk of the final response: libcurl's own size limit would also refuse a
    /// redirect's page) and anything past the cap, else appends it and then, with the lock
    /// released, tells the request's `received` (a slow callback must not hold up a
    /// cancellation, which takes the lock).
    private func accept(_ bytes: UnsafeRawBufferPointer) -> Bool {
      guard let count = lock.withLock({ append(bytes) }) else { return false }
      if let validator = lock.withLock({ () -> ResumeValidator? in
        defer { unheard = nil }
        return unheard
      }) {
        heard?(validator)
      }
      request.received?(count)
      return true
    }

    /// `accept` under the lock: the count written so far, or nil with `refusal` set.
    private func append(_ bytes: UnsafeRawBufferPointer) -> Int? {
      if !statusChecked {
        statusChecked = true
        if let status = status(), !(200..<300).contains(status) {
          refusal = .status(status)
          return nil
        }
        if let range {
          let checked = ThemeRangeAnswer.problem(
            status: status() ?? 0, contentRange: headers["content-range"], etag: headers["etag"],
            lastModified: headers["last-modified"], range: range)
          switch checked {
          case .success(let found): answer = found
          case .failure(let problem):
            refusal = problem
            return nil
          }
        }
        var declared: curl_off_t = -1
        if CLibCurl_getOffset(handle, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &declared) == CURLE_OK,
          declared > curl_off_t(request.maxBytes)
        {
          refusal = .tooLarge(maxBytes: request.maxBytes)
          return nil
        }
        if heard != nil {
          unheard = ResumeValidator(
            status: status() ?? 0, contentLength: declared >= 0 ? Int(declared) : nil, etag: headers["etag"],
            lastModified: headers["last-modified"], date: headers["date"])
        }
      }
      guard destination.count + bytes.count <= request.maxBytes else {
        refusal = .tooLarge(maxBytes: request.maxBytes)
        return nil
      }
      do throws(ThemeFetchError) {
        return try destination.append(bytes)
      } catch {
        refusal = error
        return nil
      }
    }

    /// libcurl's write function: a short count stops the transfer.
    private static let write: curl_write_callback = { bytes, size, count, context in
      let download = Unmanaged<CurlDownload>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      return download.accept(UnsafeRawBufferPointer(start: bytes, count: length)) ? length : 0
    }

    /// libcurl's header function: one header line at a time; a status line starts a new
    /// response (after a redirect), whose fields replace the last one's.
    private static let header: curl_write_callback = { bytes, size, count, context in
      let download = Unmanaged<CurlDownload>.fromOpaque(context!).takeUnretainedValue()
      let length = size * count
      let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
      download.lock.withLock {
        if line.hasPrefix("HTTP/") { return download.headers = [:] }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].lowercased()
        download.headers[name] = line[line.index(after: colon)...].trimmingCharacters(
          in: .whitespacesAndNewlines)
      }
      return length
    }

    /// libcurl's progress function, called at least once a second: non-zero aborts.
    private static let progress: curl_xferinfo_callback = { context, _, _, _, _ in
      let download = Unmanaged<CurlDownload>.fromOpaque(context!).takeUnretainedValue()
      return download.lock.withLock { download.cancelled } ? 1 : 0
    }
  }
#endif
