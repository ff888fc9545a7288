#include "CPNGBridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// Per-call state reachable from libpng's callbacks.
typedef struct {
  char *message;
  /// What to return when libpng jumps back to the setjmp point.
  CPNGBridge_Status failure;
  /// libpng's first warning, which often explains a generic error that follows.
  char warning[CPNGBRIDGE_MESSAGE_SIZE];
  uint64_t maxChunkBytes;
  const uint8_t *input;
  size_t inputSize;
  size_t inputOffset;
  uint8_t *output;
  size_t outputSize;
  size_t outputCapacity;
} BridgeState;

static void bridgeError(png_structp png, png_const_charp text) {
  BridgeState *state = (BridgeState *)png_get_error_ptr(png);
  if (state != NULL && state->message != NULL && state->message[0] == '\0') {
    const char *reason = text != NULL ? text : "libpng error";
    // libpng says only "Invalid IHDR data"; the warning before it says what is invalid.
    if (strcmp(reason, "Invalid IHDR data") == 0 && state->warning[0] != '\0') {
      snprintf(state->message, CPNGBRIDGE_MESSAGE_SIZE, "%s: %s", reason, state->warning);
    } else {
      snprintf(state->message, CPNGBRIDGE_MESSAGE_SIZE, "%s", reason);
    }
  }
  png_longjmp(png, 1);
}

/// Warnings are dropped, except that a chunk longer than the chunk limit is fatal: libpng
/// reports it as a benign error and would otherwise go on to allocate the whole chunk.
static void bridgeWarning(png_structp png, png_const_charp text) {
  BridgeState *state = (BridgeState *)png_get_error_ptr(png);
  if (state == NULL || text == NULL) {
    return;
  }
  if (strstr(text, "chunk data is too large") != NULL && state->message != NULL) {
    snprintf(state->message, CPNGBRIDGE_MESSAGE_SIZE, "%s (the limit is %llu bytes)", text,
             (unsigned long long)state->maxChunkBytes);
    state->failure = CPNGBridge_limitExceeded;
    png_longjmp(png, 1);
  }
  if (state->warning[0] == '\0') {
    snprintf(state->warning, CPNGBRIDGE_MESSAGE_SIZE, "%s", text);
  }
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
  if (length > SIZE_MAX / 2 - state->outputSize) {
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
      state->failure = CPNGBridge_outOfMemory;
      png_error(png, "out of memory");
    }
    state->output = grown;
    state->outputCapacity = capacity;
  }
  memcpy(state->output + state->outputSize, source, length);
  state->outputSize = needed;
}

static void bridgeFlush(png_structp png) { (void)png; }

static uint32_t bigEndian32(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 |
         (uint32_t)bytes[3];
}

/// Checks the size the IHDR declares against the limits, before libpng sees the file.
/// Returns 0 when it fits (or there is no IHDR where one belongs: libpng reports that).
static int exceedsLimits(const uint8_t *data, size_t size, const CPNGBridge_Limits *limits,
                         char message[CPNGBRIDGE_MESSAGE_SIZE]) {
  if (size < 24 || memcmp(data + 12, "IHDR", 4) != 0) {
    return 0;
  }
  uint32_t width = bigEndian32(data + 16);
  uint32_t height = bigEndian32(data + 20);
  if (width > limits->maxWidth || height > limits->maxHeight) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE,
             "image is %lux%lu, over the limit of %lux%lu pixels", (unsigned long)width,
             (unsigned long)height, (unsigned long)limits->maxWidth,
             (unsigned long)limits->maxHeight);
    return 1;
  }
  if ((uint64_t)width * (uint64_t)height > limits->maxPixels) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE,
             "image is %lux%lu (%llu pixels), over the limit of %llu pixels",
             (unsigned long)width, (unsigned long)height,
             (unsigned long long)((uint64_t)width * height),
             (unsigned long long)limits->maxPixels);
    return 1;
  }
  return 0;
}

/// Runs libpng's reader over `state->input` under a jump point. The caller owns `state`,
/// so what the callbacks record in it stays defined after a longjmp.
/// With `wide`, a 16-bit file keeps its 16 bits: native-endian RGBA16, 8 bytes a pixel.
static CPNGBridge_Status decodeUnderJump(BridgeState *state, const CPNGBridge_Limits *limits,
                                         int wide, CPNGBridge_Header *header, uint8_t **pixels) {
  char *message = state->message;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, state, bridgeError, bridgeWarning);
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

  // Memory allocated after setjmp is reachable through these volatile locals so the
  // error path can free it.
  uint8_t *volatile image = NULL;
  png_bytep *volatile rows = NULL;

  if (setjmp(png_jmpbuf(png))) {
    free(image);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return state->failure;
  }

  png_set_read_fn(png, state, bridgeRead);
  png_set_user_limits(png, limits->maxWidth, limits->maxHeight);
  png_set_chunk_malloc_max(png, (png_alloc_size_t)limits->maxChunkBytes);
  png_set_chunk_cache_max(png, 1000);
  // A CRC error anywhere is an error, also in ancillary chunks (libpng's default only warns).
  png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
  // Benign errors stay warnings: extra image data, palette indexes past the palette.
  png_set_benign_errors(png, 1);
  // Skip every chunk but IHDR, PLTE, tRNS, IDAT and IEND, unread (CRC still checked): no
  // text or profile decompression, no allocation for them. Unknown critical chunks such
  // as CgBI remain errors. Swift reads the colour chunks from the bytes.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);

  png_read_info(png, info);

  png_uint_32 width = 0, height = 0;
  int bitDepth = 0, colorType = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &bitDepth, &colorType, &interlace, NULL, NULL);
  if ((uint64_t)width * (uint64_t)height > limits->maxPixels) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "image is %lux%lu, over the limit of %llu pixels",
             (unsigned long)width, (unsigned long)height, (unsigned long long)limits->maxPixels);
    state->failure = CPNGBridge_limitExceeded;
    png_longjmp(png, 1);
  }

  // Normalise every colour type and depth to straight RGBA8, stored samples only:
  // palette lookup, gray bit replication, tRNS to alpha, round(v / 257) for 16 bits; or,
  // `wide` and 16-bit, to RGBA16 in the machine's byte order.
  int keep16 = wide && bitDepth == 16;
  png_set_expand(png);
  if (bitDepth == 16 && !keep16) {
    png_set_scale_16(png);
  }
  if (keep16) {
    const uint16_t probe = 1;
    if (*(const uint8_t *)&probe == 1) {
      png_set_swap(png);
    }
  }
  if (colorType == PNG_COLOR_TYPE_GRAY || colorType == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  png_set_add_alpha(png, keep16 ? 0xFFFF : 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);

  size_t rowBytes = png_get_rowbytes(png, info);
  if (rowBytes != (size_t)width * (keep16 ? 8 : 4)) {
    png_error(png, "unexpected row size after normalisation");
  }
  image = malloc(rowBytes * (size_t)height);
  rows = malloc(sizeof(png_bytep) * (size_t)height);
  if (image == NULL || rows == NULL) {
    state->failure = CPNGBridge_outOfMemory;
    png_error(png, "out of memory");
  }
  for (png_uint_32 y = 0; y < height; y++) {
    rows[y] = image + (size_t)y * rowBytes;
  }
  png_read_image(png, rows);
  png_read_end(png, NULL);

  header->width = width;
  header->height = height;
  header->colorType = colorType;
  header->bitDepth = bitDepth;
  header->interlaced = interlace != PNG_INTERLACE_NONE;
  header->hasTransparencyChunk = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  *pixels = image;
  return CPNGBridge_ok;
}

CPNGBridge_Status CPNGBridge_decode(
    const uint8_t *data, size_t size, const CPNGBridge_Limits *limits,
    CPNGBridge_Header *header, uint8_t **pixels, char message[CPNGBRIDGE_MESSAGE_SIZE]) {
  return CPNGBridge_decodeWide(data, size, limits, 0, header, pixels, message);
}

CPNGBridge_Status CPNGBridge_decodeWide(
    const uint8_t *data, size_t size, const CPNGBridge_Limits *limits, int wide,
    CPNGBridge_Header *header, uint8_t **pixels, char message[CPNGBRIDGE_MESSAGE_SIZE]) {
  if (data == NULL || limits == NULL || header == NULL || pixels == NULL || message == NULL) {
    return CPNGBridge_invalidArgument;
  }
  message[0] = '\0';
  *pixels = NULL;
  memset(header, 0, sizeof *header);
  if (size == 0) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "not a PNG file (the file is empty)");
    return CPNGBridge_notPNG;
  }
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "not a PNG file (no PNG signature)");
    return CPNGBridge_notPNG;
  }
  if (exceedsLimits(data, size, limits, message)) {
    return CPNGBridge_limitExceeded;
  }

  BridgeState state = {0};
  state.message = message;
  state.failure = CPNGBridge_libpngError;
  state.maxChunkBytes = limits->maxChunkBytes;
  state.input = data;
  state.inputSize = size;
  CPNGBridge_Status status = decodeUnderJump(&state, limits, wide, header, pixels);
  if (status != CPNGBridge_ok && message[0] == '\0') {
    snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "libpng error");
  }
  return status;
}

/// Runs libpng's writer under a jump point; the output grows in `state`, which the
/// caller owns and frees on failure.
// libpng's chunk writer rather than our own IHDR/IDAT/IEND: measured on the benchmark's cold
// build it costs 0.2% of the CPU (libdeflate 17%), and it keeps libpng's header checks and
// CRCs, so no CRC or chunk code of ours needs its own tests.
static CPNGBridge_Status writeUnderJump(BridgeState *state, const CPNGBridge_WriteInput *input) {
  char *message = state->message;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, state, bridgeError, bridgeWarning);
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
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    return state->failure;
  }

  png_set_write_fn(png, state, bridgeWrite, bridgeFlush);
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
  png_write_info(png, info);
  // One IDAT chunk (at most 2^31 - 1 bytes, which libpng checks): the data is compressed
  // already, and every 32 KB chunk boundary would cost 12 bytes. png_write_end refuses to
  // end a file whose IDAT it did not compress itself, so IEND goes through the chunk
  // writer too.
  png_write_chunk(png, (png_const_bytep) "IDAT", input->imageData, input->imageDataSize);
  png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
  png_destroy_write_struct(&png, &info);
  return CPNGBridge_ok;
}

CPNGBridge_Status CPNGBridge_write(
    const CPNGBridge_WriteInput *input, uint8_t **output, size_t *outputSize,
    char message[CPNGBRIDGE_MESSAGE_SIZE]) {
  if (input == NULL || output == NULL || outputSize == NULL || message == NULL ||
      input->imageData == NULL || input->imageDataSize == 0 || input->width == 0 ||
      input->height == 0) {
    return CPNGBridge_invalidArgument;
  }
  message[0] = '\0';
  *output = NULL;
  *outputSize = 0;

  BridgeState state = {0};
  state.message = message;
  state.failure = CPNGBridge_libpngError;
  // Room for the whole file up front (the data plus the small chunks before it), so the
  // writer copies once and never grows the buffer.
  size_t capacity = input->imageDataSize + 1024;
  state.output = capacity > input->imageDataSize ? malloc(capacity) : NULL;
  state.outputCapacity = state.output != NULL ? capacity : 0;
  CPNGBridge_Status status = writeUnderJump(&state, input);
  if (status != CPNGBridge_ok) {
    free(state.output);
    if (message[0] == '\0') {
      snprintf(message, CPNGBRIDGE_MESSAGE_SIZE, "libpng error");
    }
    return status;
  }
  *output = state.output;
  *outputSize = state.outputSize;
  return CPNGBridge_ok;
}

void CPNGBridge_free(void *pointer) { free(pointer); }

const char *CPNGBridge_libpngVersion(void) { return png_get_libpng_ver(NULL); }
