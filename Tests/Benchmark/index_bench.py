#!/usr/bin/env python3
"""`themepack themes` on a signed 8 MiB index beside a 1 MiB one (`make bench`).

Writes two `index.json` files of one-version themes (about 65 k entries in 8 MiB, the shape
of issue 46's 58 k), signs each with a key `themepack keygen` made (openssl's Ed25519 over the
raw bytes, the signature `themepack package` writes), and times `themepack themes --index FILE
--public-key KEY` under /usr/bin/time -v: median wall time and peak memory of each, and the
8 MiB / 1 MiB ratio of both. A reader linear in the index gives a time ratio near 8 (less the
fixed start-up); the old catalogue, quadratic in the themes, took 39 s at 8 MiB. Python 3
standard library and the openssl command. Not part of CI.
"""

import argparse
import base64
import json
import os
import re
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MIB = 1 << 20
# PKCS#8 DER of an Ed25519 private key: this prefix, then the 32-byte seed (RFC 8410).
ED25519_PKCS8_PREFIX = bytes.fromhex("302e020100300506032b657004220420")


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="rounds of each listing (default 3)")
    parser.add_argument("--output", default=os.path.join(ROOT, "Output", "bench-index"))
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "release"), help="binaries folder")
    return parser.parse_args()


def write_index(path, target_bytes):
    """An index of one-version themes, as large as fits in `target_bytes`; returns the count."""
    digest = "a" * 64
    entries, size, number = [], 80, 0
    while True:
        entry = {"file": f"t{number:06d}.zip", "sha256": digest, "size": 48211, "theme": f"t{number:06d}",
                 "version": "1.0.0"}
        text = json.dumps(entry, sort_keys=True)
        if size + len(text) + 2 > target_bytes:
            break
        entries.append(text)
        size += len(text) + 2
        number += 1
    body = '{"formatVersion": 1, "minimumReaderVersion": 1, "sequence": 1, "packages": [\n' \
        + ",\n".join(entries) + "]}\n"
    with open(path, "w") as file:
        file.write(body)
    return len(entries)


def sign(path, key):
    """Writes `<path>.sig`: base64 of the Ed25519 signature of the file's bytes, then a newline."""
    line = open(key).read().strip()
    seed = base64.b64decode(line.split(":", 1)[1])
    pem = os.path.join(os.path.dirname(path), "key.pem")
    with open(pem, "w") as file:
        file.write("-----BEGIN PRIVATE KEY-----\n" + base64.b64encode(ED25519_PKCS8_PREFIX + seed).decode()
                   + "\n-----END PRIVATE KEY-----\n")
    signature = subprocess.run(["openssl", "pkeyutl", "-sign", "-inkey", pem, "-rawin", "-in", path],
                               check=True, capture_output=True).stdout
    os.remove(pem)
    with open(path + ".sig", "w") as file:
        file.write(base64.b64encode(signature).decode() + "\n")


def timed(command, report):
    """Wall seconds and peak RSS in KB of `command` under /usr/bin/time -v; exits on failure."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-v", "-o", report] + command, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}: {result.stderr.strip()[-2000:]}")
    match = re.search(r"Maximum resident set size \(kbytes\):\s*([0-9]+)", open(report).read())
    return wall, int(match.group(1)) if match else 0


def main():
    args = parse_arguments()
    themepack = os.path.join(args.build, "themepack")
    if not os.access(themepack, os.X_OK):
        sys.exit(f"error: '{themepack}' is missing: run 'make bench'")
    os.makedirs(args.output, exist_ok=True)
    key = os.path.join(args.output, "signing")
    if not os.path.exists(key):
        subprocess.run([themepack, "keygen", "--out", key], check=True, stdout=subprocess.DEVNULL)
    rows = {}
    for mebibytes in (1, 8):
        index = os.path.join(args.output, f"index-{mebibytes}MiB", "index.json")
        os.makedirs(os.path.dirname(index), exist_ok=True)
        count = write_index(index, mebibytes * MIB)
        sign(index, key)
        samples = [timed([themepack, "themes", "--index", index, "--public-key", key + ".pub"],
                         os.path.join(args.output, "time.txt")) for _ in range(args.runs)]
        rows[mebibytes] = {"bytes": os.path.getsize(index), "entries": count,
                           "medianWall": statistics.median(s[0] for s in samples),
                           "peakRSS": max(s[1] for s in samples)}
    small, large = rows[1], rows[8]
    lines = [f"themepack themes on a signed index, median of {args.runs}", "",
             "| index | entries | median wall | peak RSS |", "|---:|---:|---:|---:|"]
    for row in (small, large):
        lines.append(f"| {row['bytes'] / MIB:.2f} MiB | {row['entries']:,} | {row['medianWall']:.2f} s | "
                     f"{row['peakRSS'] / 1024:.1f} MB |")
    time_ratio = large["medianWall"] / small["medianWall"]
    memory_ratio = large["peakRSS"] / max(small["peakRSS"], 1)
    lines += ["", f"8 MiB / 1 MiB: time {time_ratio:.2f}x, memory {memory_ratio:.2f}x "
                  f"(entries {large['entries'] / small['entries']:.2f}x)"]
    ok = time_ratio < 2 * large["entries"] / small["entries"]
    lines.append(f"  [{'met' if ok else 'MISSED'}] time grows no faster than twice the entries' ratio "
                 "(linear, not quadratic)")
    report = "\n".join(lines) + "\n"
    print(report)
    with open(os.path.join(args.output, "results.md"), "w") as file:
        file.write(report)
    with open(os.path.join(args.output, "results.json"), "w") as file:
        json.dump(rows, file, indent=2, sort_keys=True)
        file.write("\n")


if __name__ == "__main__":
    main()
