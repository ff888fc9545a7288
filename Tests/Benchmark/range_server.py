#!/usr/bin/env python3
"""A static file server on 127.0.0.1 that answers HTTP `Range` honestly (`make bench`).

Why it exists: Python's `http.server` ignores `Range` (it answers every request 200 with the
whole file), so an update bench served by it would measure full downloads however clever the
client is. This subclass honours one range per request, as a static host or CDN does:

  Range: bytes=a-b | a- | -n    206, `Content-Range: bytes a-b/size`, exactly those bytes
  unsatisfiable (a >= size)     416, `Content-Range: bytes */size`
  several ranges, bad syntax    ignored: 200 with the whole file (RFC 9110 allows it)
  If-Range not the ETag         200 with the whole file (the file changed)

Every file answer carries `Accept-Ranges: bytes` and a strong `ETag` made of the file's size
and modification time. Folders and missing files are left to `http.server`.

Used by update_bench.py as a module (`RangeServer(folder)`); run alone
(`range_server.py FOLDER`) it prints `serving http://127.0.0.1:PORT` and serves until killed,
which is how BenchmarkRangeServerTests checks it. Python 3 standard library only.
"""

import http.server
import os
import re
import shutil
import signal
import socketserver
import sys
import threading

RANGE = re.compile(r"^bytes=(\d*)-(\d*)$")


def parse_range(header, size):
    """The inclusive (first, last) bytes `header` asks of a file of `size` bytes; None to answer
    the whole file (no header, several ranges, bad syntax); "unsatisfiable" for a 416."""
    if header is None:
        return None
    match = RANGE.match(header.strip())
    if not match or (match.group(1) == "" and match.group(2) == ""):
        return None
    first_text, last_text = match.groups()
    if first_text == "":
        suffix = int(last_text)
        if suffix == 0 or size == 0:
            return "unsatisfiable"
        return (max(0, size - suffix), size - 1)
    first = int(first_text)
    last = int(last_text) if last_text else size - 1
    if last_text and last < first:
        return None
    if first >= size:
        return "unsatisfiable"
    return (first, min(last, size - 1))


class RangeRequestHandler(http.server.SimpleHTTPRequestHandler):
    """`SimpleHTTPRequestHandler` that answers one `bytes=` range of a file with 206."""

    protocol_version = "HTTP/1.1"
    part = None

    def log_message(self, *args):
        pass

    def send_head(self):
        self.part = None
        path = self.translate_path(self.path)
        if not os.path.isfile(path):
            return super().send_head()
        try:
            file = open(path, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        status = os.fstat(file.fileno())
        size = status.st_size
        etag = f'"{size:x}-{status.st_mtime_ns:x}"'
        wanted = parse_range(self.headers.get("Range"), size)
        if_range = self.headers.get("If-Range")
        if if_range is not None and if_range.strip() != etag:
            wanted = None
        if wanted == "unsatisfiable":
            file.close()
            self.send_response(416)
            self.send_header("Content-Range", f"bytes */{size}")
            self.send_header("Content-Length", "0")
            self.send_header("ETag", etag)
            self.end_headers()
            return None
        if wanted is None:
            self.send_response(200)
            self.send_header("Content-Length", str(size))
        else:
            first, last = wanted
            self.part = (first, last - first + 1)
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {first}-{last}/{size}")
            self.send_header("Content-Length", str(last - first + 1))
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Accept-Ranges", "bytes")
        self.send_header("ETag", etag)
        self.send_header("Last-Modified", self.date_time_string(int(status.st_mtime)))
        self.end_headers()
        return file

    def copyfile(self, source, outputfile):
        if self.part is None:
            return shutil.copyfileobj(source, outputfile)
        first, count = self.part
        source.seek(first)
        while count > 0:
            chunk = source.read(min(count, 1 << 16))
            if not chunk:
                break
            outputfile.write(chunk)
            count -= len(chunk)


class RangeServer:
    """`RangeRequestHandler` over `folder` on 127.0.0.1, a thread per connection, in a thread of
    its own; `base` is its URL, `stop()` ends it."""

    def __init__(self, folder, port=0):
        class Handler(RangeRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=folder, **kwargs)

        class Threaded(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True

        self.server = Threaded(("127.0.0.1", port), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        print("usage: range_server.py FOLDER", file=sys.stderr)
        sys.exit(64)
    # A parent whose threads block signals (a Swift test's) passes its mask on: unblocked, so that
    # SIGTERM stops the server instead of leaving it running.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    server = RangeServer(os.path.abspath(sys.argv[1]))
    print(f"serving {server.base}", flush=True)
    try:
        server.thread.join()
    except KeyboardInterrupt:
        server.stop()


if __name__ == "__main__":
    main()
