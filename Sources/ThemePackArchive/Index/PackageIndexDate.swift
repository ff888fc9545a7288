import Foundation

/// The one date form an index may carry: UTC ISO 8601 to the second,
/// `YYYY-MM-DDTHH:MM:SSZ`, which orders correctly as text. Shared by `themepack package`,
/// which writes it, and the client, which refuses an index older than one it accepted.
package enum PackageIndexDate {
  /// True when `text` has exactly the form above (digits are not range-checked beyond that).
  package static func isValid(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 20 else { return false }
    for (at, byte) in bytes.enumerated() {
      switch at {
      case 4, 7: if byte != UInt8(ascii: "-") { return false }
      case 10: if byte != UInt8(ascii: "T") { return false }
      case 13, 16: if byte != UInt8(ascii: ":") { return false }
      case 19: if byte != UInt8(ascii: "Z") { return false }
      default: if !(0x30...0x39).contains(byte) { return false }
      }
    }
    return true
  }

  /// The date of `seconds` since 1970 in the form above (for `SOURCE_DATE_EPOCH`), in UTC
  /// whatever the machine's time zone.
  package static func text(secondsSince1970 seconds: Int) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents(
      [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(seconds)))
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    let year = String(parts.year ?? 1970)
    let paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
    return "\(paddedYear)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):"
      + "\(two(parts.minute)):\(two(parts.second))Z"
  }

  /// How far ahead of the reader's clock an index date may be (clocks drift; a day is
  /// generous). A later date would lock out every correct index after it.
  package static let allowedSkewSeconds = 86_400

  /// True when `text` (a valid date) is more than `allowedSkewSeconds` after `now`.
  package static func isTooFarAhead(_ text: String, now: Date) -> Bool {
    text > Self.text(secondsSince1970: Int(now.timeIntervalSince1970) + allowedSkewSeconds)
  }
}
