import Foundation
import ThemePackArchive
import ThemePackNative
import ThemePackSupport

/// Reads and writes ThemePack's key files.
///
/// A key file is one line of text: a type prefix, then the base64 of the raw key, then a
/// newline.
///
///     themepack-ed25519-private-key:<base64 of the 32-byte Ed25519 seed>
///     themepack-ed25519-public-key:<base64 of the 32-byte Ed25519 public key>
///
/// The raw forms are what CryptoKit's `Curve25519.Signing.PrivateKey(rawRepresentation:)`
/// and `Curve25519.Signing.PublicKey(rawRepresentation:)` take, so an app embeds the
/// base64 after the public prefix as is.
package enum KeyFile {
  package static let privatePrefix = "themepack-ed25519-private-key:"
  package static let publicPrefix = "themepack-ed25519-public-key:"

  /// The key bytes of a key file's text, checking its prefix and length.
  package static func decode(
    _ text: String, file: String, prefix: String, byteCount: Int
  ) throws(PackageError) -> [UInt8] {
    let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.contains("\n") {
      throw PackageError(.invalidKey, "invalid key '\(file)': expected one line")
    }
    if prefix == publicPrefix, line.hasPrefix(privatePrefix) {
      throw PackageError(
        .invalidKey, "'\(file)' is a private key: give the public key ('\(file).pub') instead")
    }
    if prefix == privatePrefix, line.hasPrefix(publicPrefix) {
      throw PackageError(.invalidKey, "'\(file)' is a public key: signing needs the private key")
    }
    guard line.hasPrefix(prefix) else {
      throw PackageError(.invalidKey, "invalid key '\(file)': expected a line starting '\(prefix)'")
    }
    guard let data = Data(base64Encoded: String(line.dropFirst(prefix.count))), data.count == byteCount
    else {
      throw PackageError(
        .invalidKey, "invalid key '\(file)': expected the base64 of \(byteCount) bytes after the prefix")
    }
    return [UInt8](data)
  }

  /// A key file's text for `bytes`.
  package static func encode(_ bytes: [UInt8], prefix: String) -> String {
    prefix + Data(bytes).base64EncodedString() + "\n"
  }

  /// Reads a key file's text.
  package static func read(_ path: String) throws(PackageError) -> String {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: path)
    } catch {
      throw PackageError(.invalidKey, error.description)
    }
    guard bytes.count <= 4096, let text = UTF8Text.validated(bytes) else {
      throw PackageError(.invalidKey, "invalid key '\(path)': not a ThemePack key file")
    }
    return text
  }

  /// Whether anything (even a dangling symbolic link) is at `path`.
  package static func exists(_ path: String) -> Bool {
    (try? FileSystemCalls.status(ofLinkAt: path)) != nil
  }

  /// Removes the file at `path`, ignoring errors.
  package static func remove(_ path: String) {
    try? FileSystemCalls.unlink(path)
  }

  /// Writes `text` to `path` (creating its folder) through a temporary file that is created with `mode`
  /// before any byte is written, then moved into place: with `link` when `overwrite` is
  /// false (so an existing file is never replaced, even in a race), with `rename` when
  /// true.
  package static func store(_ text: String, to path: String, mode: UInt32, overwrite: Bool)
    throws(PackageError)
  {
    let url = URL(fileURLWithPath: path)
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw PackageError(.io, "cannot write '\(path)': \(FileError.reason(of: error))")
    }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(FileSystemCalls.processID)-\(UInt32.random(in: 0...UInt32.max))"
    ).path
    defer { try? FileSystemCalls.unlink(temporary) }
    var linking = false
    do throws(SystemCallError) {
      try writeNew(temporary, bytes: Array(text.utf8), mode: mode)
      linking = !overwrite
      if overwrite {
        try FileSystemCalls.rename(temporary, to: path)
      } else {
        try FileSystemCalls.link(temporary, to: path)
      }
    } catch {
      if linking, error.isAlreadyExisting {
        throw PackageError(.io, "'\(path)' already exists: pass --force to replace it")
      }
      throw PackageError(.io, "cannot write '\(path)': \(error)")
    }
  }

  /// Creates `path` (never through a link, never over an existing file) with `mode` before
  /// any byte is written, writes `bytes` and flushes them to the device.
  private static func writeNew(_ path: String, bytes: [UInt8], mode: UInt32) throws(SystemCallError) {
    let file = try FileDescriptor.open(
      path, .writeOnly, options: [.create, .exclusive, .noFollow], permissions: mode)
    do throws(SystemCallError) {
      try file.setPermissions(mode)
      try file.write(bytes)
      try file.synchronize()
    } catch {
      try? file.close()
      throw error
    }
    try file.close()
  }
}
