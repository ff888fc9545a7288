#!/usr/bin/env python3
"""`themepack install` against the script a team would otherwise write (`make bench`).

Packages a one-theme project whose per-theme photos make packages of about 1, 50 and 200 MB
(noise, so nothing compresses), signs them with `themepack package`, serves them over HTTP on
127.0.0.1 (Python's http.server in a thread), and times, under /usr/bin/time -v:

  themepack install   index, signature, download into a staging file, hash, verify every
                      entry against the signed manifest, extract, sync, switch
  curl + sha256sum + unzip
                      what a team scripts without ThemePack: `curl -o`, `sha256sum -c`
                      against the index's hash, `unzip -q` (no signature check, no
                      manifest check, no atomic switch)

Then the hostile cases of the client issue: a 1 GiB body served for `index.json`, for
`index.json.sig` and for the package (each over its cap), with and without Content-Length;
peak memory and time to the refusal are printed (the old fetcher peaked at 2.1 GB).
Python 3 standard library only. Not part of CI.
"""

import argparse
import hashlib
import http.server
import json
import os
import re
import shutil
import socketserver
import statistics
import struct
import subprocess
import sys
import threading
import time
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TIME = "/usr/bin/time"
GIB = 1 << 30


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="rounds of each install (default 3)")
    parser.add_argument("--sizes", default="1,50,200", help="package sizes in MB (default 1,50,200)")
    parser.add_argument("--output", default=os.path.join(ROOT, "Output", "bench-install"))
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "release"), help="binaries folder")
    return parser.parse_args()


def log(message):
    print(message, flush=True)


def timed(command, check=True):
    """Runs `command` under /usr/bin/time -v: wall seconds, peak RSS in KB, exit code, stderr."""
    report = os.path.join(ARGS.output, "time.txt")
    start = time.perf_counter()
    result = subprocess.run([TIME, "-v", "-o", report] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if check and result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}: {result.stderr.strip()[-2000:]}")
    match = re.search(r"Maximum resident set size \(kbytes\):\s*([0-9]+)", open(report).read())
    return wall, int(match.group(1)) if match else 0, result.returncode, result.stderr.strip()


def noise_png(path, width, height):
    """An RGBA PNG of random pixels, stored without compression (it would not compress)."""
    rows = bytearray()
    row_bytes = width * 4
    for _ in range(height):
        rows += b"\x00" + os.urandom(row_bytes)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n")
        file.write(chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)))
        file.write(chunk(b"IDAT", zlib.compress(bytes(rows), 0)))
        file.write(chunk(b"IEND", b""))


def write_project(folder, megabytes):
    """A one-theme project with enough noise photos (drawn at @3x, also written at @2x and @1x)
    for a package of about `megabytes` MB."""
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(os.path.join(folder, "Base"))
    theme = os.path.join(folder, "Themes", "blue")
    os.makedirs(theme)
    side = 1200  # 3x; with 2x and 1x about 1200*1200*4*(1+4/9+1/9) = 9 MB per photo
    per_photo = side * side * 4 * (1 + 4 / 9 + 1 / 9)
    count = max(1, round(megabytes * 1e6 / per_photo))
    if megabytes < per_photo / 1e6:
        side = max(30, int(side * (megabytes * 1e6 / per_photo) ** 0.5) // 3 * 3)
    assets = {}
    for number in range(count):
        name = f"photo{number}"
        noise_png(os.path.join(theme, f"{name}@3x.png"), side, side)
        assets[name] = {"source": "perTheme", "tint": "none", "dark": "same"}
    project = {"packageName": "com.example.bench", "scales": [1, 2, 3], "assets": assets}
    with open(os.path.join(folder, "themepack.json"), "w") as file:
        json.dump(project, file, indent=2)
    with open(os.path.join(theme, "theme.json"), "w") as file:
        json.dump({"version": "1.0.0", "color": "#226BAA"}, file)


class Server:
    """Python's http.server over a folder, plus hostile paths that send 1 GiB of zeros."""

    def __init__(self, folder):
        hostile = {}

        class Handler(http.server.SimpleHTTPRequestHandler):
            def __init__(self, *args, **kwargs):
                super().__init__(*args, directory=folder, **kwargs)

            def log_message(self, *args):
                pass

            def do_GET(self):
                if self.path not in hostile:
                    return super().do_GET()
                declared = hostile[self.path]
                self.send_response(200)
                if declared:
                    self.send_header("Content-Length", str(GIB))
                self.send_header("Connection", "close")
                self.end_headers()
                chunk = bytes(1 << 16)
                try:
                    for _ in range(GIB // len(chunk)):
                        self.wfile.write(chunk)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        class Threaded(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True

        self.hostile = hostile
        self.server = Threaded(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"

    def stop(self):
        self.server.shutdown()


def themepack_install(index_url, root, public_key):
    return [os.path.join(ARGS.build, "themepack"), "install", "--index", index_url, "--theme", "blue",
            "--into", root, "--public-key", public_key, "--timeout", "600"]


def scripted_install(url, sha256, root, work):
    script = (f"set -e; curl -sSf -o '{work}/p.zip' '{url}'; "
              f"echo '{sha256}  {work}/p.zip' | sha256sum -c --quiet; "
              f"rm -rf '{root}'; mkdir -p '{root}'; unzip -q '{work}/p.zip' -d '{root}'; rm '{work}/p.zip'")
    return ["sh", "-c", script]


def bench_size(megabytes, key, results):
    project = os.path.join(ARGS.output, f"project-{megabytes}")
    served = os.path.join(ARGS.output, f"served-{megabytes}")
    log(f"{megabytes} MB: writing and packaging the project")
    write_project(project, megabytes)
    shutil.rmtree(served, ignore_errors=True)
    subprocess.run([os.path.join(ARGS.build, "themepack"), "package", "--assets", project, "--output", served,
                    "--sign-key", key], check=True, stdout=subprocess.DEVNULL)
    packages = os.path.join(served, "packages")
    index = json.load(open(os.path.join(packages, "index.json")))
    entry = index["packages"][0]
    server = Server(packages)
    try:
        rows = {"themepack install": [], "curl + sha256sum + unzip": []}
        for _ in range(ARGS.runs):
            root = os.path.join(ARGS.output, "root")
            shutil.rmtree(root, ignore_errors=True)
            wall, rss, _, _ = timed(themepack_install(f"{server.base}/index.json", root, key + ".pub"))
            rows["themepack install"].append((wall, rss))
            wall, rss, _, _ = timed(scripted_install(f"{server.base}/{entry['file']}", entry["sha256"],
                                                     os.path.join(ARGS.output, "script-root"), ARGS.output))
            rows["curl + sha256sum + unzip"].append((wall, rss))
        for name, samples in rows.items():
            results.append({"size": entry["size"], "tool": name,
                            "medianWall": statistics.median(s[0] for s in samples),
                            "peakRSS": max(s[1] for s in samples)})
        if megabytes == max(int(size) for size in ARGS.sizes.split(",")):
            return hostile_cases(server, entry, key)
        return []
    finally:
        server.stop()


def hostile_cases(server, entry, key):
    """1 GiB bodies in place of the index, its signature and the package."""
    cases = []
    for target in ("index.json", "index.json.sig", "package"):
        for declared in (True, False):
            index_url = f"{server.base}/index.json"
            path = f"/{entry['file']}" if target == "package" else f"/{target}"
            server.hostile.clear()
            server.hostile[path] = declared
            root = os.path.join(ARGS.output, "hostile-root")
            shutil.rmtree(root, ignore_errors=True)
            wall, rss, code, words = timed(themepack_install(index_url, root, key + ".pub"), check=False)
            cases.append({"target": target, "declared": declared, "wall": wall, "peakRSS": rss,
                          "exit": code, "words": words})
    server.hostile.clear()
    return cases


def main():
    global ARGS
    ARGS = parse_arguments()
    os.makedirs(ARGS.output, exist_ok=True)
    themepack = os.path.join(ARGS.build, "themepack")
    if not os.access(themepack, os.X_OK):
        sys.exit(f"error: '{themepack}' is missing: run 'make bench'")
    for tool in ("curl", "unzip", "sha256sum"):
        if not shutil.which(tool):
            sys.exit(f"error: '{tool}' is missing: run 'make bench'")
    key = os.path.join(ARGS.output, "signing")
    if not os.path.exists(key):
        subprocess.run([themepack, "keygen", "--out", key], check=True, stdout=subprocess.DEVNULL)
    results, hostile = [], []
    for size in ARGS.sizes.split(","):
        hostile += bench_size(int(size), key, results)
    report = report_text(results, hostile)
    print(report)
    with open(os.path.join(ARGS.output, "results.md"), "w") as file:
        file.write(report)
    with open(os.path.join(ARGS.output, "results.json"), "w") as file:
        json.dump({"installs": results, "hostile": hostile}, file, indent=2, sort_keys=True)
        file.write("\n")


def report_text(results, hostile):
    lines = [f"install over HTTP on 127.0.0.1, median of {ARGS.runs}", "",
             "| package | tool | median wall | themepack / script | peak RSS |", "|---:|---|---:|---:|---:|"]
    by_size = {}
    for row in results:
        by_size.setdefault(row["size"], {})[row["tool"]] = row
    for size, rows in by_size.items():
        ours, theirs = rows["themepack install"], rows["curl + sha256sum + unzip"]
        for row in (ours, theirs):
            ratio = f"{ours['medianWall'] / theirs['medianWall']:.2f}" if row is ours else ""
            lines.append(f"| {size / 1e6:.1f} MB | {row['tool']} | {row['medianWall']:.2f} s | {ratio} | "
                         f"{row['peakRSS'] / 1024:.1f} MB |")
    lines += ["", "hostile 1 GiB bodies (themepack install):", "",
              "| served for | Content-Length | time to refusal | peak RSS | exit | words |", "|---|---|---:|---:|---:|---|"]
    for case in hostile:
        lines.append(f"| {case['target']} | {'declared' if case['declared'] else 'none'} | {case['wall']:.2f} s | "
                     f"{case['peakRSS'] / 1024:.1f} MB | {case['exit']} | {case['words'][:110]} |")
    largest = max((r for r in results if r["tool"] == "themepack install"), key=lambda r: r["size"], default=None)
    lines += ["", "targets:"]
    if largest:
        ok = largest["peakRSS"] < 64 * 1024
        lines.append(f"  [{'met' if ok else 'MISSED'}] {largest['size'] / 1e6:.0f} MB install peak memory < 64 MB: "
                     f"{largest['peakRSS'] / 1024:.1f} MB")
    if hostile:
        peak = max(case["peakRSS"] for case in hostile)
        refused = all(case["exit"] == 1 for case in hostile)
        lines.append(f"  [{'met' if peak < 64 * 1024 and refused else 'MISSED'}] every hostile body refused "
                     f"below 64 MB: peak {peak / 1024:.1f} MB, {'all' if refused else 'NOT all'} exit 1")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
