// The encoder on its own, and libdeflate against zlib, on the benchmark's real payloads
// (`make bench`; bench.py compiles this with `cc -O2 ... -lz -ldeflate`).
//
// Reads the PNG files named on standard input (one path a line: bench.py passes each
// distinct file of ThemePack's cold build once), inflates each file's IDAT (untimed) to
// the filtered rows ThemePack chose, then compresses all of them again, timed by CPU
// time: with zlib at level 7 and the strategy libpng used to pick (filtered when a row
// is filtered, else default; memLevel 9, as ThemePack's zlib encoder did), and with
// libdeflate at levels 6, 7 and 9. Prints one JSON object: pixels, raw bytes, and per
// compressor the output bytes and CPU seconds.
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

typedef struct {
  uint8_t *data;
  size_t size;
  int filtered;
} Payload;

static double cpuSeconds(void) {
  struct timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec * 1e-9;
}

static uint32_t bigEndian(const uint8_t *bytes) {
  return (uint32_t)bytes[0] << 24 | (uint32_t)bytes[1] << 16 | (uint32_t)bytes[2] << 8 | bytes[3];
}

/// The inflated IDAT of the PNG file at `path`, and its pixel count; 0 on any problem.
static int load(const char *path, Payload *payload, uint64_t *pixels) {
  FILE *file = fopen(path, "rb");
  if (file == NULL) return 0;
  fseek(file, 0, SEEK_END);
  long length = ftell(file);
  fseek(file, 0, SEEK_SET);
  uint8_t *bytes = malloc((size_t)length);
  size_t got = bytes ? fread(bytes, 1, (size_t)length, file) : 0;
  fclose(file);
  if (got != (size_t)length || length < 33) { free(bytes); return 0; }
  uint32_t width = bigEndian(bytes + 16), height = bigEndian(bytes + 20);
  int depth = bytes[24], colorType = bytes[25];
  int channels = colorType == 2 ? 3 : colorType == 4 ? 2 : colorType == 6 ? 4 : 1;
  size_t rowBytes = ((size_t)width * channels * depth + 7) / 8;
  uint8_t *idat = malloc((size_t)length);
  size_t idatSize = 0;
  for (size_t offset = 8; offset + 12 <= (size_t)length;) {
    uint32_t chunk = bigEndian(bytes + offset);
    if (offset + 12 + chunk > (size_t)length) break;
    if (memcmp(bytes + offset + 4, "IDAT", 4) == 0) {
      memcpy(idat + idatSize, bytes + offset + 8, chunk);
      idatSize += chunk;
    }
    offset += 12 + chunk;
  }
  free(bytes);
  uLongf size = (uLongf)((rowBytes + 1) * height);
  payload->data = malloc(size);
  if (uncompress(payload->data, &size, idat, idatSize) != Z_OK) {
    free(idat);
    free(payload->data);
    return 0;
  }
  free(idat);
  payload->size = size;
  payload->filtered = 0;
  for (uint32_t y = 0; y < height; y++) payload->filtered |= payload->data[y * (rowBytes + 1)] != 0;
  *pixels = (uint64_t)width * height;
  return 1;
}

int main(void) {
  size_t count = 0, capacity = 1024;
  Payload *payloads = malloc(capacity * sizeof *payloads);
  uint64_t pixels = 0, raw = 0, maxSize = 0;
  char path[4096];
  while (fgets(path, sizeof path, stdin)) {
    path[strcspn(path, "\n")] = 0;
    uint64_t filePixels;
    if (count == capacity) payloads = realloc(payloads, (capacity *= 2) * sizeof *payloads);
    if (!load(path, &payloads[count], &filePixels)) {
      fprintf(stderr, "encoder-bench: cannot read '%s'\n", path);
      return 1;
    }
    pixels += filePixels;
    raw += payloads[count].size;
    if (payloads[count].size > maxSize) maxSize = payloads[count].size;
    count++;
  }
  size_t outputCapacity = maxSize + maxSize / 8 + 4096;
  uint8_t *output = malloc(outputCapacity);

  uint64_t zlibBytes = 0;
  double start = cpuSeconds();
  for (size_t i = 0; i < count; i++) {
    z_stream stream = {0};
    deflateInit2(&stream, 7, Z_DEFLATED, 15, 9, payloads[i].filtered ? Z_FILTERED : Z_DEFAULT_STRATEGY);
    stream.next_in = payloads[i].data;
    stream.avail_in = (uInt)payloads[i].size;
    stream.next_out = output;
    stream.avail_out = (uInt)outputCapacity;
    deflate(&stream, Z_FINISH);
    zlibBytes += stream.total_out;
    deflateEnd(&stream);
  }
  double zlibSeconds = cpuSeconds() - start;

  printf("{\"files\": %zu, \"pixels\": %llu, \"rawBytes\": %llu, \"zlib7\": {\"bytes\": %llu, \"cpu\": %.3f}",
         count, (unsigned long long)pixels, (unsigned long long)raw, (unsigned long long)zlibBytes,
         zlibSeconds);
  int levels[] = {6, 7, 9};
  for (int l = 0; l < 3; l++) {
    uint64_t bytes = 0;
    start = cpuSeconds();
    for (size_t i = 0; i < count; i++) {
      // A compressor per image, as the encoder allocates one per call.
      struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(levels[l]);
      bytes += libdeflate_zlib_compress(compressor, payloads[i].data, payloads[i].size, output, outputCapacity);
      libdeflate_free_compressor(compressor);
    }
    printf(", \"libdeflate%d\": {\"bytes\": %llu, \"cpu\": %.3f}", levels[l], (unsigned long long)bytes,
           cpuSeconds() - start);
  }
  printf("}\n");
  return 0;
}
