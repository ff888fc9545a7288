import Foundation

/// One download the installer asks a `ThemeFetching` for.
public struct ThemeFetchRequest: Sendable, Equatable {
  /// An `http(s):` or `file:` URL.
  public var url: URL
  /// The most bytes the body may have; more is `ThemeFetchError.tooLarge`.
  public var maxBytes: Int
  /// How long the whole exchange may take, from the request to the last byte.
  public var timeout: Duration

  public init(url: URL, maxBytes: Int, timeout: Duration) {
    self.url = url
    self.maxBytes = maxBytes
    self.timeout = timeout
  }
}
