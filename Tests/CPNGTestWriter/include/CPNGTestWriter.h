// Why this target exists: the codec tests need PNG files written by libpng's own writer
// in every colour type, bit depth, interlacing and tRNS variant, so that our decoder is
// checked against files it did not make. libpng's writer reports errors by longjmp, so it
// runs here under setjmp. The zlib helpers let tests build hostile IDAT data and read
// back the filter byte of each row. Used only by tests.
#ifndef THEMEPACK_CPNGTESTWRITER_H
#define THEMEPACK_CPNGTESTWRITER_H

#include <stddef.h>
#include <stdint.h>

/// One extra chunk written verbatim (with a correct CRC) after IHDR/PLTE/tRNS, before IDAT.
typedef struct {
  /// Four ASCII letters.
  char type[4];
  const uint8_t *data;
  size_t length;
} CPNGTestWriter_Chunk;

/// An image in a stored PNG format.
typedef struct {
  uint32_t width;
  uint32_t height;
  /// PNG colour type 0, 2, 3, 4 or 6 and a bit depth it allows.
  int colorType;
  int bitDepth;
  /// Non-zero for Adam7.
  int interlaced;
  /// width × height × channels samples, row by row, each in 0 ..< 2^bitDepth (palette
  /// indexes for colour type 3). The writer packs them as the PNG format says.
  const uint16_t *samples;
  /// Palette as RGB triples (colour type 3).
  const uint8_t *palette;
  int paletteCount;
  /// tRNS alpha values for the first palette entries (colour type 3); 0 for none.
  const uint8_t *paletteAlpha;
  int paletteAlphaCount;
  /// For colour types 0 and 2: non-zero to write a tRNS key colour.
  int hasKeyColor;
  uint16_t keyGray;
  uint16_t keyRed;
  uint16_t keyGreen;
  uint16_t keyBlue;
  const CPNGTestWriter_Chunk *extraChunks;
  int extraChunkCount;
} CPNGTestWriter_Image;

/// Writes `image` with libpng. Returns 0 and malloc'ed bytes in `*output`, or -1 with
/// libpng's message (256 bytes at most) in `message`.
int CPNGTestWriter_write(const CPNGTestWriter_Image *image, uint8_t **output, size_t *outputSize,
                         char *message);

/// zlib-compresses `size` bytes into malloc'ed `*output`. Returns 0 on success.
int CPNGTestWriter_deflate(const uint8_t *input, size_t size, uint8_t **output,
                           size_t *outputSize);

/// Inflates a zlib stream (the concatenated IDAT data of a non-interlaced image) and
/// copies the filter byte of each of `rows` rows of `rowBytes` bytes (plus the filter
/// byte) into `filters`. Returns 0 on success.
int CPNGTestWriter_rowFilters(const uint8_t *zlibData, size_t size, size_t rowBytes, size_t rows,
                              uint8_t *filters);

/// The CRC-32 of `size` bytes (a PNG chunk's type and data).
uint32_t CPNGTestWriter_crc32(const uint8_t *bytes, size_t size);

void CPNGTestWriter_free(void *pointer);

#endif
