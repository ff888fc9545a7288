import Foundation

/// One download the installer asks a `ThemeFetching` for.
public struct ThemeFetchRequest: Sendable, Equatable {
  /// An `http(s):` or `file:` URL.
  public var url: URL
  /// The most bytes the body may have; more is `ThemeFetchError.tooLarge`.
  public var maxBytes: Int
  /// How long the whole exchange may take, from the request to the last byte.
  public var timeout: Duration
  /// Told the number of body bytes written so far, after each chunk, for a progress bar.
  /// A fetcher should call it (`URLSessionFetcher` does, from the transfer's thread and
  /// with no lock of its own held, so cancelling never waits for it) but need not; it is left
  /// out of `==`. The transfer waits while it runs: keep it quick.
  public var received: (@Sendable (Int) -> Void)?

  public init(url: URL, maxBytes: Int, timeout: Duration, received: (@Sendable (Int) -> Void)? = nil) {
    self.url = url
    self.maxBytes = maxBytes
    self.timeout = timeout
    self.received = received
  }

  public static func == (left: ThemeFetchRequest, right: ThemeFetchRequest) -> Bool {
    left.url == right.url && left.maxBytes == right.maxBytes && left.timeout == right.timeout
  }
}
