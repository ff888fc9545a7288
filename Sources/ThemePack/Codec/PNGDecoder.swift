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
    switch PNGNative.decode(bytes, limits: limits) {
    case .success(let decoded):
      return DecodedPNG(
        image: RGBAImage(
          width: decoded.header.width, height: decoded.header.height, pixels: decoded.pixels),
        header: decoded.header, metadata: metadata)
    case .failure(let error):
      if error.kind == .corrupt, !metadata.chunks.contains("IDAT"), metadata.chunks.contains("IEND") {
        throw PNGError(kind: .corrupt, file: file, reason: "no IDAT chunk (\(error.reason))")
      }
      throw error.naming(file)
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
