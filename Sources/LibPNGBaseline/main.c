// The benchmark's yardstick: the practical limit of libpng + zlib on this machine for
// ThemePack's image job, written as plainly as a C programmer would, on one core.
//
// Reads a job on standard input, one command per line (paths without spaces):
//   D <folder>                      create a folder (like mkdir -p)
//   M <master.png>                  decode a master (once; it stays until the next M)
//   S <width> <height> <keepLeft> <keepRight> <keepTop> <keepBottom>
//                                   resize the master to width x height by area averaging in
//                                   premultiplied linear light (the master itself when the size
//                                   is the same), then keep the first keepLeft and last keepRight
//                                   columns and the first keepTop and last keepBottom rows (the
//                                   caps and centre of a slice; width 0 height 0 ... keeps all)
//   O <out.png> <R> <G> <B>         template-tint the current image (rgb := R,G,B where alpha > 0,
//                                   alpha kept; R = -1: no tint) and write it as an RGBA PNG; an
//                                   untinted image is encoded once per S and its file copied for
//                                   every further theme, as ThemePack does
// Options: --level N (zlib level, default 6) and --filter none|sub|up|average|paeth|all|default
// (libpng row filters, default none: the fastest, and the smallest on flat tinted art;
// `default` leaves the choice to libpng, which for RGBA is all five, chosen per row, with
// zlib's Z_FILTERED strategy: what a program that sets nothing gets).
// Errors go to standard error and give exit status 1.
#include <errno.h>
#include <math.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct {
  unsigned width, height;
  unsigned char *pixels;
} Image;

static float toLinear[256];
static int zlibLevel = 6;
static int filters = PNG_FILTER_NONE;

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
  if (image->pixels == NULL) {
    png_image_free(&info);
    fprintf(stderr, "cannot decode '%s': out of memory\n", path);
    return 0;
  }
  if (!png_image_finish_read(&info, NULL, image->pixels, 0, NULL)) {
    fprintf(stderr, "cannot decode '%s': %s\n", path, info.message);
    free(image->pixels);
    image->pixels = NULL;
    return 0;
  }
  return 1;
}

static unsigned char toSRGB(float linear) {
  float v = linear <= 0.0031308f ? linear * 12.92f : 1.055f * powf(linear, 1.0f / 2.4f) - 0.055f;
  int q = (int)floorf(v * 255.0f + 0.5f);
  return (unsigned char)(q < 0 ? 0 : q > 255 ? 255 : q);
}

// Area-averaging resize in premultiplied linear light, in the direct (not separable) form a
// plain program would use; it runs once per master and scale, not per theme.
static int resize(const Image *source, unsigned width, unsigned height, Image *result) {
  result->width = width;
  result->height = height;
  result->pixels = malloc((size_t)width * height * 4);
  if (result->pixels == NULL) return 0;
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
      unsigned char *out = result->pixels + ((size_t)y * width + x) * 4;
      double a = sum[3] / area;
      out[3] = (unsigned char)floor(a * 255.0 + 0.5);
      for (int c = 0; c < 3; c++) out[c] = out[3] > 0 ? toSRGB((float)(sum[c] / area / a)) : 0;
    }
  }
  return 1;
}

// Keeps the first and last columns and rows of `image` (a slice's caps and centre), in place.
static void keepEdges(Image *image, unsigned left, unsigned right, unsigned top, unsigned bottom) {
  if (left + right >= image->width) left = image->width, right = 0;
  if (top + bottom >= image->height) top = image->height, bottom = 0;
  unsigned width = left + right, height = top + bottom;
  unsigned char *out = image->pixels;
  for (unsigned y = 0; y < image->height; y++) {
    if (y >= top && y < image->height - bottom) continue;
    const unsigned char *row = image->pixels + (size_t)y * image->width * 4;
    memmove(out, row, (size_t)left * 4);
    memmove(out + (size_t)left * 4, row + (size_t)(image->width - right) * 4, (size_t)right * 4);
    out += (size_t)width * 4;
  }
  image->width = width;
  image->height = height;
}

static int writeImage(const char *path, const Image *image) {
  FILE *file = fopen(path, "wb");
  if (file == NULL) {
    fprintf(stderr, "cannot write '%s': %s\n", path, strerror(errno));
    return 0;
  }
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png == NULL ? NULL : png_create_info_struct(png);
  if (info == NULL || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    fprintf(stderr, "cannot encode '%s'\n", path);
    return 0;
  }
  png_init_io(png, file);
  png_set_IHDR(png, info, image->width, image->height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, zlibLevel);
  if (filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_write_info(png, info);
  for (unsigned y = 0; y < image->height; y++) {
    png_write_row(png, image->pixels + (size_t)y * image->width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  if (fclose(file) != 0) {
    fprintf(stderr, "cannot write '%s': %s\n", path, strerror(errno));
    return 0;
  }
  return 1;
}

// Copies the file at `source` to `target` byte for byte.
static int copyFile(const char *source, const char *target) {
  FILE *in = fopen(source, "rb");
  if (in == NULL) {
    fprintf(stderr, "cannot read '%s': %s\n", source, strerror(errno));
    return 0;
  }
  FILE *out = fopen(target, "wb");
  if (out == NULL) {
    fprintf(stderr, "cannot write '%s': %s\n", target, strerror(errno));
    fclose(in);
    return 0;
  }
  char buffer[1 << 16];
  size_t count;
  int ok = 1;
  while ((count = fread(buffer, 1, sizeof buffer, in)) > 0) {
    if (fwrite(buffer, 1, count, out) != count) ok = 0;
  }
  if (ferror(in)) ok = 0;
  fclose(in);
  if (fclose(out) != 0) ok = 0;
  if (!ok) fprintf(stderr, "cannot copy '%s' to '%s'\n", source, target);
  return ok;
}

static int makeFolders(char *path) {
  for (char *p = path + 1; *p; p++) {
    if (*p != '/') continue;
    *p = '\0';
    int failed = mkdir(path, 0755) != 0 && errno != EEXIST;
    *p = '/';
    if (failed) return 0;
  }
  return mkdir(path, 0755) == 0 || errno == EEXIST;
}

static int parseOptions(int argc, char **argv) {
  static const char *names[] = {"none", "sub", "up", "average", "paeth", "all", "default"};
  static const int masks[] = {PNG_FILTER_NONE,  PNG_FILTER_SUB,  PNG_FILTER_UP, PNG_FILTER_AVG,
                              PNG_FILTER_PAETH, PNG_ALL_FILTERS, -1};
  for (int i = 1; i + 1 < argc; i += 2) {
    if (strcmp(argv[i], "--level") == 0 && strlen(argv[i + 1]) == 1 && argv[i + 1][0] >= '0' &&
        argv[i + 1][0] <= '9') {
      zlibLevel = argv[i + 1][0] - '0';
      continue;
    }
    int known = 0;
    for (int f = 0; f < 7 && strcmp(argv[i], "--filter") == 0; f++) {
      if (strcmp(argv[i + 1], names[f]) == 0) filters = masks[f], known = 1;
    }
    if (!known) return 0;
  }
  return argc % 2 == 1;
}

int main(int argc, char **argv) {
  if (!parseOptions(argc, argv)) {
    fprintf(stderr, "usage: LibPNGBaseline [--level 0-9] [--filter none|sub|up|average|paeth|all|default] < job\n");
    return 64;
  }
  for (int i = 0; i < 256; i++) {
    float v = i / 255.0f;
    toLinear[i] = v <= 0.04045f ? v / 12.92f : powf((v + 0.055f) / 1.055f, 2.4f);
  }
  char command[2], path[4096];
  // The file the current image was last written to untinted ("" when not yet).
  char untintedPath[4096] = "";
  Image master = {0, 0, NULL}, current = {0, 0, NULL}, tinted = {0, 0, NULL};
  int status = 0;
  while (status == 0 && scanf("%1s", command) == 1) {
    if (command[0] == 'D' && scanf("%4095s", path) == 1) {
      if (!makeFolders(path)) {
        fprintf(stderr, "cannot create '%s': %s\n", path, strerror(errno));
        status = 1;
      }
    } else if (command[0] == 'M' && scanf("%4095s", path) == 1) {
      if (current.pixels != master.pixels) free(current.pixels);
      free(master.pixels);
      current.pixels = master.pixels = NULL;
      if (!readImage(path, &master)) status = 1;
      current = master;
      untintedPath[0] = '\0';
    } else if (command[0] == 'S') {
      unsigned width, height, left, right, top, bottom;
      if (scanf("%u %u %u %u %u %u", &width, &height, &left, &right, &top, &bottom) != 6 ||
          master.pixels == NULL || width == 0 || height == 0) {
        fprintf(stderr, "bad S line\n");
        status = 1;
        break;
      }
      if (current.pixels != master.pixels) free(current.pixels);
      if (width == master.width && height == master.height) {
        current.width = width;
        current.height = height;
        current.pixels = malloc((size_t)width * height * 4);
        if (current.pixels != NULL) memcpy(current.pixels, master.pixels, (size_t)width * height * 4);
      } else if (!resize(&master, width, height, &current)) {
        current.pixels = NULL;
      }
      if (current.pixels == NULL) {
        fprintf(stderr, "out of memory\n");
        status = 1;
        break;
      }
      keepEdges(&current, left, right, top, bottom);
      untintedPath[0] = '\0';
    } else if (command[0] == 'O') {
      int red, green, blue;
      if (scanf("%4095s %d %d %d", path, &red, &green, &blue) != 4 || current.pixels == NULL) {
        fprintf(stderr, "bad O line\n");
        status = 1;
        break;
      }
      size_t count = (size_t)current.width * current.height;
      if (red < 0) {
        if (untintedPath[0] != '\0') {
          if (!copyFile(untintedPath, path)) status = 1;
        } else if (writeImage(path, &current)) {
          strcpy(untintedPath, path);
        } else {
          status = 1;
        }
        continue;
      }
      tinted.width = current.width;
      tinted.height = current.height;
      tinted.pixels = malloc(count * 4);
      if (tinted.pixels == NULL) {
        fprintf(stderr, "out of memory\n");
        status = 1;
        break;
      }
      for (size_t p = 0; p < count; p++) {
        unsigned char a = current.pixels[p * 4 + 3];
        tinted.pixels[p * 4] = a ? (unsigned char)red : 0;
        tinted.pixels[p * 4 + 1] = a ? (unsigned char)green : 0;
        tinted.pixels[p * 4 + 2] = a ? (unsigned char)blue : 0;
        tinted.pixels[p * 4 + 3] = a;
      }
      if (!writeImage(path, &tinted)) status = 1;
      free(tinted.pixels);
      tinted.pixels = NULL;
    } else {
      fprintf(stderr, "bad command '%s'\n", command);
      status = 1;
    }
  }
  if (current.pixels != master.pixels) free(current.pixels);
  free(master.pixels);
  return status;
}
