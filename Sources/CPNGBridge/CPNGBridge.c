#include "CPNGBridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Per-call state reachable from libpng's callbacks.
typedef struct {
  char *message;
  const uint8_t *input;
  size_t inputSize;
  size_t inputOffset;
  uint8_t *output;
  size_t outputSize;
  size_t outputCapacity;
  int outOfMemory;
} BridgeState;

static void bridgeError(png_structp png, png_const_charp text) {
  BridgeState *state = (BridgeState *)png_get_error_ptr(png);
  if (state != NULL && state->message != NULL) {
    snprintf(state->message, CPNGBRIDGE_MESSAGE_SIZE, "%s", text != NULL ? text : "libpng error");
  }
  png_longjmp(png, 1);
}

static void bridgeWarning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void bridgeRead(png_structp png, png_bytep target, png_size_t length) {
  BridgeState *state = (BridgeState *)png_get_io_ptr(png);
  if (length > state->inputSize - state->inputOffset) {
    png_error(png, "unexpected end of file");
  }
  memcpy(target, state->input + state->inputOffset, length);
  state->inputOffset += length;
}

static void bridgeWrite(png_structp png, png_bytep source, png_size_t length) {
  BridgeState *state = (BridgeState *)png_get_io_ptr(png);
  if (length > SIZE_MAX - state->outputSize) {
    png_error(png, "output too large");
  }
  size_t needed = state->outputSize + length;
  if (needed > state->outputCapacity) {
    size_t capacity = state->outputCapacity == 0 ? 4096 : state->outputCapacity;
    while (capacity < needed) {
      capacity *= 2;
    }
    uint8_t *grown = realloc(state->output, capacity);
    if (grown == NULL) {
      state->outOfMemory = 1;
      png_error(png, "out of memory");
    }
    state->output = grown;
    state->outputCapacity = capacity;
  }
  memcpy(state->output + state->outputSize, source, length);
  state->outputSize = needed;
}

static void bridgeFlush(png_structp png) { (void)png; }

CPNGBridge_Status CPNGBridge_decode(
    const uint8_t *data, size_t size, const CPNGBridge_Limits *limits,
    CPNGBridge_Header *header, uint8_t **pixels, char message[CPNGBRIDGE_MESSAGE_SIZE]) {
  if (data == NULL || limits == NULL || header == NULL || pixels == NULL || message == NULL) {
    return CPNGBridge_invalidArgument;
  }
  message[0] = '\0';
  *pixels = NULL;
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "not a PNG file (bad signature)");
    return CPNGBridge_libpngError;
  }

  BridgeState state = {0};
  state.message = message;
  state.input = data;
  state.inputSize = size;

  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, bridgeError, bridgeWarning);
  if (png == NULL) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "out of memory");
    return CPNGBridge_outOfMemory;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "out of memory");
    return CPNGBridge_outOfMemory;
  }

  // Everything allocated after setjmp is reachable through these volatile locals so
  // the error path can free it.
  uint8_t *volatile image = NULL;
  png_bytep *volatile rows = NULL;
  volatile CPNGBridge_Status status = CPNGBridge_libpngError;

  if (setjmp(png_jmpbuf(png))) {
    free(image);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return status;
  }

  png_set_read_fn(png, &state, bridgeRead);
  png_set_user_limits(png, limits->maxWidth, limits->maxHeight);
  png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->maxChunkBytes);
  png_set_chunk_cache_max(png, 1000);
  // Unknown chunks (CgBI, cICP on this libpng, iDOT) are skipped; Swift reads metadata.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);

  png_read_info(png, info);

  png_uint_32 width = 0, height = 0;
  int bitDepth = 0, colorType = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &bitDepth, &colorType, &interlace, NULL, NULL);
  header->width = width;
  header->height = height;
  header->colorType = colorType;
  header->bitDepth = bitDepth;
  header->interlaced = interlace != PNG_INTERLACE_NONE;
  header->hasTransparencyChunk = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

  if ((uint64_t)width * (uint64_t)height > limits->maxPixels) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "image is %ux%u, over the limit of %llu pixels",
             (unsigned)width, (unsigned)height, (unsigned long long)limits->maxPixels);
    status = CPNGBridge_limitExceeded;
    png_longjmp(png, 1);
  }

  // Normalise every colour type and depth to straight RGBA8, stored samples only.
  png_set_expand(png);
  if (bitDepth == 16) {
    png_set_scale_16(png);
  }
  if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);

  size_t rowBytes = png_get_rowbytes(png, info);
  if (rowBytes != (size_t)width * 4) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "unexpected row size after normalisation");
    png_longjmp(png, 1);
  }
  image = malloc(rowBytes * (size_t)height);
  rows = malloc(sizeof(png_bytep) * (size_t)height);
  if (image == NULL || rows == NULL) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "out of memory");
    status = CPNGBridge_outOfMemory;
    png_longjmp(png, 1);
  }
  for (png_uint_32 y = 0; y < height; y++) {
    rows[y] = image + (size_t)y * rowBytes;
  }
  png_read_image(png, rows);
  png_read_end(png, NULL);

  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  *pixels = image;
  return CPNGBridge_ok;
}

CPNGBridge_Status CPNGBridge_encode(
    const CPNGBridge_EncodeInput *input, uint8_t **output, size_t *outputSize,
    char message[CPNGBRIDGE_MESSAGE_SIZE]) {
  if (input == NULL || output == NULL || outputSize == NULL || message == NULL ||
      input->rows == NULL || input->width == 0 || input->height == 0) {
    return CPNGBridge_invalidArgument;
  }
  message[0] = '\0';
  *output = NULL;
  *outputSize = 0;

  BridgeState state = {0};
  state.message = message;

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, bridgeError, bridgeWarning);
  if (png == NULL) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "out of memory");
    return CPNGBridge_outOfMemory;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "out of memory");
    return CPNGBridge_outOfMemory;
  }
  png_bytep *volatile rows = NULL;

  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    free(state.output);
    png_destroy_write_struct(&png, &info);
    return state.outOfMemory ? CPNGBridge_outOfMemory : CPNGBridge_libpngError;
  }

  png_set_write_fn(png, &state, bridgeWrite, bridgeFlush);
  png_set_IHDR(png, info, input->width, input->height, input->bitDepth, input->colorType,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  if (input->colorType == PNG_COLOR_TYPE_PALETTE) {
    png_color palette[256];
    int count = input->paletteCount;
    if (count < 1 || count > 256 || input->palette == NULL) {
      png_error(png, "invalid palette");
    }
    for (int i = 0; i < count; i++) {
      palette[i].red = input->palette[i * 3];
      palette[i].green = input->palette[i * 3 + 1];
      palette[i].blue = input->palette[i * 3 + 2];
    }
    png_set_PLTE(png, info, palette, count);
    if (input->paletteAlphaCount > 0 && input->paletteAlpha != NULL) {
      png_set_tRNS(png, info, (png_bytep)input->paletteAlpha, input->paletteAlphaCount, NULL);
    }
  }
  if (input->writeSRGB) {
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  }
  png_set_compression_level(png, input->compressionLevel);
  if (input->zlibStrategy >= 0) {
    png_set_compression_strategy(png, input->zlibStrategy);
  }
  png_set_filter(png, PNG_FILTER_TYPE_BASE, input->filterMask);

  rows = malloc(sizeof(png_bytep) * (size_t)input->height);
  if (rows == NULL) {
    state.outOfMemory = 1;
    png_error(png, "out of memory");
  }
  for (uint32_t y = 0; y < input->height; y++) {
    rows[y] = (png_bytep)(input->rows + (size_t)y * input->rowBytes);
  }
  png_write_info(png, info);
  png_write_image(png, rows);
  png_write_end(png, NULL);

  free(rows);
  png_destroy_write_struct(&png, &info);
  *output = state.output;
  *outputSize = state.outputSize;
  return CPNGBridge_ok;
}

void CPNGBridge_free(void *pointer) { free(pointer); }

const char *CPNGBridge_libpngVersion(void) { return png_get_libpng_ver(NULL); }
