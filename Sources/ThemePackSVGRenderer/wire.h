// The wire of themepack-svg (main.c): the request and answer layouts and the reads and writes
// of whole buffers, shared by the helper and its children.
#ifndef THEMEPACK_SVG_WIRE_H
#define THEMEPACK_SVG_WIRE_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define THEMEPACK_SVG_MAGIC 0x56535054u /* "TPSV" */

// `operation_render` draws `width` sizes of one document, each an `int32_t` width and height
// after the document's bytes, and answers once per size (stopping after a size it cannot draw):
// one child, one parse, for every scale a master is drawn at.
// `operation_size_scales` answers the size, then draws the iOS scales (1, 2 and 3: round(size
// × scale) px, as ThemePack sizes a rendering) when they hold at most `width` pixels in all, in
// the same child: one parse for the lint's size and the build's renderings. The helper forwards
// the size's answer with `detail` set to the number of drawn answers after it (those before the
// first that failed, or the child's end or the time given to them: a scale not forwarded is
// drawn again when asked for).
enum operation { operation_size = 1, operation_render = 2, operation_versions = 3, operation_size_scales = 4 };

enum status {
  status_drawn = 0,          // width and height (size), or pixels (render)
  status_refused = 1,        // librsvg's own message
  status_signal = 2,         // detail: the signal that ended the child
  status_timed_out = 3,      // the wall-clock deadline passed
  status_cpu = 4,            // the CPU-time limit passed (SIGXCPU)
  status_out_of_memory = 5,  // an allocation the address-space limit refused
  status_exited = 6,         // detail: an unexpected exit status
};

struct request {
  uint32_t magic;
  uint32_t operation;
  int32_t width;
  int32_t height;
  uint64_t memory_bytes;
  uint32_t milliseconds;
  uint32_t count;
};

struct answer {
  uint32_t magic;
  uint32_t status;
  double width;
  double height;
  uint32_t detail;
  uint32_t message_length;
  uint64_t pixel_length;
};

// Reads exactly `count` bytes; 0 at the end of the input or on an error.
int read_all(int fd, void *buffer, size_t count);
// Writes all `count` bytes; 0 on an error.
int write_all(int fd, const void *buffer, size_t count);
// A file in memory (Linux) or an unlinked temporary file, or -1.
int scratch_file(const char *name);
// Writes one answer (its header, message and pixels) into `out`.
int write_answer(int out, const struct answer *answer, const char *message, const uint8_t *pixels);
// Copies `length` bytes of `out`, from its start, to standard output.
int copy_out(int out, off_t length);
// Copies the bytes of `out` from offset `from` up to `to` to standard output.
int copy_range(int out, off_t from, off_t to);

#endif
