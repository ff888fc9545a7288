// The wire of themepack-svg: see wire.h.
#if defined(__linux__)
#define _GNU_SOURCE  // memfd_create
#endif
#include "wire.h"

#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

int read_all(int fd, void *buffer, size_t count) {
  uint8_t *bytes = buffer;
  while (count > 0) {
    ssize_t got = read(fd, bytes, count);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return 0;
    bytes += got;
    count -= (size_t)got;
  }
  return 1;
}

int write_all(int fd, const void *buffer, size_t count) {
  const uint8_t *bytes = buffer;
  while (count > 0) {
    ssize_t put = write(fd, bytes, count);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) return 0;
    bytes += put;
    count -= (size_t)put;
  }
  return 1;
}

// What the child writes its answer and its standard error into, read by the helper once the
// child has ended.
int scratch_file(const char *name) {
#if defined(__linux__)
  int fd = memfd_create(name, 0);
  if (fd >= 0) return fd;
#endif
  FILE *file = tmpfile();
  return file == NULL ? -1 : dup(fileno(file));
}

int write_answer(int out, const struct answer *answer, const char *message, const uint8_t *pixels) {
  return write_all(out, answer, sizeof *answer) && write_all(out, message, answer->message_length) &&
         (answer->pixel_length == 0 || write_all(out, pixels, answer->pixel_length));
}

int copy_out(int out, off_t length) {
  int copied = lseek(out, 0, SEEK_SET) == 0;
  uint8_t chunk[1 << 16];
  for (off_t left = length; copied && left > 0;) {
    size_t size = left < (off_t)sizeof chunk ? (size_t)left : sizeof chunk;
    copied = read_all(out, chunk, size) && write_all(STDOUT_FILENO, chunk, size);
    left -= (off_t)size;
  }
  return copied;
}

int copy_range(int out, off_t from, off_t to) {
  uint8_t chunk[1 << 16];
  for (off_t at = from; at < to;) {
    size_t size = to - at < (off_t)sizeof chunk ? (size_t)(to - at) : sizeof chunk;
    ssize_t got = pread(out, chunk, size, at);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0 || !write_all(STDOUT_FILENO, chunk, (size_t)got)) return 0;
    at += got;
  }
  return 1;
}
