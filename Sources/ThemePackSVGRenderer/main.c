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

#include <dirent.h>
#include <errno.h>
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
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#define THEMEPACK_SVG_MAGIC 0x56535054u /* "TPSV" */

enum operation { operation_size = 1, operation_render = 2, operation_versions = 3 };

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

static int read_all(int fd, void *buffer, size_t count) {
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

static int write_all(int fd, const void *buffer, size_t count) {
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

// A file in memory (Linux) or an unlinked temporary file: what the child writes its answer
// and its standard error into, read by this program once the child has ended.
static int scratch_file(const char *name) {
#if defined(__linux__)
  int fd = memfd_create(name, 0);
  if (fd >= 0) return fd;
#endif
  FILE *file = tmpfile();
  return file == NULL ? -1 : dup(fileno(file));
}

// One librsvg call, its answer written into `out`. Returns whether it was written.
static int draw(const struct request *request, const uint8_t *bytes, int out) {
  struct answer answer = {THEMEPACK_SVG_MAGIC, status_drawn, 0, 0, 0, 0, 0};
  char message[512] = {0};
  uint8_t *pixels = NULL;
  themepack_svg *svg = themepack_svg_open(bytes, request->count, message, sizeof message);
  if (svg == NULL) {
    answer.status = status_refused;
  } else if (request->operation == operation_size) {
    if (!themepack_svg_size(svg, &answer.width, &answer.height)) answer.width = answer.height = 0;
  } else {
    size_t length = (size_t)request->width * (size_t)request->height * 4;
    pixels = malloc(length);
    if (pixels == NULL) {
      answer.status = status_out_of_memory;
    } else if (!themepack_svg_render(svg, request->width, request->height, pixels, message, sizeof message)) {
      answer.status = status_refused;
    } else {
      answer.pixel_length = length;
    }
  }
  answer.message_length = answer.status == status_refused ? (uint32_t)strlen(message) : 0;
  int written = write_all(out, &answer, sizeof answer) && write_all(out, message, answer.message_length) &&
                (pixels == NULL || answer.pixel_length == 0 || write_all(out, pixels, answer.pixel_length));
  free(pixels);
  if (svg != NULL) themepack_svg_close(svg);
  return written;
}

// The child: limits, then `draw`. Never returns.
static void child(const struct request *request, const uint8_t *bytes, int out, int errors) {
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
  _exit(draw(request, bytes, out) ? 0 : 3);
}

// Copies `length` bytes of `out`, from its start, to standard output.
static int copy_out(int out, off_t length) {
  int copied = lseek(out, 0, SEEK_SET) == 0;
  uint8_t chunk[1 << 16];
  for (off_t left = length; copied && left > 0;) {
    size_t size = left < (off_t)sizeof chunk ? (size_t)left : sizeof chunk;
    copied = read_all(out, chunk, size) && write_all(STDOUT_FILENO, chunk, size);
    left -= (off_t)size;
  }
  return copied;
}

// `--uncaged`, for `make bench` only: the same answers drawn in this process, with no child
// and no limits, so the benchmark can weigh what the cage costs.
static int answer_uncaged(const struct request *request, const uint8_t *bytes) {
  int out = scratch_file("themepack-svg-answer");
  if (out < 0) return 0;
  int answered = draw(request, bytes, out) && copy_out(out, lseek(out, 0, SEEK_END));
  close(out);
  return answered;
}

static double now_seconds(void) {
  struct timespec time;
  clock_gettime(CLOCK_MONOTONIC, &time);
  return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

// Waits for `pid` until `seconds` have passed, then kills it. Returns its wait status and
// sets `timed_out` when it was killed for the deadline.
static int wait_with_deadline(pid_t pid, double seconds, int *timed_out) {
  double deadline = now_seconds() + seconds;
  int status = 0;
  *timed_out = 0;
#if defined(__linux__)
  sigset_t child_ended;
  sigemptyset(&child_ended);
  sigaddset(&child_ended, SIGCHLD);
  for (;;) {
    pid_t ended = waitpid(pid, &status, WNOHANG);
    if (ended == pid) return status;
    double left = deadline - now_seconds();
    if (left <= 0) break;
    struct timespec wait = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9)};
    sigtimedwait(&child_ended, NULL, &wait);
  }
#else
  for (unsigned pause = 50;; pause = pause < 20000 ? pause * 2 : pause) {
    pid_t ended = waitpid(pid, &status, WNOHANG);
    if (ended == pid) return status;
    if (now_seconds() >= deadline) break;
    usleep(pause);
  }
#endif
  kill(pid, SIGKILL);
  waitpid(pid, &status, 0);
  *timed_out = 1;
  return status;
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
  int out = scratch_file("themepack-svg-answer");
  int errors = scratch_file("themepack-svg-errors");
  if (out < 0 || errors < 0) return 0;
  pid_t pid = fork();
  if (pid == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    child(request, bytes, out, errors);
  }
  int timed_out = 0;
  int status = pid < 0 ? 0 : wait_with_deadline(pid, (double)request->milliseconds / 1000.0, &timed_out);
  struct answer answer = {THEMEPACK_SVG_MAGIC, status_exited, 0, 0, 0, 0, 0};
  char message[256] = {0};
  off_t length = lseek(out, 0, SEEK_END);
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
  } else if (WEXITSTATUS(status) != 0 || length < (off_t)sizeof answer) {
    answer.detail = (uint32_t)WEXITSTATUS(status);
  } else {
    // The child's own answer, copied through.
    int copied = copy_out(out, length);
    close(out);
    close(errors);
    return copied;
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
  sigset_t child_ended;
  sigemptyset(&child_ended);
  sigaddset(&child_ended, SIGCHLD);
  sigprocmask(SIG_BLOCK, &child_ended, NULL);
  for (;;) {
    struct request request;
    if (!read_all(STDIN_FILENO, &request, sizeof request)) return 0;
    if (request.magic != THEMEPACK_SVG_MAGIC || request.count > (64u << 20)) return 2;
    uint8_t *bytes = malloc(request.count == 0 ? 1 : request.count);
    if (bytes == NULL || !read_all(STDIN_FILENO, bytes, request.count)) return 2;
    int answered = request.operation == operation_versions ? answer_versions()
                   : uncaged                                  ? answer_uncaged(&request, bytes)
                                                              : answer_request(&request, bytes);
    free(bytes);
    if (!answered) return 2;
  }
}
