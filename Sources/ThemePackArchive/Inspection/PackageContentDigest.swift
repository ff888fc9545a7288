/// What one entry of a package inflated to.
package struct PackageContentDigest: Sendable {
  package var size: Int
  /// The SHA-256 of the inflated bytes, 64 lower-case hex digits.
  package var sha256: String
  /// The bytes themselves, for entries asked to be kept (manifest, signature).
  package var bytes: [UInt8]?

  package init(size: Int, sha256: String, bytes: [UInt8]?) {
    self.size = size
    self.sha256 = sha256
    self.bytes = bytes
  }
}
