#!/usr/bin/env python3
"""An update of one theme against a full install and curl + unzip (`make bench`).

For the sample (Assets/, theme blue) and the 24-theme benchmark project (SampleAssetsGenerator
--benchmark, theme theme01), packages the theme as it is (signed, `themepack package --theme`),
then three new versions of it, each packaged into a copy of that output folder:

  one asset redrawn   a template master of Base/ mirrored top to bottom (busIcon, icon01)
  one colour changed  the theme's colour darkened by a tenth
  only the version    nothing changed but the version

and serves them over HTTP on 127.0.0.1 with range_server.py (a static server that answers
`Range`, as hosts and CDNs do; Python's http.server does not). For each new version it times:

  full install        `themepack install` of the new version into an empty root
  update              `themepack install` of the new version over the previous one (installed
                      first, untimed): reused files copied, changed entries fetched in ranges
  curl + unzip        the baseline a team would script: `curl -o` the whole new zip, `unzip -q`
                      into a fresh folder (no signature or manifest check, no atomic switch)

Bytes fetched are what `themepack install` prints ("fetched N of M bytes") and curl's
size_download; the index and its signature are not counted on either side. Wall time is the
median of --runs, each command timed as one child process. Every scratch file lives under one
temporary folder, removed on exit; the report goes to --output. Python 3 standard library only.
Not part of CI.
"""

import argparse
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "PreviewCheck"))
from range_server import RangeServer  # noqa: E402
from diff_sample import mirror_top_to_bottom, read_rows  # noqa: E402  (the PNG edits make preview-check's diff uses)

CHANGES = [("asset", "one asset redrawn"), ("color", "one colour changed"), ("version", "only the version")]
FETCHED = re.compile(r"fetched ([0-9]+) of ([0-9]+) bytes")


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="rounds of each install (default 3)")
    parser.add_argument("--themes", type=int, default=24, help="themes of the benchmark project (default 24)")
    parser.add_argument("--only", default="sample,benchmark", help="projects: sample,benchmark (default both)")
    parser.add_argument("--output", default=os.path.join(ROOT, "Output", "bench-update"), help="report folder")
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "release"), help="binaries folder")
    return parser.parse_args()


def log(message):
    print(message, flush=True)


def run(command, **kwargs):
    """Runs `command`; stops the bench with its standard error when it fails."""
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}: {result.stderr.strip()[-2000:]}")
    return result


# Edits of a project copy, untimed.

def redraw(path):
    """Mirrors the PNG at `path` top to bottom: one asset redrawn, every pixel row moved."""
    _, _, _, rows = read_rows(path)
    if rows == rows[::-1]:
        sys.exit(f"error: '{path}': mirroring it changes no pixel")
    mirror_top_to_bottom(path)


def edit_theme(folder, theme, change):
    path = os.path.join(folder, "Themes", theme, "theme.json")
    settings = json.load(open(path))
    change(settings)
    with open(path, "w") as file:
        json.dump(settings, file, indent=2)
        file.write("\n")


def darker(color):
    """`#RRGGBB` a tenth darker than `color` (`#RRGGBB` or `r,g,b`)."""
    text = color.strip()
    if text.startswith("#"):
        channels = [int(text[i:i + 2], 16) for i in (1, 3, 5)]
    else:
        channels = [int(part) for part in text.split(",")[:3]]
    return "#" + "".join(f"{round(value * 0.9):02X}" for value in channels)


def next_version(settings):
    """The theme's version with its patch number one higher (a pre-release part dropped)."""
    core = settings["version"].split("-")[0].split("+")[0]
    major, minor, patch = (int(part) for part in core.split("."))
    settings["version"] = f"{major}.{minor}.{patch + 1}"


class Project:
    """One project of the bench: its first version packaged, and a new version per change."""

    def __init__(self, name, label, theme, master, scratch):
        self.name, self.label, self.theme, self.master = name, label, theme, master
        self.folder = os.path.join(scratch, name)
        self.source = os.path.join(self.folder, "v1")

    def package(self, source, output):
        run([os.path.join(ARGS.build, "themepack"), "package", "--assets", source, "--output", output,
             "--theme", self.theme, "--sign-key", KEY])
        index = json.load(open(os.path.join(output, "packages", "index.json")))
        versions = [entry for entry in index["packages"] if entry["theme"] == self.theme]
        return max(versions, key=lambda entry: [int(p) for p in entry["version"].split("-")[0].split(".")])

    def prepare(self):
        """Packages the first version and the three new ones: the first's output folder, and per
        change the new version's output folder and index entry."""
        first = os.path.join(self.folder, "out-v1")
        self.package(self.source, first)
        versions = {}
        for change, _ in CHANGES:
            source = os.path.join(self.folder, f"src-{change}")
            output = os.path.join(self.folder, f"out-{change}")
            shutil.copytree(self.source, source, symlinks=True)
            run(["cp", "-a", first, output])
            if change == "asset":
                redraw(os.path.join(source, "Base", self.master))
            elif change == "color":
                edit_theme(source, self.theme, lambda settings: settings.update(color=darker(settings["color"])))
            edit_theme(source, self.theme, next_version)
            versions[change] = (output, self.package(source, output))
        return first, versions


# The timed runs.

def install(index_url, theme, root):
    """`themepack install` of `theme` from `index_url` into `root`: wall seconds, bytes fetched."""
    command = [os.path.join(ARGS.build, "themepack"), "install", "--index", index_url, "--theme", theme,
               "--into", root, "--public-key", KEY + ".pub", "--timeout", "600"]
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}: {result.stderr.strip()[-2000:]}")
    match = FETCHED.search(result.stdout)
    if not match:
        sys.exit(f"error: {' '.join(command)} printed no 'fetched N of M bytes': {result.stdout.strip()}")
    return wall, int(match.group(1))


def scripted(url, folder):
    """`curl -o` the zip at `url`, `unzip -q` it into an empty `folder`: wall seconds, bytes
    fetched; (None, "skipped (curl missing)") without the tools."""
    for tool in ("curl", "unzip"):
        if not shutil.which(tool):
            return None, f"skipped ({tool} missing)"
    shutil.rmtree(folder, ignore_errors=True)
    archive = folder + ".zip"
    start = time.perf_counter()
    fetch = subprocess.run(["curl", "-sSf", "-o", archive, "-w", "%{size_download}", url],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    unpack = subprocess.run(["unzip", "-q", archive, "-d", folder], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True) if fetch.returncode == 0 else fetch
    wall = time.perf_counter() - start
    if fetch.returncode != 0 or unpack.returncode != 0:
        sys.exit(f"error: curl + unzip of '{url}' failed: {(fetch.stderr + unpack.stderr).strip()[-2000:]}")
    os.remove(archive)
    return wall, int(float(fetch.stdout.strip()))


def tree(folder):
    """Every file under `folder` by relative path, with its bytes' CRC-32 and length."""
    found = {}
    for parent, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(parent, name)
            data = open(path, "rb").read()
            found[os.path.relpath(path, folder)] = (zlib.crc32(data), len(data))
    return found


def measure(project, first_url, change, index_url, entry, zip_url, scratch):
    """Rounds of the full install, the update and curl + unzip of one new version."""
    samples = {"full": [], "update": [], "script": []}
    roots = os.path.join(scratch, "roots")
    skipped = None
    for _ in range(ARGS.runs):
        full = os.path.join(roots, "full")
        shutil.rmtree(full, ignore_errors=True)
        samples["full"].append(install(index_url, project.theme, full))
        update = os.path.join(roots, "update")
        shutil.rmtree(update, ignore_errors=True)
        install(first_url, project.theme, update)
        samples["update"].append(install(index_url, project.theme, update))
        wall, fetched = scripted(zip_url, os.path.join(roots, "script"))
        if wall is None:
            skipped = fetched
        else:
            samples["script"].append((wall, fetched))
    version = os.path.join(project.theme, entry["version"])
    same = tree(os.path.join(roots, "full", version)) == tree(os.path.join(roots, "update", version))
    row = {"project": project.label, "change": change, "size": entry["size"], "sameFiles": same,
           "scriptSkipped": skipped}
    for way, rounds in samples.items():
        if rounds:
            row[way] = {"wall": statistics.median(r[0] for r in rounds), "fetched": max(r[1] for r in rounds)}
    return row


def range_check(zip_path, zip_url):
    """Whether the server answers bytes 0-99 of the zip with a 206 and exactly those bytes."""
    request = urllib.request.Request(zip_url, headers={"Range": "bytes=0-99"})
    with urllib.request.urlopen(request, timeout=30) as response:
        status, content_range, body = response.status, response.headers.get("Content-Range"), response.read()
    with open(zip_path, "rb") as file:
        expected = file.read(100)
    size = os.path.getsize(zip_path)
    ok = status == 206 and content_range == f"bytes 0-99/{size}" and body == expected
    return ok, f"status {status}, Content-Range {content_range}, {len(body)} bytes"


# The report.

def report_text(rows, loads, server_check):
    lines = [f"update of one theme over HTTP on 127.0.0.1 (range_server.py, Range honoured), binaries in "
             f"{os.path.relpath(ARGS.build, ROOT)}, median of {ARGS.runs}; load average {loads[0]:.2f} at the "
             f"start, {loads[1]:.2f} at the end", "",
             "| project | change | new zip | way | fetched | of the zip | median wall | update ÷ this: bytes "
             "| update ÷ this: time |",
             "|---|---|---:|---|---:|---:|---:|---:|---:|"]
    for row in rows:
        update = row.get("update")
        first = True
        for way, name in (("full", "full install"), ("update", "update"), ("script", "curl + unzip")):
            head = f"| {row['project']} | {row['change']} | {row['size']:,} B" if first else "| | |"
            first = False
            sample = row.get(way)
            if sample is None:
                lines.append(f"{head} | {name} | {row['scriptSkipped'] or 'skipped'} | | | | |")
                continue
            bytes_ratio = time_ratio = ""
            if way != "update" and update:
                bytes_ratio = f"{update['fetched'] / sample['fetched']:.3f}" if sample["fetched"] else "n/a"
                time_ratio = f"{update['wall'] / sample['wall']:.2f}"
            cells = [name, f"{sample['fetched']:,}", f"{100 * sample['fetched'] / row['size']:.1f}%",
                     f"{sample['wall']:.3f} s", bytes_ratio, time_ratio]
            lines.append(head + "".join(f" | {cell}" if cell else " |" for cell in cells) + " |")
    lines += ["", "checks:"]
    failed = False
    ok, detail = server_check
    lines.append(f"  [{'ok' if ok else 'FAILED'}] the server answers a Range with 206 and those bytes: {detail}")
    failed |= not ok
    for row in rows:
        name = f"{row['project']}, {row['change']}"
        update = row["update"]
        if update["fetched"] >= row["size"]:
            failed = True
            lines.append(f"  [FAILED] {name}: the update fetched {update['fetched']:,} of {row['size']:,} bytes, "
                         "the whole zip: no ranges were used, so this row measures a full download")
        if not row["sameFiles"]:
            failed = True
            lines.append(f"  [FAILED] {name}: the update installed other files than the full install")
        if row["change"] == CHANGES[0][1]:
            share = update["fetched"] / row["size"]
            floor = next((other for other in rows if other["project"] == row["project"]
                          and other["change"] == CHANGES[2][1]), None)
            note = ""
            if floor:
                note = (f" (only the version: {100 * floor['update']['fetched'] / floor['size']:.1f}%, the directory, "
                        "manifest and signature every update reads)")
            lines.append(f"  [{'met' if share < 0.1 else 'MISSED'}] {name}: the update fetches < 10% of the new "
                         f"zip: {100 * share:.1f}%{note}")
    if all(row["sameFiles"] for row in rows):
        lines.append(f"  [ok] every update installed the same files as the full install ({len(rows)} of {len(rows)})")
    return "\n".join(lines) + "\n", failed


def projects(scratch):
    chosen = set(filter(None, ARGS.only.split(",")))
    found = []
    if "sample" in chosen:
        sample = Project("sample", "sample (blue)", "blue", "busIcon@3x.png", scratch)
        shutil.copytree(os.path.join(ROOT, "Assets"), sample.source, symlinks=True)
        found.append(sample)
    if "benchmark" in chosen:
        label = f"benchmark, {ARGS.themes} themes (theme01)"
        bench = Project("benchmark", label, "theme01", "icon01@3x.png", scratch)
        log(f"generating the benchmark project ({ARGS.themes} themes)")
        run([os.path.join(ARGS.build, "SampleAssetsGenerator"), "--benchmark", bench.source,
             "--themes", str(ARGS.themes)])
        found.append(bench)
    return found


def bench(scratch):
    global KEY
    KEY = os.path.join(scratch, "signing")
    run([os.path.join(ARGS.build, "themepack"), "keygen", "--out", KEY])
    loads = [os.getloadavg()[0]]
    prepared = []
    chosen = projects(scratch)
    if not chosen:
        sys.exit(f"error: --only '{ARGS.only}' names no project: give sample, benchmark or both")
    for project in chosen:
        log(f"{project.label}: packaging version 1 and three new versions")
        prepared.append((project,) + project.prepare())
    server = RangeServer(scratch)
    try:
        def url(path):
            return server.base + "/" + os.path.relpath(path, scratch)

        project, _, versions = prepared[0]
        output, entry = versions[CHANGES[0][0]]
        zip_path = os.path.join(output, "packages", entry["file"])
        server_check = range_check(zip_path, url(zip_path))
        rows = []
        for project, first, versions in prepared:
            for change, label in CHANGES:
                output, entry = versions[change]
                log(f"{project.label}: {label} ({entry['size']:,} B), {ARGS.runs} rounds")
                index_url = url(os.path.join(output, "packages", "index.json"))
                rows.append(measure(project, url(os.path.join(first, "packages", "index.json")), label, index_url,
                                    entry, url(os.path.join(output, "packages", entry["file"])), scratch))
    finally:
        server.stop()
    loads.append(os.getloadavg()[0])
    return rows, loads, server_check


def remove(scratch):
    """Removes the scratch folder, again while a child killed with the bench (the SVG cage of a
    `themepack package` stopped part way) may still be writing into it."""
    for _ in range(10):
        shutil.rmtree(scratch, ignore_errors=True)
        if not os.path.exists(scratch):
            return
        time.sleep(0.5)
    print(f"warning: could not remove '{scratch}'", file=sys.stderr)


def main():
    global ARGS
    ARGS = parse_arguments()
    needed = ["themepack", "themepack-svg"] + (["SampleAssetsGenerator"] if "benchmark" in ARGS.only else [])
    for name in needed:
        if not os.access(os.path.join(ARGS.build, name), os.X_OK):
            sys.exit(f"error: '{os.path.join(ARGS.build, name)}' is missing: run 'make bench'")
    scratch = tempfile.mkdtemp(prefix="themepack-update-bench.")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.signal(signal.SIGHUP, lambda *_: sys.exit(129))
    try:
        rows, loads, server_check = bench(scratch)
    finally:
        remove(scratch)
    report, failed = report_text(rows, loads, server_check)
    print(report, end="")
    os.makedirs(ARGS.output, exist_ok=True)
    with open(os.path.join(ARGS.output, "results.md"), "w") as file:
        file.write(report)
    with open(os.path.join(ARGS.output, "results.json"), "w") as file:
        json.dump({"updates": rows, "loadAverage": loads, "rangeCheck": server_check[0]}, file, indent=2,
                  sort_keys=True)
        file.write("\n")
    if failed:
        sys.exit("update bench: FAILED (see the checks above)")


if __name__ == "__main__":
    main()
