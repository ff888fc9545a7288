// Why this target exists: libpng reports errors by longjmp, and without a jump target
// it aborts the process. Swift cannot call setjmp, so every libpng call that can fail
// runs here, under a jump point, and comes back to Swift as a status code plus
// libpng's own message.
#ifndef THEMEPACK_CPNGBRIDGE_H
#define THEMEPACK_CPNGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#define CPNGBRIDGE_MESSAGE_SIZE 256

/// Result codes of the bridge functions.
typedef enum {
  CPNGBridge_ok = 0,
  CPNGBridge_libpngError = 1,
  CPNGBridge_limitExceeded = 2,
  CPNGBridge_outOfMemory = 3,
  CPNGBridge_invalidArgument = 4,
  /// The bytes do not start with the PNG signature (or are too short to hold it).
  CPNGBridge_notPNG = 5,
} CPNGBridge_Status;

/// Bounds checked before any pixel memory is allocated.
typedef struct {
  uint32_t maxWidth;
  uint32_t maxHeight;
  uint64_t maxPixels;
  /// Largest chunk other than IDAT, as stored; a longer one is an error
  /// (png_set_chunk_malloc_max, with libpng's benign "too large" report made fatal).
  uint64_t maxChunkBytes;
} CPNGBridge_Limits;

/// The IHDR fields of a decoded file, as stored (before normalisation to RGBA8).
typedef struct {
  uint32_t width;
  uint32_t height;
  int colorType;
  int bitDepth;
  int interlaced;
  int hasTransparencyChunk;
} CPNGBridge_Header;

/// Decodes a whole PNG held in memory to straight RGBA8 with no gamma transform.
///
/// The declared size is checked against `limits` before libpng allocates anything. Every
/// CRC error is fatal; other benign problems (extra image data, a palette index past the
/// palette) are tolerated as libpng does by default. Ancillary chunks are skipped unread
/// except `tRNS`: the caller reads colour metadata from the bytes itself.
///
/// On success `*pixels` holds width × height × 4 bytes allocated with malloc and `header`
/// is filled; release the pixels with `CPNGBridge_free`. On failure nothing is left
/// allocated and `message` holds libpng's reason (or ours for limits).
CPNGBridge_Status CPNGBridge_decode(
    const uint8_t *data, size_t size, const CPNGBridge_Limits *limits,
    CPNGBridge_Header *header, uint8_t **pixels, char message[CPNGBRIDGE_MESSAGE_SIZE]);

/// `CPNGBridge_decode`, except that with a non-zero `wide` a 16-bit file is not reduced:
/// `*pixels` then holds width × height × 4 16-bit samples in the machine's byte order
/// (8 bytes a pixel; `header->bitDepth` says which layout came back). Files of lower depths
/// decode to RGBA8 as before.
CPNGBridge_Status CPNGBridge_decodeWide(
    const uint8_t *data, size_t size, const CPNGBridge_Limits *limits, int wide,
    CPNGBridge_Header *header, uint8_t **pixels, char message[CPNGBRIDGE_MESSAGE_SIZE]);

/// Everything the PNG writer needs: the header fields and the image data, already filtered
/// and compressed (a zlib stream) by the caller.
typedef struct {
  uint32_t width;
  uint32_t height;
  /// PNG colour type: 0, 2, 3, 4 or 6.
  int colorType;
  /// 1, 2, 4 or 8 (palette may use any; others use 8).
  int bitDepth;
  /// Palette as RGB triples (colour type 3 only).
  const uint8_t *palette;
  int paletteCount;
  /// Palette alpha values for the tRNS chunk (colour type 3 only; may be 0 long).
  const uint8_t *paletteAlpha;
  int paletteAlphaCount;
  /// Whether to write an sRGB chunk (perceptual intent).
  int writeSRGB;
  /// The zlib stream of the filtered rows, written as one IDAT chunk.
  const uint8_t *imageData;
  size_t imageDataSize;
} CPNGBridge_WriteInput;

/// Writes one PNG to memory with libpng: IHDR, PLTE and tRNS (palette images), sRGB when
/// asked, the caller's compressed data as one IDAT chunk (libpng's chunk writer adds the
/// length and CRC), and IEND. libpng checks the header fields (png_set_IHDR); it does not
/// look inside the image data.
///
/// On success `*output` holds `*outputSize` bytes allocated with malloc; release it with
/// `CPNGBridge_free`. No time or text chunks are written.
CPNGBridge_Status CPNGBridge_write(
    const CPNGBridge_WriteInput *input, uint8_t **output, size_t *outputSize,
    char message[CPNGBRIDGE_MESSAGE_SIZE]);

/// Releases memory returned by this bridge.
void CPNGBridge_free(void *pointer);

/// libpng's run-time version string.
const char *CPNGBridge_libpngVersion(void);

#endif
