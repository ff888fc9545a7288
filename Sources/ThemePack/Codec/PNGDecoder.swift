/// Decodes any valid PNG to straight RGBA8 with no gamma or ICC transform applied.
///
/// Every colour type (gray, RGB, palette, gray+alpha, RGBA), bit depth (1–16), `tRNS`
/// transparency and Adam7 interlacing is supported; 16-bit samples become
/// `round(v / 257)`. Colour chunks are reported in `metadata`, never applied.
///
/// Limits are checked before any pixel memory is allocated. Hostile or corrupt input
/// (truncation, a CRC error in any chunk, bad zlib data, a bad filter byte, a missing
/// chunk, an Xcode-crushed `CgBI` file, a chunk over `maxChunkBytes`) gives a `PNGError`
/// carrying libpng's reason; the process never aborts. Tolerated as libpng does: extra
/// image data after the last row and palette indexes past the palette (read as opaque
/// black).
public enum PNGDecoder {
  /// Decodes PNG bytes. `file` names the source in errors.
  public static func decode(
    _ bytes: [UInt8], file: String = "", limits: PNGLimits = .default
  ) throws(PNGError) -> DecodedPNG {
    let metadata = PNGChunkScanner.scan(bytes)
    if metadata.isCrushed {
      throw PNGError(
        kind: .crushed, file: file,
        reason: "Xcode-crushed iPhone PNG (CgBI chunk); export the original, uncrushed file")
    }
    let nativeLimits = PNGNative.Limits(
      maxWidth: limits.maxWidth, maxHeight: limits.maxHeight, maxPixels: limits.maxPixels,
      maxChunkBytes: limits.maxChunkBytes)
    switch PNGNative.decode(bytes, limits: nativeLimits) {
    case .success(let decoded):
      guard let colorType = PNGColorType(rawValue: decoded.colorType) else {
        throw PNGError(kind: .corrupt, file: file, reason: "unknown colour type \(decoded.colorType)")
      }
      let header = PNGHeader(
        width: decoded.width, height: decoded.height, colorType: colorType, bitDepth: decoded.bitDepth,
        interlaced: decoded.interlaced, hasTransparencyChunk: decoded.hasTransparencyChunk)
      return DecodedPNG(
        image: RGBAImage(width: decoded.width, height: decoded.height, pixels: decoded.pixels),
        header: header, metadata: metadata)
    case .failure(let failure):
      let kind = self.kind(of: failure.status)
      if kind == .corrupt, !metadata.chunks.contains("IDAT"), metadata.chunks.contains("IEND") {
        throw PNGError(kind: .corrupt, file: file, reason: "no IDAT chunk (\(failure.message))")
      }
      throw PNGError(kind: kind, file: file, reason: failure.message)
    }
  }

  /// The error kind of a libpng refusal while decoding.
  private static func kind(of status: PNGNative.Failure.Status) -> PNGError.Kind {
    switch status {
    case .notPNG: return .notPNG
    case .limitExceeded: return .tooLarge
    case .outOfMemory: return .outOfMemory
    case .failed: return .corrupt
    }
  }

  /// Reads and decodes the PNG file at `path`.
  public static func decodeFile(
    atPath path: String, limits: PNGLimits = .default
  ) throws(PNGError) -> DecodedPNG {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: path)
    } catch {
      throw PNGError(kind: .io, file: path, reason: error.reason, operation: .read)
    }
    return try decode(bytes, file: path, limits: limits)
  }

  /// The version of libpng doing the work.
  public static var libpngVersion: String { PNGNative.libpngVersion }
}
