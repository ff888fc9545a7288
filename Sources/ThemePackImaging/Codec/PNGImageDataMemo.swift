import Foundation
import ThemePackNative
import ThemePackSupport

/// The compressed image data (the `IDAT` stream) of palette images already encoded, by their
/// packed rows, so images that differ only in their palette are filtered and compressed once.
///
/// A template tint draws the same shape in every theme's colour, light and dark: the same
/// palette indices under other `PLTE` entries. The stream is a function of the rows, the size,
/// the format and the options alone, never of which image came first, so sharing it leaves
/// every file's bytes the same for any order or number of jobs. Entries are kept until the
/// memo is released: give each asset its own (`MasterStore` does). Rows that never repeat
/// (each theme's own dark file, colour-dependent tints) would be kept for nothing, so the memo
/// keeps at most `capacity` bytes of rows and streams and then only serves what it has.
/// Safe across threads.
package final class PNGImageDataMemo: @unchecked Sendable {
  private var streams: [StreamKey: [UInt8]] = [:]
  private var keptBytes = 0
  private let capacity: Int
  private let lock = NSLock()

  /// A memo keeping at most `capacity` bytes (default 8 MiB: every tinted shape of a
  /// full-screen asset at three scales).
  package init(capacity: Int = 8 << 20) {
    self.capacity = capacity
  }

  /// The number of distinct streams kept.
  package var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return streams.count
  }

  /// The stream of `request` under `options`: a kept one when the same rows were encoded
  /// before, else what `make` returns (kept for next time). Two threads asking at once may
  /// both make it; they make the same bytes.
  package func stream(
    for request: PNGNative.EncodeRequest, options: PNGEncodeOptions,
    make: () throws(PNGError) -> [UInt8]
  ) throws(PNGError) -> [UInt8] {
    let key = StreamKey(request, options: options)
    lock.lock()
    let kept = streams[key]
    lock.unlock()
    if let kept { return kept }
    let made = try make()
    let bytes = key.rows.count + made.count
    lock.lock()
    if keptBytes + bytes <= capacity, streams.updateValue(made, forKey: key) == nil { keptBytes += bytes }
    lock.unlock()
    return made
  }

  /// What the stream depends on. Rows are hashed and compared as raw bytes (an array's own
  /// `Hashable` goes element by element, a hundred times slower on large images).
  private struct StreamKey: Hashable {
    package var width: Int
    package var height: Int
    package var colorType: Int
    package var bitDepth: Int
    package var options: PNGEncodeOptions
    package var rows: [UInt8]

    package init(_ request: PNGNative.EncodeRequest, options: PNGEncodeOptions) {
      width = request.width
      height = request.height
      colorType = request.colorType
      bitDepth = request.bitDepth
      self.options = options
      rows = request.rows
    }

    package func hash(into hasher: inout Hasher) {
      hasher.combine(width)
      hasher.combine(height)
      hasher.combine(colorType)
      hasher.combine(bitDepth)
      hasher.combine(options)
      rows.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    package static func == (left: StreamKey, right: StreamKey) -> Bool {
      guard left.width == right.width, left.height == right.height, left.colorType == right.colorType,
        left.bitDepth == right.bitDepth, left.options == right.options, left.rows.count == right.rows.count
      else { return false }
      return left.rows.withUnsafeBytes { a in
        right.rows.withUnsafeBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
        }
      }
    }
  }
}
