/// Random access to an archive's bytes, so that a package can be checked where it lies: in
/// memory (`[UInt8]`, the tool) or in a downloaded file (the client, whose memory must not
/// grow with the package).
package protocol ZipByteSource {
  /// The archive's length in bytes.
  var count: Int { get }
  /// The bytes in `range`; nil when `range` leaves the archive or they cannot be read.
  func bytes(in range: Range<Int>) -> [UInt8]?
}

extension Array: ZipByteSource where Element == UInt8 {
  package func bytes(in range: Range<Int>) -> [UInt8]? {
    guard range.lowerBound >= 0, range.upperBound <= count else { return nil }
    return Array(self[range])
  }
}
