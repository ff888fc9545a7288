#include "CPNGTestWriter.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

typedef struct {
  char *message;
  uint8_t *output;
  size_t size;
  size_t capacity;
} WriterState;

static void writerError(png_structp png, png_const_charp text) {
  WriterState *state = (WriterState *)png_get_error_ptr(png);
  snprintf(state->message, 256, "%s", text != NULL ? text : "libpng error");
  png_longjmp(png, 1);
}

static void writerWarning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void writerWrite(png_structp png, png_bytep data, png_size_t length) {
  WriterState *state = (WriterState *)png_get_io_ptr(png);
  if (state->size + length > state->capacity) {
    size_t capacity = state->capacity == 0 ? 1024 : state->capacity;
    while (capacity < state->size + length) {
      capacity *= 2;
    }
    uint8_t *grown = realloc(state->output, capacity);
    if (grown == NULL) {
      png_error(png, "out of memory");
    }
    state->output = grown;
    state->capacity = capacity;
  }
  memcpy(state->output + state->size, data, length);
  state->size += length;
}

static void writerFlush(png_structp png) { (void)png; }

static int channelsOf(int colorType) {
  switch (colorType) {
    case 0: return 1;
    case 2: return 3;
    case 3: return 1;
    case 4: return 2;
    case 6: return 4;
    default: return 0;
  }
}

/// Packs one row of samples MSB first (depth < 8), as bytes (8) or big-endian pairs (16).
static void packRow(const uint16_t *samples, size_t count, int depth, uint8_t *row) {
  if (depth == 16) {
    for (size_t i = 0; i < count; i++) {
      row[2 * i] = (uint8_t)(samples[i] >> 8);
      row[2 * i + 1] = (uint8_t)(samples[i] & 0xFF);
    }
  } else if (depth == 8) {
    for (size_t i = 0; i < count; i++) {
      row[i] = (uint8_t)samples[i];
    }
  } else {
    size_t perByte = 8 / (size_t)depth;
    memset(row, 0, (count + perByte - 1) / perByte);
    for (size_t i = 0; i < count; i++) {
      int shift = 8 - depth * (int)(i % perByte + 1);
      row[i / perByte] |= (uint8_t)(samples[i] << shift);
    }
  }
}

static int writeUnderJump(WriterState *state, const CPNGTestWriter_Image *image) {
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, writerError, writerWarning);
  if (png == NULL) {
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    return -1;
  }
  uint8_t *volatile row = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(row);
    png_destroy_write_struct(&png, &info);
    return -1;
  }
  png_set_write_fn(png, state, writerWrite, writerFlush);
  png_set_IHDR(png, info, image->width, image->height, image->bitDepth, image->colorType,
               image->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (image->colorType == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[256];
    for (int i = 0; i < image->paletteCount && i < 256; i++) {
      palette[i].red = image->palette[3 * i];
      palette[i].green = image->palette[3 * i + 1];
      palette[i].blue = image->palette[3 * i + 2];
    }
    png_set_PLTE(png, info, palette, image->paletteCount);
    if (image->paletteAlphaCount > 0) {
      png_set_tRNS(png, info, (png_bytep)image->paletteAlpha, image->paletteAlphaCount, NULL);
    }
  } else if (image->hasKeyColor) {
    png_color_16 key = {0};
    key.gray = image->keyGray;
    key.red = image->keyRed;
    key.green = image->keyGreen;
    key.blue = image->keyBlue;
    png_set_tRNS(png, info, NULL, 0, &key);
  }
  png_write_info(png, info);
  for (int i = 0; i < image->extraChunkCount; i++) {
    const CPNGTestWriter_Chunk *chunk = &image->extraChunks[i];
    png_byte name[5] = {(png_byte)chunk->type[0], (png_byte)chunk->type[1],
                        (png_byte)chunk->type[2], (png_byte)chunk->type[3], 0};
    png_write_chunk(png, name, chunk->data, chunk->length);
  }

  size_t perRow = (size_t)image->width * (size_t)channelsOf(image->colorType);
  row = malloc(perRow * 2 + 8);
  if (row == NULL) {
    png_error(png, "out of memory");
  }
  int passes = png_set_interlace_handling(png);
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t y = 0; y < image->height; y++) {
      packRow(image->samples + (size_t)y * perRow, perRow, image->bitDepth, row);
      png_write_row(png, row);
    }
  }
  png_write_end(png, NULL);
  free(row);
  png_destroy_write_struct(&png, &info);
  return 0;
}

int CPNGTestWriter_write(const CPNGTestWriter_Image *image, uint8_t **output, size_t *outputSize,
                         char *message) {
  WriterState state = {0};
  state.message = message;
  message[0] = '\0';
  *output = NULL;
  *outputSize = 0;
  if (channelsOf(image->colorType) == 0) {
    snprintf(message, 256, "invalid colour type");
    return -1;
  }
  if (writeUnderJump(&state, image) != 0) {
    free(state.output);
    return -1;
  }
  *output = state.output;
  *outputSize = state.size;
  return 0;
}

int CPNGTestWriter_deflate(const uint8_t *input, size_t size, uint8_t **output,
                           size_t *outputSize) {
  uLongf capacity = compressBound((uLong)size);
  uint8_t *buffer = malloc(capacity);
  if (buffer == NULL) {
    return -1;
  }
  if (compress2(buffer, &capacity, input, (uLong)size, 9) != Z_OK) {
    free(buffer);
    return -1;
  }
  *output = buffer;
  *outputSize = capacity;
  return 0;
}

int CPNGTestWriter_rowFilters(const uint8_t *zlibData, size_t size, size_t rowBytes, size_t rows,
                              uint8_t *filters) {
  size_t total = (rowBytes + 1) * rows;
  uint8_t *raw = malloc(total);
  if (raw == NULL) {
    return -1;
  }
  uLongf length = (uLongf)total;
  int result = uncompress(raw, &length, zlibData, (uLong)size);
  if (result != Z_OK || length != total) {
    free(raw);
    return -1;
  }
  for (size_t y = 0; y < rows; y++) {
    filters[y] = raw[y * (rowBytes + 1)];
  }
  free(raw);
  return 0;
}

uint32_t CPNGTestWriter_crc32(const uint8_t *bytes, size_t size) {
  return (uint32_t)crc32(crc32(0L, Z_NULL, 0), bytes, (uInt)size);
}

void CPNGTestWriter_free(void *pointer) { free(pointer); }
