/// Where an install is, for a progress bar: `ThemeInstaller.install(…, progress:)` reports
/// each step as it starts and the download's bytes as they arrive.
public struct ThemeInstallProgress: Sendable, Equatable {
  /// The steps of an install, in order.
  public enum Phase: String, Sendable, CaseIterable {
    /// Fetching the index and its signature and checking them.
    case checkingIndex
    /// Fetching the package; `bytes` grows towards `totalBytes`.
    case downloading
    /// Checking the package's hash, files and signature.
    case verifying
    /// Extracting it and making it current.
    case installing
    /// Done: installed, or already current (`totalBytes` 0: nothing was fetched).
    case finished
  }

  public var phase: Phase
  /// The package's bytes downloaded so far (all of them once past `downloading`).
  public var bytes: Int
  /// The package's size from the index; nil while the index is being checked.
  public var totalBytes: Int?

  public init(_ phase: Phase, bytes: Int = 0, totalBytes: Int? = nil) {
    self.phase = phase
    self.bytes = bytes
    self.totalBytes = totalBytes
  }

  /// The download's part done, 0 to 1 (1 once past it); nil before the size is known.
  public var fractionDownloaded: Double? {
    guard let totalBytes else { return nil }
    guard totalBytes > 0 else { return 1 }
    return min(1, Double(bytes) / Double(totalBytes))
  }
}
