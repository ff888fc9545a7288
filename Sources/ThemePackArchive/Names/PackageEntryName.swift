/// The rules every entry name in a theme package follows, on the raw bytes of the name
/// as the zip stores them (so a NUL or an invalid byte cannot hide behind a C string).
///
/// A safe name is relative UTF-8 text of `/`-separated components, none empty, `.` or
/// `..`, with no backslash, NUL, control character or drive letter, and within the
/// length caps. Folder entries end in exactly one `/`.
package enum PackageEntryName {
  /// The longest path component, in bytes (what common file systems allow).
  package static let maxComponentBytes = 255

  /// Why `bytes` is not a safe name, or nil when it is.
  package static func problem(_ bytes: [UInt8], maxBytes: Int) -> String? {
    if bytes.isEmpty { return "is empty" }
    if bytes.contains(0) { return "has a NUL byte" }
    if bytes.count > maxBytes {
      return "is \(bytes.count) bytes long, more than the limit of \(maxBytes)"
    }
    if bytes.contains(UInt8(ascii: "\\")) { return "has a backslash" }
    guard UTF8Text.validated(bytes) != nil else { return "is not valid UTF-8" }
    if bytes[0] == UInt8(ascii: "/") { return "is absolute" }
    if bytes.count >= 2, isASCIILetter(bytes[0]), bytes[1] == UInt8(ascii: ":") {
      return "starts with a drive letter"
    }
    if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "has a control character" }
    var body = bytes[...]
    if body.last == UInt8(ascii: "/") { body = body.dropLast() }
    for component in body.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
      if component.isEmpty { return "has an empty component" }
      if component.elementsEqual([UInt8(ascii: ".")]) { return "has a '.' component" }
      if component.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) {
        return "has a '..' component"
      }
      if component.count > maxComponentBytes {
        return "has a component longer than \(maxComponentBytes) bytes"
      }
    }
    return nil
  }

  /// `bytes` as printable text: invalid UTF-8 becomes U+FFFD, control characters are
  /// escaped (`\0`, `\u{1B}`).
  package static func display(_ bytes: [UInt8]) -> String {
    display(String(decoding: bytes, as: UTF8.self))
  }

  /// `name` with control characters escaped.
  package static func display(_ name: String) -> String {
    var text = ""
    for scalar in name.unicodeScalars {
      if scalar.value == 0 {
        text += "\\0"
      } else if scalar.value < 0x20 || scalar.value == 0x7F {
        text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }

  /// The key under which names that a case-insensitive or normalisation-insensitive file
  /// system (APFS, HFS+, NTFS) would treat as one collide. Swift compares strings by
  /// canonical equivalence, so NFC and NFD spellings already share a key.
  package static func collisionKey(_ name: String) -> String {
    var key = name.lowercased()
    if key.hasSuffix("/") { key.removeLast() }
    return key
  }

  /// Why a package, theme or version name cannot be one path component, or nil.
  package static func componentProblem(_ name: String) -> String? {
    if name.isEmpty { return "is empty" }
    if name.hasPrefix(".") { return "starts with '.'" }
    if name.contains("/") { return "has a '/'" }
    if let problem = problem(Array(name.utf8), maxBytes: 100) { return problem }
    return nil
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }
}
