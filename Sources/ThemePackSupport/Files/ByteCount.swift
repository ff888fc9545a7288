import Foundation

/// Sizes for people.
package enum ByteCount {
  /// Bytes in SI units with one decimal: "512 bytes", "12.3 kB", "4.0 MB".
  package static func text(_ bytes: Int) -> String {
    switch bytes {
    case ..<1000: return "\(bytes) byte" + (bytes == 1 ? "" : "s")
    case ..<999_950: return String(format: "%.1f kB", Double(bytes) / 1000)
    default: return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
  }
}
