// themepack-svg: the cage in which ThemePack draws SVG masters (docs/project-format.md,
// "Vector masters"). `themepack` never loads librsvg itself: it starts this program with a
// socket as its standard input and output and sends it one request at a time. For each
// request this program forks a child that sets its own address-space and CPU limits, opens
// the document with librsvg and answers; a crash, a signal, a deadline or an allocation that
// the limit refuses ends that child only, and the answer says which. The waiting program
// itself never parses a document, so it outlives every hostile file.
//
// A request: `struct request` and `count` bytes of SVG. An answer: `struct answer`, then
// `message_length` bytes of text, then `pixel_length` bytes of straight-alpha RGBA.
// Both are in this machine's byte order: the two ends are always on one machine.
#if defined(__linux__)
#define _GNU_SOURCE  // memfd_create
#endif
#include "CVectorBridge.h"
#include "wire.h"

#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
#include <poll.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

// `svg` drawn at `width` × `height`, its answer written into `out`. Returns 1 when drawn and
// written, 0 when refused (and written), -1 when it could not be written.
static int draw_size(themepack_svg *svg, int32_t width, int32_t height, int out) {
  struct answer answer = {THEMEPACK_SVG_MAGIC, status_drawn, 0, 0, 0, 0, 0};
  char message[512] = {0};
  size_t length = (size_t)(width > 0 ? width : 0) * (size_t)(height > 0 ? height : 0) * 4;
  uint8_t *pixels = length == 0 ? NULL : malloc(length);
  if (pixels == NULL) {
    answer.status = length == 0 ? status_refused : status_out_of_memory;
    snprintf(message, sizeof message, "%s", length == 0 ? "no pixels asked" : "");
  } else if (!themepack_svg_render(svg, width, height, pixels, message, sizeof message)) {
    answer.status = status_refused;
  } else {
    answer.pixel_length = length;
    answer.width = width;
    answer.height = height;
  }
  answer.message_length = answer.status == status_refused ? (uint32_t)strlen(message) : 0;
  int written = write_answer(out, &answer, message, pixels);
  free(pixels);
  return !written ? -1 : answer.status == status_drawn;
}

// The iOS scales of a document `width` × `height` units drawn into `out`, when they hold at
// most `budget` pixels in all (`operation_size_scales`); stops at the first it cannot draw.
static void draw_scales(themepack_svg *svg, double width, double height, int32_t budget, int out) {
  int32_t sizes[3][2];
  double total = 0;
  for (int scale = 1; scale <= 3; scale++) {
    double pixels_wide = round(width * scale), pixels_high = round(height * scale);
    if (!(pixels_wide <= 8192 && pixels_high <= 8192)) return;
    sizes[scale - 1][0] = pixels_wide < 1 ? 1 : (int32_t)pixels_wide;
    sizes[scale - 1][1] = pixels_high < 1 ? 1 : (int32_t)pixels_high;
    total += (double)sizes[scale - 1][0] * sizes[scale - 1][1];
  }
  if (total > budget) return;
  for (int index = 0; index < 3; index++) {
    if (draw_size(svg, sizes[index][0], sizes[index][1], out) != 1) return;
  }
}

// The request answered into `out`: the size, or each size drawn. With `operation_size_scales`,
// a byte on `ready` (unless -1) once the size's answer is written, before the scales are
// drawn. Returns whether it was written.
static int draw(const struct request *request, const uint8_t *bytes, int out, int ready) {
  struct answer answer = {THEMEPACK_SVG_MAGIC, status_drawn, 0, 0, 0, 0, 0};
  char message[512] = {0};
  themepack_svg *svg = themepack_svg_open(bytes, request->count, message, sizeof message);
  if (svg == NULL) {
    answer.status = status_refused;
    answer.message_length = (uint32_t)strlen(message);
    return write_answer(out, &answer, message, NULL);
  }
  int written = 1;
  if (request->operation == operation_size || request->operation == operation_size_scales) {
    if (!themepack_svg_size(svg, &answer.width, &answer.height)) answer.width = answer.height = 0;
    written = write_answer(out, &answer, message, NULL);
    if (written && request->operation == operation_size_scales) {
      uint8_t byte = 1;
      written = ready < 0 || write(ready, &byte, 1) == 1;
      if (written && answer.width > 0 && answer.height > 0) {
        draw_scales(svg, answer.width, answer.height, request->width, out);
      }
    }
  } else {
    const uint8_t *sizes = bytes + request->count;
    for (int32_t index = 0; index < request->width; index++) {
      int32_t size[2];
      memcpy(size, sizes + (size_t)index * 8, 8);
      int drawn = draw_size(svg, size[0], size[1], out);
      if (drawn != 1) {
        written = drawn == 0;
        break;
      }
    }
  }
  themepack_svg_close(svg);
  return written;
}

// The child: limits, then `draw`; a byte on `done` once its answer is complete. Never returns.
static void child(const struct request *request, const uint8_t *bytes, int out, int errors, int done) {
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  dup2(errors, STDERR_FILENO);
#if defined(__GLIBC__)
  // One malloc arena: each thread's arena reserves 64 MiB of address space, which the limit
  // below would count against a drawing.
  mallopt(M_ARENA_MAX, 1);
#endif
  struct rlimit memory = {(rlim_t)request->memory_bytes, (rlim_t)request->memory_bytes};
  setrlimit(RLIMIT_AS, &memory);
  rlim_t seconds = (rlim_t)(request->milliseconds + 999) / 1000;
  struct rlimit cpu = {seconds, seconds + 1};
  setrlimit(RLIMIT_CPU, &cpu);
  if (!draw(request, bytes, out, done)) _exit(3);
  uint8_t byte = 1;
  if (write(done, &byte, 1) != 1) _exit(3);
  _exit(0);
}

// Forwards the answers of an `operation_size_scales` child in `out`: the size's answer with
// `detail` set to the number of complete drawn answers after it (at most 3), then those. Reads
// what the child wrote as the untrusted bytes they are: every length checked against the file.
static int forward_size_scales(int out) {
  off_t length = lseek(out, 0, SEEK_END);
  struct answer size;
  if (length < (off_t)sizeof size || pread(out, &size, sizeof size, 0) != (ssize_t)sizeof size) return 0;
  if (size.magic != THEMEPACK_SVG_MAGIC || size.message_length > 4096 || size.pixel_length != 0) return 0;
  off_t end = (off_t)sizeof size + size.message_length;
  if (end > length) return 0;
  uint32_t count = 0;
  while (size.status == status_drawn && count < 3 && end + (off_t)sizeof(struct answer) <= length) {
    struct answer next;
    if (pread(out, &next, sizeof next, end) != (ssize_t)sizeof next) break;
    if (next.magic != THEMEPACK_SVG_MAGIC || next.status != status_drawn || next.message_length > 4096 ||
        next.pixel_length > (uint64_t)length)
      break;
    off_t after = end + (off_t)sizeof next + (off_t)next.message_length + (off_t)next.pixel_length;
    if (after > length) break;
    end = after;
    count++;
  }
  size.detail = count;
  return write_all(STDOUT_FILENO, &size, sizeof size) && copy_range(out, (off_t)sizeof size, end);
}

// `--uncaged`, for `make bench` only: the same answers drawn in this process, with no child
// and no limits, so the benchmark can weigh what the cage costs.
static int answer_uncaged(const struct request *request, const uint8_t *bytes) {
  int out = scratch_file("themepack-svg-answer");
  if (out < 0) return 0;
  int answered = draw(request, bytes, out, -1) && (request->operation == operation_size_scales
                                                       ? forward_size_scales(out)
                                                       : copy_out(out, lseek(out, 0, SEEK_END)));
  close(out);
  return answered;
}

static double now_seconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

// Waits until the child says on `done` that its answer is complete, or ends, or `seconds`
// pass (then it is killed). Returns 1 when the answer is complete: the child is then left to
// end by itself and reaped later (`reap_ended`), so its exit (unmapping librsvg, a
// millisecond) costs no request time. Otherwise returns 0 with its wait status, and sets
// `timed_out` when it was killed for the deadline.
static int wait_for_answer(pid_t pid, int done, double seconds, int *status, int *timed_out) {
  double deadline = now_seconds() + seconds;
  *timed_out = 0;
  for (;;) {
    double left = deadline - now_seconds();
    if (left <= 0) {
      kill(pid, SIGKILL);
      *timed_out = 1;
      break;
    }
    struct pollfd ready = {done, POLLIN, 0};
    int count = poll(&ready, 1, left > 1000000 ? 1000000000 : (int)(left * 1000) + 1);
    if (count < 0 && errno == EINTR) continue;
    if (count <= 0) continue;
    uint8_t byte = 0;
    ssize_t got = read(done, &byte, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got == 1) return 1;
    break;  // the end of the pipe: the child ended without saying its answer is complete
  }
  while (waitpid(pid, status, 0) < 0 && errno == EINTR) {
  }
  return 0;
}

// Reaps the children that ended after their answers.
static void reap_ended(void) {
  int status = 0;
  while (waitpid(-1, &status, WNOHANG) > 0) {
  }
}

// Whether the child's standard error says an allocation failed (Rust's "memory allocation of
// N bytes failed", glib's "failed to allocate", cairo's "out of memory").
static int said_out_of_memory(int errors) {
  char text[4096] = {0};
  ssize_t got = pread(errors, text, sizeof text - 1, 0);
  if (got <= 0) return 0;
  return strstr(text, "memory allocation of") != NULL || strstr(text, "failed to allocate") != NULL ||
         strstr(text, "out of memory") != NULL || strstr(text, "Cannot allocate memory") != NULL;
}

// The line of the child's standard error that says where librsvg panicked, if one does.
static void panic_line(int errors, char *line, size_t capacity) {
  char text[4096] = {0};
  ssize_t got = pread(errors, text, sizeof text - 1, 0);
  char *start = got > 0 ? strstr(text, "panicked at") : NULL;
  if (start == NULL) return;
  size_t length = strcspn(start, "\n");
  snprintf(line, capacity, "%.*s", (int)length, start);
}

// Copies the child's answer to standard output, or writes one saying how the child ended.
static int answer_request(const struct request *request, const uint8_t *bytes) {
  reap_ended();
  int out = scratch_file("themepack-svg-answer");
  int errors = scratch_file("themepack-svg-errors");
  int done[2] = {-1, -1};
  if (out < 0 || errors < 0 || pipe(done) != 0) return 0;
  pid_t pid = fork();
  if (pid == 0) {
    close(done[0]);
    child(request, bytes, out, errors, done[1]);
  }
  close(done[1]);
  int timed_out = 0;
  int status = 0;
  double started = now_seconds();
  int complete =
      pid > 0 && wait_for_answer(pid, done[0], (double)request->milliseconds / 1000.0, &status, &timed_out);
  if (complete && request->operation == operation_size_scales) {
    // The size is answered; the scales get what is left of the deadline, at most two seconds
    // (a document slow to draw is drawn, and refused, when asked for).
    double left = (double)request->milliseconds / 1000.0 - (now_seconds() - started);
    int scales_status = 0, scales_timed_out = 0;
    wait_for_answer(pid, done[0], left < 0 ? 0 : left > 2 ? 2 : left, &scales_status, &scales_timed_out);
  }
  close(done[0]);
  if (complete) {
    int copied = request->operation == operation_size_scales ? forward_size_scales(out)
                                                             : copy_out(out, lseek(out, 0, SEEK_END));
    close(out);
    close(errors);
    return copied;
  }
  struct answer answer = {THEMEPACK_SVG_MAGIC, status_exited, 0, 0, 0, 0, 0};
  char message[256] = {0};
  if (pid < 0) {
    answer.detail = 255;
  } else if (timed_out) {
    answer.status = status_timed_out;
  } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) {
    answer.status = status_cpu;
  } else if (said_out_of_memory(errors)) {
    answer.status = status_out_of_memory;
  } else if (WIFSIGNALED(status)) {
    answer.status = status_signal;
    answer.detail = (uint32_t)WTERMSIG(status);
    panic_line(errors, message, sizeof message);
    answer.message_length = (uint32_t)strlen(message);
  } else {
    answer.detail = (uint32_t)WEXITSTATUS(status);
  }
  close(out);
  close(errors);
  return write_all(STDOUT_FILENO, &answer, sizeof answer) && write_all(STDOUT_FILENO, message, answer.message_length);
}

static int answer_versions(void) {
  char text[128] = {0};
  themepack_svg_renderer_versions(text, sizeof text);
  struct answer answer = {THEMEPACK_SVG_MAGIC, status_drawn, 0, 0, 0, (uint32_t)strlen(text), 0};
  return write_all(STDOUT_FILENO, &answer, sizeof answer) && write_all(STDOUT_FILENO, text, strlen(text));
}

/* Closes every descriptor above standard error this process was started with. The helper
   outlives the call that started it, and posix_spawn hands it every descriptor its parent had
   open without close-on-exec: a pipe another thread of the parent opened for a child of its
   own (Foundation's pipes are such) would never reach its end of file while the helper held
   it, and the parent's read of it would wait for ever. /dev/fd lists them on Linux and macOS. */
static void close_inherited_descriptors(void) {
  DIR *folder = opendir("/dev/fd");
  if (folder == NULL) return;
  int own = dirfd(folder);
  int found[1024];
  size_t count = 0;
  struct dirent *entry;
  while ((entry = readdir(folder)) != NULL && count < sizeof found / sizeof found[0]) {
    char *end = NULL;
    long value = strtol(entry->d_name, &end, 10);
    if (end != entry->d_name && *end == '\0' && value > STDERR_FILENO && value != own) found[count++] = (int)value;
  }
  closedir(folder);
  for (size_t index = 0; index < count; index++) close(found[index]);
}

#if defined(__linux__)
/* Draws a constant document of our own once, in this process, before any request: librsvg,
   glib, cairo and the dynamic linker set up their state (types registered, symbols bound,
   caches made) on first use, and a child forked from a process that never used them would
   pay for that set-up on every request. Forked after it, each child inherits the state
   ready; every document a request brings is still drawn only in a child, under its limits. */
static void warm_up(void) {
  static const char document[] =
      "<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4' viewBox='0 0 4 4'>"
      "<g opacity='0.5'><path d='M0 0 L4 0 L4 4 Z' fill='#000' stroke='#fff' stroke-width='1'/></g>"
      "<circle cx='2' cy='2' r='1' fill='#f00' fill-opacity='0.5'/></svg>";
  char message[256] = {0};
  themepack_svg *svg = themepack_svg_open((const uint8_t *)document, sizeof document - 1, message, sizeof message);
  if (svg == NULL) return;
  double width = 0, height = 0;
  uint8_t pixels[4 * 4 * 4];
  if (themepack_svg_size(svg, &width, &height)) themepack_svg_render(svg, 4, 4, pixels, message, sizeof message);
  themepack_svg_close(svg);
}
#endif

int main(int argc, char **argv) {
  close_inherited_descriptors();
  if (argc > 1 && strcmp(argv[1], "--version") == 0) {
    char text[128] = {0};
    themepack_svg_renderer_versions(text, sizeof text);
    printf("%s\n", text);
    return 0;
  }
  int uncaged = argc > 1 && strcmp(argv[1], "--uncaged") == 0;
  signal(SIGPIPE, SIG_IGN);
#if defined(__linux__)
  warm_up();
#else
  /* No warm-up on Apple platforms: a process that has used CoreFoundation (which Homebrew's
     cairo and pango may reach while drawing) must not use it again in a child forked without
     exec, so the parent draws nothing and each child sets up librsvg itself (slower, safe). */
#endif
  for (;;) {
    struct request request;
    if (!read_all(STDIN_FILENO, &request, sizeof request)) return 0;
    if (request.magic != THEMEPACK_SVG_MAGIC || request.count > (64u << 20)) return 2;
    size_t sizes = request.operation == operation_render ? (size_t)request.width * 8 : 0;
    if (request.operation == operation_render && (request.width < 1 || request.width > 16)) return 2;
    uint8_t *bytes = malloc(request.count + sizes + 1);
    if (bytes == NULL || !read_all(STDIN_FILENO, bytes, request.count + sizes)) return 2;
    // A size has a child too: librsvg 2.54 panics while parsing some filters
    // (feConvolveMatrix of order 21).
    int answered = request.operation == operation_versions ? answer_versions()
                   : uncaged                                  ? answer_uncaged(&request, bytes)
                                                              : answer_request(&request, bytes);
    free(bytes);
    if (!answered) return 2;
  }
}
