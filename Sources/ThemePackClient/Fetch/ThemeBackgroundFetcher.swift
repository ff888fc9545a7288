import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `ThemeFetching` whose `http(s):` downloads go on while the app is suspended: download
/// tasks of one background `URLSession` (`URLSessionConfiguration.background(withIdentifier:)`
/// on Apple platforms; Linux has no background sessions, so there the same tasks run in an
/// ordinary session, which is how this type is tested). It keeps `ThemeFetching`'s promises:
/// a declared length over the cap is refused at the first bytes, a body past the cap stops
/// there, the whole exchange ends at the request's deadline, cancelling the task stops it,
/// and `request.received` hears the bytes so far. `file:` URLs are read as
/// `URLSessionFetcher` reads them.
///
/// Make one fetcher per identifier and keep it for the app's life (a process may hold one
/// background session of an identifier), and hand it the system's completion handler from
/// `application(_:handleEventsForBackgroundURLSession:completionHandler:)` with
/// `handleEvents(completion:)`. The request's timeout still bounds each download, suspended
/// time included (what is left of the installer's `timeout`, two minutes by default, for the
/// whole install): give the installer that uses this fetcher a timeout as long as an
/// install may take in the background. A
/// download that finishes after the app was ended is not kept: the installer's checks
/// belong to the install that asked, so the next install fetches it again.
public final class ThemeBackgroundFetcher: ThemeFetching, @unchecked Sendable {
  /// The background session's identifier.
  public let identifier: String
  private let downloads: BackgroundDownloads
  private let session: URLSession

  /// A fetcher with the background session `identifier`.
  public init(identifier: String) {
    self.identifier = identifier
    downloads = BackgroundDownloads()
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    session = URLSession(
      configuration: Self.configuration(identifier), delegate: downloads, delegateQueue: queue)
  }

  deinit { session.invalidateAndCancel() }

  private static func configuration(_ identifier: String) -> URLSessionConfiguration {
    #if canImport(Darwin)
      let configuration = URLSessionConfiguration.background(withIdentifier: identifier)
      configuration.isDiscretionary = false
      configuration.sessionSendsLaunchEvents = true
    #else
      let configuration = URLSessionConfiguration.ephemeral
    #endif
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    return configuration
  }

  public func fetch(_ request: ThemeFetchRequest, into destination: URL) async throws(ThemeFetchError) -> URL
  {
    guard !request.url.isFileURL else {
      return try await URLSessionFetcher().fetch(request, into: destination)
    }
    guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
      throw .failed("the URL is neither http(s) nor file")
    }
    let seconds = max(0.001, request.timeout / .seconds(1))
    let task = session.downloadTask(with: URLRequest(url: request.url, timeoutInterval: seconds))
    let identifier = task.taskIdentifier
    downloads.register(identifier, request: request, destination: destination, task: task)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard downloads.wait(identifier, continuation) else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [downloads] in
          downloads.finish(identifier, .failure(.timedOut(request.timeout)))
        }
        task.resume()
      }
    } onCancel: {
      downloads.finish(identifier, .failure(.cancelled))
    }
    return try result.get()
  }

  /// Keeps the system's completion handler for the session's events, called once the
  /// session has delivered them all (on the main queue, as UIKit asks); at once when it
  /// already has.
  public func handleEvents(completion: @escaping @Sendable () -> Void) {
    downloads.handleEvents(completion: completion)
  }
}
