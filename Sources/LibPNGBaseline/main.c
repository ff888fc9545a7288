// The benchmark's yardstick: the practical limit of libpng + zlib on this machine for
// ThemePack's image job, written as plainly as a C programmer would.
//
// Reads a job list on standard input, one line per output file:
//   <master.png> <out.png> <width> <height> <R> <G> <B>
// For each line it decodes the master (cached while consecutive lines share it), resizes
// it by area averaging in premultiplied linear light when the size differs, tints it
// with the template mode (rgb := tint, alpha kept), and writes an RGBA PNG with zlib
// level 6 and filter NONE. Errors go to standard error and give exit status 1.
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  unsigned width, height;
  unsigned char *pixels;
} Image;

static int readImage(const char *path, Image *image) {
  png_image info;
  memset(&info, 0, sizeof info);
  info.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&info, path)) {
    fprintf(stderr, "cannot decode '%s': %s\n", path, info.message);
    return 0;
  }
  info.format = PNG_FORMAT_RGBA;
  image->width = info.width;
  image->height = info.height;
  image->pixels = malloc(PNG_IMAGE_SIZE(info));
  if (image->pixels == NULL || !png_image_finish_read(&info, NULL, image->pixels, 0, NULL)) {
    fprintf(stderr, "cannot decode '%s': %s\n", path, info.message);
    free(image->pixels);
    return 0;
  }
  return 1;
}

static float toLinear[256];

static unsigned char toSRGB(float linear) {
  float v = linear <= 0.0031308f ? linear * 12.92f : 1.055f * powf(linear, 1.0f / 2.4f) - 0.055f;
  int q = (int)floorf(v * 255.0f + 0.5f);
  return (unsigned char)(q < 0 ? 0 : q > 255 ? 255 : q);
}

// Area-averaging resize in premultiplied linear light (separable would be faster; this
// is the direct form, which is what a plain program does).
static Image resize(const Image *source, unsigned width, unsigned height) {
  Image result = {width, height, malloc((size_t)width * height * 4)};
  double sx = (double)source->width / width, sy = (double)source->height / height;
  for (unsigned y = 0; y < height; y++) {
    double y0 = y * sy, y1 = y0 + sy;
    for (unsigned x = 0; x < width; x++) {
      double x0 = x * sx, x1 = x0 + sx;
      double sum[4] = {0, 0, 0, 0}, area = 0;
      for (unsigned py = (unsigned)y0; py < (unsigned)ceil(y1) && py < source->height; py++) {
        double wy = fmin(y1, py + 1.0) - fmax(y0, py);
        for (unsigned px = (unsigned)x0; px < (unsigned)ceil(x1) && px < source->width; px++) {
          double w = wy * (fmin(x1, px + 1.0) - fmax(x0, px));
          const unsigned char *p = source->pixels + ((size_t)py * source->width + px) * 4;
          double a = p[3] / 255.0;
          sum[0] += w * toLinear[p[0]] * a;
          sum[1] += w * toLinear[p[1]] * a;
          sum[2] += w * toLinear[p[2]] * a;
          sum[3] += w * a;
          area += w;
        }
      }
      unsigned char *out = result.pixels + ((size_t)y * width + x) * 4;
      double a = sum[3] / area;
      out[3] = (unsigned char)floor(a * 255.0 + 0.5);
      for (int c = 0; c < 3; c++) out[c] = a > 0 ? toSRGB((float)(sum[c] / area / a)) : 0;
    }
  }
  return result;
}

static int writeImage(const char *path, const Image *image) {
  FILE *file = fopen(path, "wb");
  if (file == NULL) {
    fprintf(stderr, "cannot write '%s'\n", path);
    return 0;
  }
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    fprintf(stderr, "cannot encode '%s'\n", path);
    return 0;
  }
  png_init_io(png, file);
  png_set_IHDR(png, info, image->width, image->height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, 6);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_write_info(png, info);
  for (unsigned y = 0; y < image->height; y++) {
    png_write_row(png, image->pixels + (size_t)y * image->width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  fclose(file);
  return 1;
}

int main(void) {
  for (int i = 0; i < 256; i++) {
    float v = i / 255.0f;
    toLinear[i] = v <= 0.04045f ? v / 12.92f : powf((v + 0.055f) / 1.055f, 2.4f);
  }
  char master[4096], output[4096], cached[4096] = "";
  unsigned width, height, red, green, blue;
  Image source = {0, 0, NULL};
  while (scanf("%4095s %4095s %u %u %u %u %u", master, output, &width, &height, &red, &green, &blue) == 7) {
    if (strcmp(master, cached) != 0) {
      free(source.pixels);
      source.pixels = NULL;
      if (!readImage(master, &source)) return 1;
      strcpy(cached, master);
    }
    Image scaled = source;
    if (width != source.width || height != source.height) scaled = resize(&source, width, height);
    Image tinted = {width, height, malloc((size_t)width * height * 4)};
    for (size_t p = 0; p < (size_t)width * height; p++) {
      unsigned char a = scaled.pixels[p * 4 + 3];
      tinted.pixels[p * 4] = a ? (unsigned char)red : 0;
      tinted.pixels[p * 4 + 1] = a ? (unsigned char)green : 0;
      tinted.pixels[p * 4 + 2] = a ? (unsigned char)blue : 0;
      tinted.pixels[p * 4 + 3] = a;
    }
    int ok = writeImage(output, &tinted);
    free(tinted.pixels);
    if (scaled.pixels != source.pixels) free(scaled.pixels);
    if (!ok) return 1;
  }
  free(source.pixels);
  return 0;
}
