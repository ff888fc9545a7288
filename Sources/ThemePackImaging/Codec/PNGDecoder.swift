import ThemePackNative
import ThemePackSupport

/// Decodes any valid PNG to straight RGBA8: the stored samples, or with `colorManaged` the
/// pixels converted to sRGB from the colour space the file declares (`PNGColorSpace`).
///
/// Every colour type (gray, RGB, palette, gray+alpha, RGBA), bit depth (1–16), `tRNS`
/// transparency and Adam7 interlacing is supported; 16-bit samples become
/// `round(v / 257)`. Colour chunks are reported in `metadata`; only a colour-managed decode
/// applies them: lcms2 on RGBA8, or on a 16-bit file's RGBA16 samples before they are
/// reduced (then the 16-bit buffer, 8 bytes a pixel, and the RGBA8 result are held together).
///
/// Limits are checked before any pixel memory is allocated. Hostile or corrupt input
/// (truncation, a CRC error in any chunk, bad zlib data, a bad filter byte, a missing
/// chunk, an Xcode-crushed `CgBI` file, a chunk over `maxChunkBytes`) gives a `PNGError`
/// carrying libpng's reason; the process never aborts. Tolerated as libpng does: extra
/// image data after the last row and palette indexes past the palette (read as opaque
/// black).
package enum PNGDecoder {
  /// Decodes PNG bytes. `file` names the source in errors. With `colorManaged`, the pixels
  /// are converted to sRGB when the file declares another colour space (a 16-bit file at
  /// full depth, before the reduction to 8 bits), and a damaged or unusable profile or
  /// `cICP` chunk is an error of kind `.colorProfile` (after any error of the data itself).
  package static func decode(
    _ bytes: [UInt8], file: String = "", limits: PNGLimits = .default, colorManaged: Bool = false
  ) throws(PNGError) -> DecodedPNG {
    let metadata = PNGChunkScanner.scan(bytes)
    guard colorManaged else { return try decodeStored(bytes, metadata: metadata, file: file, limits: limits) }
    let space: PNGColorSpace
    let profile: [UInt8]?
    do throws(ICCProfileError) {
      space = try PNGColorSpace.of(png: bytes, metadata: metadata)
      profile = try SRGBConverter.profile(of: space)
    } catch {
      // The data's own errors come first, as a plain decode reports them.
      _ = try decodeStored(bytes, metadata: metadata, file: file, limits: limits)
      throw PNGError(kind: .colorProfile, file: file, reason: error.reason)
    }
    guard let profile else {
      var decoded = try decodeStored(bytes, metadata: metadata, file: file, limits: limits)
      decoded.colorSpace = space
      return decoded
    }
    var wideError: ICCProfileError?
    var decoded: DecodedPNG
    do {
      decoded = try decodeStored(bytes, metadata: metadata, file: file, limits: limits) { samples in
        switch SRGBConverter.convert(sixteenBit: samples, fromProfile: profile) {
        case .success(let pixels): return pixels
        case .failure(let error):
          wideError = error
          return nil
        }
      }
    } catch {
      if let wideError { throw PNGError(kind: .colorProfile, file: file, reason: wideError.reason) }
      throw error
    }
    decoded.colorSpace = space
    guard decoded.header.bitDepth != 16 else { return decoded }
    do throws(ICCProfileError) {
      decoded.image = try SRGBConverter.convert(decoded.image, fromProfile: profile)
      return decoded
    } catch {
      throw PNGError(kind: .colorProfile, file: file, reason: error.reason)
    }
  }

  /// The stored samples as RGBA8, or with `reduceSixteenBits` a 16-bit file's samples
  /// handed to it at full depth and its RGBA8 result kept.
  private static func decodeStored(
    _ bytes: [UInt8], metadata: PNGMetadata, file: String, limits: PNGLimits,
    reduceSixteenBits: ((UnsafeBufferPointer<UInt16>) -> [UInt8]?)? = nil
  ) throws(PNGError) -> DecodedPNG {
    if metadata.isCrushed {
      throw PNGError(
        kind: .crushed, file: file,
        reason: "Xcode-crushed iPhone PNG (CgBI chunk); export the original, uncrushed file")
    }
    let nativeLimits = PNGNative.Limits(
      maxWidth: limits.maxWidth, maxHeight: limits.maxHeight, maxPixels: limits.maxPixels,
      maxChunkBytes: limits.maxChunkBytes)
    switch PNGNative.decode(bytes, limits: nativeLimits, reducingSixteenBits: reduceSixteenBits) {
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
  package static func decodeFile(
    atPath path: String, limits: PNGLimits = .default, colorManaged: Bool = false
  ) throws(PNGError) -> DecodedPNG {
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytes(at: path)
    } catch {
      throw PNGError(kind: .io, file: path, reason: error.reason, operation: .read)
    }
    return try decode(bytes, file: path, limits: limits, colorManaged: colorManaged)
  }

  /// The version of libpng doing the work.
  package static var libpngVersion: String { PNGNative.libpngVersion }
}
