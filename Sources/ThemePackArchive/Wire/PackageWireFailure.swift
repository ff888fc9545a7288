/// Why an `index.json` or one of its entries is malformed, without the file's name: what
/// `PackageIndexContents` and `PackageIndexEntry` throw from `init(from:)`.
public struct PackageWireFailure: Error, Sendable, Equatable {
  public var reason: String

  public init(_ reason: String) { self.reason = reason }
}
