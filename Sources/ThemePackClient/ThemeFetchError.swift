/// What a `ThemeFetching` throws when a download is longer than allowed.
public enum ThemeFetchError: Error, Sendable, Equatable, CustomStringConvertible {
  case tooLarge(maxBytes: Int)

  public var description: String {
    switch self {
    case .tooLarge(let maxBytes): return "it is larger than \(maxBytes) bytes"
    }
  }
}
