#!/usr/bin/env python3
"""ThemePack against what teams script today, side by side in one run (`make bench`).

Generates the benchmark project (SampleAssetsGenerator --benchmark) into Output/bench/,
then runs every tool in turn, round after round, on the same job: template tint with each
theme's colour, @3x/@2x/@1x, and a dark variant re-tinted with the theme's dark colour:

  themepack cold      `themepack build` into an empty output folder (no cache)
  themepack warm      the same build again, nothing changed
  themepack changed   one theme's colour changed, build again
  themepack 3 shards  `build --shard 1/3`, `2/3`, `3/3` (one after another, as three CI jobs
                      would run side by side: the slowest shard counts) and `merge`; the merged
                      folder is compared with the cold build, byte for byte
  themepack --jobs 1  cold, on one core
  themepack diff      `themepack diff` of the project against a copy with one theme's colour
                      changed, into an empty output folder (both sides built through one cache)
  themepack diff again the same diff again (both sides up to date)
  libpng C            Sources/LibPNGBaseline: the same pixels with plain libpng + zlib, one core,
                      RGBA, level 6, no filter (the fastest plain settings); like ThemePack it
                      encodes an untinted image once and copies the file to the other themes
  libpng C, defaults  the same program leaving the filters to libpng (for RGBA: all five, per
                      row, with zlib's Z_FILTERED), at zlib's default level 6: the "plain C
                      program at libpng's defaults" of issue 16, the yardstick of its target
  libpng C, L7 sub    the same program at ThemePack's level with the sub filter, for output of
                      about ThemePack's size (information; no target)
  convert per file    Tests/Benchmark/imagemagick-convert.sh
  mogrify batch       Tests/Benchmark/imagemagick-mogrify.sh
  vips per file       Tests/Benchmark/vips.sh (when `vips` is installed; fewer rounds)

Then the vector job (`--only vector` runs it alone): SVG template icons
(SampleAssetsGenerator --benchmark --vector, 150 icons x 8 themes) drawn at @1x/@2x/@3x and
tinted light and dark, into Output/bench/vector/:

  themepack cold      `themepack build` into an empty output folder (each SVG drawn in the cage:
                      a child of `themepack-svg` with a memory limit and a deadline)
  themepack uncaged   the same with `themepack-svg --uncaged` (drawn in the helper itself, no
                      child, no limits): the cage's cost, at most 15% of the cold build
  themepack --jobs 1  the same on one core
  rsvg render         Tests/Benchmark/rsvg-render.sh: `rsvg-convert -z <scale>` once per icon
                      and scale, untinted: the drawing alone, the floor of any script on it
  rsvg + mogrify      Tests/Benchmark/rsvg-mogrify.sh: the same renders, then one
                      `mogrify -fill C -colorize 100%` per theme and variant (needs ImageMagick)
  convert SVG render  Tests/Benchmark/imagemagick-svg.sh: ImageMagick reading the SVG itself
                      (`convert -density`), once per icon and scale, untinted (needs ImageMagick)

and prints the same table, with pixels written and Mpx/s per core (pixels written / wall
seconds / cores: --jobs for themepack, 1 for the scripts), into Output/bench/vector/results.{md,json}.

It prints medians of wall time, ThemePack/peer ratios, output bytes and peak memory
(`/usr/bin/time -v`), Mpx/s per core end to end (pixels delivered over CPU seconds), and the
encoder on its own: Tests/Benchmark/encoder-bench.c (compiled with `cc`) compresses the
filtered rows of every distinct file of the cold build again with libdeflate (ThemePack's
compressor) and with zlib at level 7 (the one before it), by CPU time. It checks the targets
and writes Output/bench/results.{json,md}.
Python 3 standard library only. Not part of CI.
"""

import argparse
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HERE = os.path.dirname(os.path.abspath(__file__))
CONVERT = "/usr/bin/convert"  # the real ImageMagick; /usr/local/bin may hold a wrapper
MOGRIFY = "/usr/bin/mogrify"
TIME = "/usr/bin/time"


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="rounds of every tool (default 3)")
    parser.add_argument("--vips-runs", type=int, default=1, help="rounds that include vips (default 1)")
    parser.add_argument("--themes", type=int, default=24)
    parser.add_argument("--assets", type=int, default=40)
    parser.add_argument("--backgrounds", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="themepack --jobs")
    parser.add_argument("--skip", default="", help="comma-separated tools to skip: c,cdefault,c7,convert,mogrify,vips,"
                        "jobs1,shards,diff; in the vector job uncaged,vjobs1,rsvg,rsvgmogrify,convertsvg")
    parser.add_argument("--only", default="main,vector", help="comma-separated jobs to run: main,vector (default both)")
    parser.add_argument("--vector-themes", type=int, default=8)
    parser.add_argument("--vector-icons", type=int, default=150)
    parser.add_argument("--output", default=os.path.join(ROOT, "Output", "bench"))
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "release"), help="binaries folder")
    return parser.parse_args()


def log(message):
    print(message, flush=True)


def run(command, stdout=subprocess.DEVNULL, stdin=None, check=True):
    result = subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, stdin=stdin, text=True)
    if check and result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}: {result.stderr.strip()[-2000:]}")
    return result


def timed(label, command, workdir, stdin_path=None):
    """Runs `command` under /usr/bin/time -v; returns wall seconds, cpu seconds, peak RSS in KB."""
    report = os.path.join(workdir, "time.txt")
    stdin = open(stdin_path) if stdin_path else subprocess.DEVNULL
    start = time.perf_counter()
    result = subprocess.run(
        [TIME, "-v", "-o", report] + command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        stdin=stdin, text=True)
    wall = time.perf_counter() - start
    if stdin_path:
        stdin.close()
    if result.returncode != 0:
        sys.exit(f"error: {label} failed ({result.returncode}): {result.stderr.strip()[-2000:]}")
    text = open(report).read()

    def field(name):
        match = re.search(re.escape(name) + r":\s*([0-9.]+)", text)
        return float(match.group(1)) if match else 0.0

    cpu = field("User time (seconds)") + field("System time (seconds)")
    return wall, cpu, int(field("Maximum resident set size (kbytes)"))


def png_size(path):
    with open(path, "rb") as file:
        header = file.read(24)
    return struct.unpack(">II", header[16:24])


def same_files(first, second):
    """Whether two output folders hold the same files with the same bytes (caches aside)."""
    def files(root):
        found = {}
        for base, folders, names in os.walk(root):
            folders[:] = [name for name in folders if name != ".themepack-cache"]
            for name in names:
                path = os.path.join(base, name)
                with open(path, "rb") as file:
                    found[os.path.relpath(path, root)] = file.read()
        return found
    return files(first) == files(second)


def tree_bytes(folder):
    total = 0
    count = 0
    for base, _, names in os.walk(folder):
        if "/." in base:
            continue
        for name in names:
            if name.endswith(".png"):
                total += os.path.getsize(os.path.join(base, name))
                count += 1
    return total, count


def parse_color(text):
    text = text.strip()
    if text.startswith("#"):
        return tuple(int(text[i:i + 2], 16) for i in (1, 3, 5))
    return tuple(int(part) for part in text.split(",")[:3])


def hex_color(rgb):
    return "#%02X%02X%02X" % rgb


def machine():
    model = "unknown"
    with open("/proc/cpuinfo") as file:
        for line in file:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    memory = 0
    with open("/proc/meminfo") as file:
        for line in file:
            if line.startswith("MemTotal"):
                memory = int(line.split()[1]) // 1024
    imagemagick = run([CONVERT, "-version"], stdout=subprocess.PIPE).stdout.splitlines()[0] \
        if os.access(CONVERT, os.X_OK) else None
    vips = shutil.which("vips")
    vips_version = run([vips, "--version"], stdout=subprocess.PIPE).stdout.strip() if vips else None
    return {
        "cores": os.cpu_count(), "cpu": model, "memoryMB": memory, "imagemagick": imagemagick,
        "vips": vips_version, "loadAverageAtStart": os.getloadavg(),
    }


class Bench:
    def __init__(self, args):
        self.args = args
        self.out = args.output
        self.project = os.path.join(self.out, "project")
        self.jobs = os.path.join(self.out, "jobs")
        self.themepack = os.path.join(args.build, "themepack")
        self.skip = set(filter(None, args.skip.split(",")))
        if not shutil.which("vips"):
            self.skip.add("vips")

    def tool_output(self, name):
        return os.path.join(self.out, "out-" + name)

    # Preparation, not timed.

    def generate(self):
        shutil.rmtree(self.project, ignore_errors=True)
        log(f"generating {self.args.themes} themes x {self.args.assets} assets into {self.project}")
        run([os.path.join(self.args.build, "SampleAssetsGenerator"), "--benchmark", self.project,
             "--themes", str(self.args.themes), "--assets", str(self.args.assets),
             "--backgrounds", str(self.args.backgrounds)])
        lint = run([self.themepack, "lint", "--assets", self.project], stdout=subprocess.PIPE, check=False)
        if lint.returncode != 0:
            sys.exit("error: the benchmark project does not lint clean:\n" + lint.stdout + lint.stderr)

    def read_project(self):
        config = json.load(open(os.path.join(self.project, "themepack.json")))
        dark = config.get("dark", {})
        background = dark.get("background", "#1C1C1E")
        contrast = str(dark.get("minimumContrast", 3))
        self.assets = []
        for name, spec in sorted(config["assets"].items()):
            source = spec.get("source", "master")
            tint = spec.get("tint", "template" if source == "master" else "none")
            self.assets.append({"name": name, "source": source, "tint": tint, "slice": spec.get("slice")})
        self.themes = []
        for name in sorted(os.listdir(os.path.join(self.project, "Themes"))):
            settings = json.load(open(os.path.join(self.project, "Themes", name, "theme.json")))
            color = parse_color(settings["color"])
            if "darkColor" in settings:
                dark_color = parse_color(settings["darkColor"])
            else:
                derived = run([self.themepack, "dark-color", hex_color(color), "--background", background,
                               "--min-contrast", contrast, "--json"], stdout=subprocess.PIPE)
                dark_color = parse_color(json.loads(derived.stdout)["color"])
            self.themes.append({"name": name, "color": color, "dark": dark_color})

    def write_jobs(self):
        """Job lists for the scripts, the C baseline's input and the mogrify link folders."""
        shutil.rmtree(self.jobs, ignore_errors=True)
        os.makedirs(self.jobs)
        with open(os.path.join(self.jobs, "themes.txt"), "w") as file:
            for theme in self.themes:
                file.write(f"{theme['name']} {hex_color(theme['color'])} {hex_color(theme['dark'])}\n")
        with open(os.path.join(self.jobs, "themes-rgb.txt"), "w") as file:
            for theme in self.themes:
                file.write(" ".join([theme["name"]] + [str(v) for v in theme["color"] + theme["dark"]]) + "\n")
        with open(os.path.join(self.jobs, "assets.txt"), "w") as file:
            for asset in self.assets:
                tint = "template" if asset["tint"] == "template" else "none"
                file.write(f"{asset['name']} {tint} {asset['source']}\n")
        self.links = os.path.join(self.jobs, "links")
        for theme in self.themes:
            for asset in self.assets:
                source = self.source(asset, theme)
                for scale in (3, 2, 1):
                    variants = [("light", ""), ("dark", ".dark")] if asset["tint"] == "template" else [("none", "")]
                    for folder, dark in variants:
                        target = os.path.join(self.links, theme["name"], str(scale), folder)
                        os.makedirs(target, exist_ok=True)
                        os.symlink(source, os.path.join(target, asset["name"] + dark + self.suffix(scale) + ".png"))

    def source(self, asset, theme):
        if asset["source"] == "master":
            return os.path.join(self.project, "Base", asset["name"] + "@3x.png")
        return os.path.join(self.project, "Themes", theme["name"], asset["name"] + "@3x.png")

    @staticmethod
    def suffix(scale):
        return "" if scale == 1 else f"@{scale}x"

    def write_c_job(self, name):
        """Same pixels as ThemePack ships (the slice sizes are read from a ThemePack build),
        written into the output folder of tool `name`; returns the job file."""
        built = os.path.join(self.tool_output("themepack"), "themes")
        out = self.tool_output(name)
        lines = [f"D {out}/{theme['name']}" for theme in self.themes]
        for asset in self.assets:
            masters = [(None, self.source(asset, None))] if asset["source"] == "master" else \
                [(theme, self.source(asset, theme)) for theme in self.themes]
            for owner, master in masters:
                lines.append(f"M {master}")
                width, height = png_size(master)
                for scale in (3, 2, 1):
                    w, h = width * scale // 3, height * scale // 3
                    keep = [w, 0, h, 0]
                    if asset["slice"]:
                        insets = asset["slice"]["capInsets"]
                        probe = os.path.join(built, self.themes[0]["name"], asset["name"] + self.suffix(scale) + ".png")
                        sliced_w, sliced_h = png_size(probe)
                        right = int(round(insets.get("right", 0) * scale))
                        bottom = int(round(insets.get("bottom", 0) * scale))
                        keep = [sliced_w - right, right, sliced_h - bottom, bottom]
                    lines.append(f"S {w} {h} {keep[0]} {keep[1]} {keep[2]} {keep[3]}")
                    for theme in ([owner] if owner else self.themes):
                        path = f"{out}/{theme['name']}/{asset['name']}"
                        if asset["tint"] == "template":
                            r, g, b = theme["color"]
                            lines.append(f"O {path}{self.suffix(scale)}.png {r} {g} {b}")
                            r, g, b = theme["dark"]
                            lines.append(f"O {path}.dark{self.suffix(scale)}.png {r} {g} {b}")
                        else:
                            lines.append(f"O {path}{self.suffix(scale)}.png -1 0 0")
        job = os.path.join(self.jobs, f"libpng-baseline-{name}.txt")
        with open(job, "w") as file:
            file.write("\n".join(lines) + "\n")
        return job

    # The timed runs.

    def themepack_build(self, output, jobs):
        return [self.themepack, "build", "--assets", self.project, "--output", output, "--jobs", str(jobs)]

    def set_theme_color(self, color):
        path = os.path.join(self.project, "Themes", self.themes[0]["name"], "theme.json")
        settings = json.load(open(path))
        settings["color"] = color
        with open(path, "w") as file:
            json.dump(settings, file, indent=2, sort_keys=True)
            file.write("\n")

    def fresh(self, name):
        folder = self.tool_output(name)
        shutil.rmtree(folder, ignore_errors=True)
        return folder

    def sharded_round(self, cold_folder, record, results):
        """Three shards and their merge; records the slowest shard plus the merge."""
        shards = [self.fresh(f"themepack-shard{index}") for index in (1, 2, 3)]
        slowest = (0.0, 0.0, 0)
        for index, folder in enumerate(shards, 1):
            command = self.themepack_build(folder, self.args.jobs) + ["--shard", f"{index}/3"]
            measurement = timed(f"shard {index}/3", command, self.out)
            slowest = max(slowest, measurement)
        merged = self.fresh("themepack-merged")
        merge = timed("merge", [self.themepack, "merge", *shards, "--output", merged], self.out)
        record("themepack 3 shards", (slowest[0] + merge[0], slowest[1] + merge[1], max(slowest[2], merge[2])))
        entry = results["themepack 3 shards"]
        entry["identical"] = entry.get("identical", True) and same_files(cold_folder, merged)

    def diff_round(self, changed, record):
        """`themepack diff` of the project against a copy with the first theme's colour changed:
        cold (an empty output folder, so both sides are built) and again."""
        copy = self.fresh("diff-new")
        shutil.copytree(self.project, copy)
        path = os.path.join(copy, "Themes", self.themes[0]["name"], "theme.json")
        settings = json.load(open(path))
        settings["color"] = changed
        with open(path, "w") as file:
            json.dump(settings, file, indent=2, sort_keys=True)
            file.write("\n")
        output = self.fresh("themepack-diff")
        command = [self.themepack, "diff", self.project, copy, "--output", output, "--jobs", str(self.args.jobs)]
        record("themepack diff", timed("themepack diff", command, self.out))
        record("themepack diff again", timed("themepack diff again", command, self.out))

    def round(self, number, results):
        original = hex_color(self.themes[0]["color"])
        changed = hex_color(tuple((v + 40) % 256 for v in self.themes[0]["color"]))

        def record(name, measurement, folder=None):
            wall, cpu, rss = measurement
            entry = results.setdefault(name, {"wall": [], "cpu": [], "rss": []})
            entry["wall"].append(wall)
            entry["cpu"].append(cpu)
            entry["rss"].append(rss)
            if folder:
                entry["bytes"], entry["files"] = tree_bytes(folder)
            log(f"  round {number}  {name:<20} {wall:8.2f} s wall  {cpu:8.2f} s cpu  {rss / 1024:7.1f} MB peak")

        tp = self.fresh("themepack")
        record("themepack cold", timed("themepack cold", self.themepack_build(tp, self.args.jobs), self.out),
               os.path.join(tp, "themes"))
        record("themepack warm", timed("themepack warm", self.themepack_build(tp, self.args.jobs), self.out))
        if "shards" not in self.skip:
            self.sharded_round(tp, record, results)
        self.set_theme_color(changed)
        record("themepack changed", timed("themepack changed", self.themepack_build(tp, self.args.jobs), self.out))
        self.set_theme_color(original)
        if "diff" not in self.skip:
            self.diff_round(changed, record)
        if "c" not in self.skip:
            c = self.fresh("c")
            record("libpng C", timed("libpng C", [os.path.join(self.args.build, "LibPNGBaseline")], self.out,
                                     stdin_path=self.c_jobs["c"]), c)
        if "cdefault" not in self.skip:
            c = self.fresh("c-default")
            command = [os.path.join(self.args.build, "LibPNGBaseline"), "--filter", "default"]
            record("libpng C, defaults", timed("libpng C, defaults", command, self.out,
                                               stdin_path=self.c_jobs["c-default"]), c)
        if "c7" not in self.skip:
            c = self.fresh("c-l7")
            command = [os.path.join(self.args.build, "LibPNGBaseline"), "--level", "7", "--filter", "sub"]
            record("libpng C, L7 sub", timed("libpng C, L7 sub", command, self.out, stdin_path=self.c_jobs["c-l7"]),
                   c)
        if "jobs1" not in self.skip:
            one = self.fresh("themepack-jobs1")
            record("themepack --jobs 1", timed("themepack --jobs 1", self.themepack_build(one, 1), self.out),
                   os.path.join(one, "themes"))
        if "convert" not in self.skip:
            folder = self.fresh("convert")
            record("convert per file", timed("convert", [os.path.join(HERE, "imagemagick-convert.sh"),
                                                        self.project, self.jobs, folder], self.out), folder)
        if "mogrify" not in self.skip:
            folder = self.fresh("mogrify")
            record("mogrify batch", timed("mogrify", [os.path.join(HERE, "imagemagick-mogrify.sh"),
                                                     self.links, self.jobs, folder], self.out), folder)
        if "vips" not in self.skip and number <= self.args.vips_runs:
            folder = self.fresh("vips")
            record("vips per file", timed("vips", [os.path.join(HERE, "vips.sh"), self.project, self.jobs,
                                                  folder], self.out), folder)

    def delivered_pixels(self):
        """Pixels of every PNG file of the cold build's themes (each theme's copy counted)."""
        total = 0
        for folder, _, files in os.walk(os.path.join(self.tool_output("themepack"), "themes")):
            for name in files:
                if name.endswith(".png"):
                    width, height = png_size(os.path.join(folder, name))
                    total += width * height
        return total

    def encoder_bench(self):
        """libdeflate and zlib on the cold build's own payloads (encoder-bench.c), by CPU time."""
        program = os.path.join(self.out, "encoder-bench")
        run(["cc", "-O2", "-o", program, os.path.join(HERE, "encoder-bench.c"), "-lz", "-ldeflate"])
        seen = set()
        paths = []
        for folder, _, files in sorted(os.walk(os.path.join(self.tool_output("themepack"), "themes"))):
            for name in sorted(files):
                path = os.path.join(folder, name)
                inode = os.stat(path).st_ino
                if name.endswith(".png") and inode not in seen:
                    seen.add(inode)
                    paths.append(path)
        listing = os.path.join(self.out, "encoder-bench-files.txt")
        with open(listing, "w") as file:
            file.write("\n".join(paths) + "\n")
        with open(listing) as stdin:
            result = run([program], stdout=subprocess.PIPE, stdin=stdin)
        return json.loads(result.stdout)

    def same_pixels_bytes(self):
        """ImageMagick's encoder on ThemePack's own output pixels (no metadata: -strip), or
        None when ImageMagick is skipped or missing."""
        if "mogrify" in self.skip or not os.access(MOGRIFY, os.X_OK):
            return None
        source = os.path.join(self.tool_output("themepack"), "themes")
        target = self.fresh("imagemagick-same-pixels")
        for theme in self.themes:
            folder = os.path.join(target, theme["name"])
            os.makedirs(folder)
            files = sorted(f for f in os.listdir(os.path.join(source, theme["name"])) if f.endswith(".png"))
            run([MOGRIFY, "-path", folder, "-strip"] + [os.path.join(source, theme["name"], f) for f in files])
        return tree_bytes(target)[0]


def main():
    args = parse_arguments()
    os.makedirs(args.output, exist_ok=True)
    jobs = set(filter(None, args.only.split(",")))
    if not jobs or jobs - {"main", "vector"}:
        sys.exit(f"error: --only takes main and vector, not '{args.only}'")
    for tool in ("themepack", "SampleAssetsGenerator", "LibPNGBaseline"):
        if not os.access(os.path.join(args.build, tool), os.X_OK):
            sys.exit(f"error: '{os.path.join(args.build, tool)}' is missing: run 'make bench'")
    if "main" in jobs:
        main_job(args)
    if "vector" in jobs:
        vector_job(args)


def main_job(args):
    bench = Bench(args)
    info = machine()
    bench.generate()
    bench.read_project()
    bench.write_jobs()
    log("warm-up build (not timed): fills the page cache and gives the slice sizes for the C job")
    run(bench.themepack_build(bench.tool_output("themepack"), args.jobs))
    bench.c_jobs = {name: bench.write_c_job(name) for name in ("c", "c-default", "c-l7")}

    results = {}
    for number in range(1, args.runs + 1):
        log(f"round {number} of {args.runs} (load average {os.getloadavg()[0]:.2f})")
        bench.round(number, results)
    info["loadAverageAtEnd"] = os.getloadavg()
    same_pixels = bench.same_pixels_bytes()
    info["deliveredPixels"] = bench.delivered_pixels()
    info["encoder"] = bench.encoder_bench()

    for entry in results.values():
        entry["medianWall"] = statistics.median(entry["wall"])
        entry["medianCPU"] = statistics.median(entry["cpu"])
        entry["peakRSS"] = max(entry["rss"])
    cold = results["themepack cold"]["medianWall"]
    report = report_text(args, info, results, cold, same_pixels)
    print(report)
    with open(os.path.join(args.output, "results.md"), "w") as file:
        file.write(report)
    with open(os.path.join(args.output, "results.json"), "w") as file:
        json.dump({"machine": info, "arguments": vars(args), "results": results,
                   "imagemagickSamePixelsBytes": same_pixels}, file, indent=2, sort_keys=True)
        file.write("\n")


def report_text(args, info, results, cold, same_pixels):
    lines = []
    lines.append(f"{args.themes} themes x {args.assets} assets ({args.backgrounds} full-screen backgrounds), "
                 f"{args.runs} rounds (vips {min(args.vips_runs, args.runs) if info['vips'] else 0}), "
                 f"themepack --jobs {args.jobs}")
    lines.append(f"machine: {info['cores']} cores, {info['cpu']}, {info['memoryMB']} MB; "
                 f"load average {info['loadAverageAtStart'][0]:.2f} at start, {info['loadAverageAtEnd'][0]:.2f} at end")
    lines.append(f"{info['imagemagick'] or 'ImageMagick: not installed'}; vips: {info['vips'] or 'not installed'}")
    lines.append("")
    lines.append("| tool | median wall | median CPU | ThemePack cold / tool | output PNG bytes (files) | peak RSS |")
    lines.append("|---|---:|---:|---:|---:|---:|")
    for name, entry in results.items():
        ratio = "" if name.startswith("themepack") else f"{cold / entry['medianWall']:.3f}"
        if name in ("themepack warm", "themepack changed", "themepack 3 shards", "themepack diff",
                    "themepack diff again"):
            ratio = f"{entry['medianWall'] / cold:.3f} of cold"
        size = f"{entry['bytes']:,} ({entry['files']})" if "bytes" in entry else ""
        lines.append(f"| {name} | {entry['medianWall']:.2f} s | {entry['medianCPU']:.2f} s | {ratio} | "
                     f"{size} | {entry['peakRSS'] / 1024:.1f} MB |")
    lines.append("")
    if same_pixels is not None:
        lines.append(f"ImageMagick re-encoding ThemePack's own pixels (-strip, no metadata): {same_pixels:,} bytes")
    lines.append("")
    lines.extend(throughput_lines(info, results))
    lines.append("")
    lines.append("targets:")

    def target(label, ok, detail):
        lines.append(f"  [{'met' if ok else 'MISSED'}] {label}: {detail}")

    tp = results["themepack cold"]
    if "convert per file" in results:
        speedup = results["convert per file"]["medianWall"] / cold
        target("cold build >= 4x faster than convert per file", speedup >= 4, f"{speedup:.2f}x")
    if "mogrify batch" in results:
        speedup = results["mogrify batch"]["medianWall"] / cold
        target("cold build >= 1.5x faster than mogrify", speedup >= 1.5, f"{speedup:.2f}x")
    if "themepack --jobs 1" in results and "libpng C, defaults" in results:
        ratio = results["themepack --jobs 1"]["medianWall"] / results["libpng C, defaults"]["medianWall"]
        cpu = results["themepack --jobs 1"]["medianCPU"] / results["libpng C, defaults"]["medianCPU"]
        target("--jobs 1 at most 0.4x the libpng C program's time (libpng's defaults)", ratio <= 0.4,
               f"{ratio:.2f}x wall, {cpu:.2f}x CPU")
    if "themepack --jobs 1" in results and "libpng C" in results:
        ratio = results["themepack --jobs 1"]["medianWall"] / results["libpng C"]["medianWall"]
        cpu = results["themepack --jobs 1"]["medianCPU"] / results["libpng C"]["medianCPU"]
        lines.append(f"  [info] --jobs 1 against the C program at its fastest (no filter, level 6): "
                     f"{ratio:.2f}x wall, {cpu:.2f}x CPU")
    if "themepack --jobs 1" in results and "libpng C, L7 sub" in results:
        ratio = results["themepack --jobs 1"]["medianWall"] / results["libpng C, L7 sub"]["medianWall"]
        lines.append(f"  [info] --jobs 1 against the C program at level 7 + sub: {ratio:.2f}x")
    warm = results["themepack warm"]["medianWall"] / cold
    target("no-op rebuild <= 3% of the cold build", warm <= 0.03, f"{warm * 100:.1f}%")
    changed = results["themepack changed"]["medianWall"] / cold
    target("one theme changed <= 10% of the cold build", changed <= 0.10, f"{changed * 100:.1f}%")
    if "themepack diff" in results:
        diff = results["themepack diff"]["medianWall"] / cold
        target("diff after a one-colour change <= 1.5x the cold build", diff <= 1.5, f"{diff:.2f}x")
    if "themepack 3 shards" in results:
        identical = results["themepack 3 shards"]["identical"]
        target("three shards merged = one build, byte for byte", identical,
               "identical in every round" if identical else "DIFFERENT")
    for peer in ("convert per file", "mogrify batch"):
        if peer in results:
            target(f"output bytes <= {peer}", tp["bytes"] <= results[peer]["bytes"],
                   f"{tp['bytes']:,} vs {results[peer]['bytes']:,}")
    if same_pixels is not None:
        target("output bytes <= ImageMagick on the same pixels", tp["bytes"] <= same_pixels,
               f"{tp['bytes']:,} vs {same_pixels:,}")
    peak = max(entry["peakRSS"] for name, entry in results.items() if name.startswith("themepack"))
    target("peak memory < 100 MB", peak < 100 * 1024, f"{peak / 1024:.1f} MB")
    return "\n".join(lines) + "\n"


def throughput_lines(info, results):
    """Mpx/s per core end to end, and the encoder's compressor alone against zlib."""
    lines = []
    delivered = info["deliveredPixels"] / 1e6
    encoder = info["encoder"]
    encoded = encoder["pixels"] / 1e6
    lines.append(f"end to end: {delivered:.1f} Mpx delivered ({encoded:.1f} Mpx encoded once, the rest linked)")
    for name in ("themepack --jobs 1", "themepack cold", "libpng C", "libpng C, defaults"):
        if name in results:
            cpu = results[name]["medianCPU"]
            lines.append(f"  {name:<20} {delivered / cpu:7.1f} Mpx/s per core (delivered pixels / CPU seconds)")
    lines.append(f"encoder alone: re-compressing the cold build's {encoder['files']} distinct payloads "
                 f"({encoder['rawBytes']:,} bytes of filtered rows), CPU time:")
    zlib = encoder["zlib7"]
    lines.append("| compressor | Mpx/s per core | CPU | bytes | time / zlib 7 | bytes / zlib 7 |")
    lines.append("|---|---:|---:|---:|---:|---:|")
    for key, label in (("zlib7", "zlib 7 (before)"), ("libdeflate6", "libdeflate 6"),
                       ("libdeflate7", "libdeflate 7 (ThemePack)"), ("libdeflate9", "libdeflate 9")):
        entry = encoder[key]
        lines.append(f"| {label} | {encoded / max(entry['cpu'], 1e-9):.1f} | {entry['cpu']:.2f} s | "
                     f"{entry['bytes']:,} | {entry['cpu'] / max(zlib['cpu'], 1e-9):.2f} | "
                     f"{entry['bytes'] / zlib['bytes']:.4f} |")
    lines.append("")
    return lines


class VectorBench:
    """The vector job: SVG template icons at @1x/@2x/@3x, light and dark, for every theme."""

    def __init__(self, args):
        self.args = args
        self.out = os.path.join(args.output, "vector")
        self.project = os.path.join(self.out, "project")
        self.jobs = os.path.join(self.out, "jobs")
        self.themepack = os.path.join(args.build, "themepack")
        self.skip = set(filter(None, args.skip.split(",")))
        if not (os.access(CONVERT, os.X_OK) and os.access(MOGRIFY, os.X_OK)):
            self.skip |= {"rsvgmogrify", "convertsvg"}
        self.svg_renderer = None

    def tool_output(self, name):
        return os.path.join(self.out, "out-" + name)

    # Preparation, not timed.

    def generate(self):
        shutil.rmtree(self.project, ignore_errors=True)
        log(f"generating {self.args.vector_themes} themes x {self.args.vector_icons} SVG icons into {self.project}")
        run([os.path.join(self.args.build, "SampleAssetsGenerator"), "--benchmark", self.project, "--vector",
             "--themes", str(self.args.vector_themes), "--assets", str(self.args.vector_icons)])
        lint = run([self.themepack, "lint", "--assets", self.project, "--strict"], stdout=subprocess.PIPE,
                   check=False)
        if lint.returncode != 0:
            sys.exit("error: the vector benchmark project does not lint clean:\n" + lint.stdout + lint.stderr)

    def write_jobs(self):
        """The icon list and the themes' light and dark colours (from `themepack dark-color`)."""
        config = json.load(open(os.path.join(self.project, "themepack.json")))
        dark = config["dark"]
        shutil.rmtree(self.jobs, ignore_errors=True)
        os.makedirs(self.jobs)
        with open(os.path.join(self.jobs, "vector-icons.txt"), "w") as file:
            file.write("".join(name + "\n" for name in sorted(config["assets"])))
        with open(os.path.join(self.jobs, "themes.txt"), "w") as file:
            for name in sorted(os.listdir(os.path.join(self.project, "Themes"))):
                settings = json.load(open(os.path.join(self.project, "Themes", name, "theme.json")))
                derived = run([self.themepack, "dark-color", settings["color"], "--background", dark["background"],
                               "--min-contrast", str(dark["minimumContrast"]), "--json"], stdout=subprocess.PIPE)
                file.write(f"{name} {settings['color']} {json.loads(derived.stdout)['color']}\n")

    def probe_imagemagick_svg(self):
        """Which renderer `convert icon.svg` uses here: a delegate it runs (inkscape, rsvg-convert)
        or its own MSVG; None when ImageMagick cannot read the file."""
        if "convertsvg" in self.skip:
            return None
        icon = os.path.join(self.project, "Base", sorted(os.listdir(os.path.join(self.project, "Base")))[0])
        probe = os.path.join(self.out, "probe.png")
        result = run([CONVERT, "-verbose", "-background", "none", icon, probe], stdout=subprocess.PIPE,
                     check=False)
        if result.returncode != 0 or not os.path.exists(probe):
            self.skip.add("convertsvg")
            return None
        text = result.stdout + result.stderr
        delegate = re.search(r"^'([a-z-]+)'", text, re.MULTILINE)
        if "=>" in text and "MVG" in text:
            used = "MSVG (its own renderer)"
            if delegate:
                used += f", after the '{delegate.group(1)}' delegate failed"
        elif delegate:
            used = f"the '{delegate.group(1)}' delegate"
        else:
            used = "librsvg (linked)"
        return used

    # The timed runs.

    def themepack_build(self, output, jobs):
        return [self.themepack, "build", "--assets", self.project, "--output", output, "--jobs", str(jobs)]

    def uncaged_helper(self):
        """A script that runs `themepack-svg --uncaged` (beside `themepack`), for THEMEPACK_SVG_RENDERER."""
        path = os.path.join(self.out, "themepack-svg-uncaged")
        helper = os.path.join(os.path.dirname(os.path.abspath(self.themepack)), "themepack-svg")
        with open(path, "w") as file:
            file.write(f'#!/bin/sh\nexec "{helper}" --uncaged "$@"\n')
        os.chmod(path, 0o755)
        return path

    def fresh(self, name):
        folder = self.tool_output(name)
        shutil.rmtree(folder, ignore_errors=True)
        return folder

    def round(self, number, results):
        def record(name, measurement, folder, cores):
            wall, cpu, rss = measurement
            entry = results.setdefault(name, {"wall": [], "cpu": [], "rss": []})
            entry["wall"].append(wall)
            entry["cpu"].append(cpu)
            entry["rss"].append(rss)
            entry["cores"] = cores
            entry["bytes"], entry["files"] = tree_bytes(folder)
            entry["pixels"] = tree_pixels(folder)
            log(f"  round {number}  {name:<20} {wall:8.2f} s wall  {cpu:8.2f} s cpu  {rss / 1024:7.1f} MB peak")

        tp = self.fresh("themepack")
        record("themepack cold", timed("themepack cold", self.themepack_build(tp, self.args.jobs), self.out),
               os.path.join(tp, "themes"), self.args.jobs)
        if "uncaged" not in self.skip:
            free = self.fresh("themepack-uncaged")
            command = ["env", f"THEMEPACK_SVG_RENDERER={self.uncaged_helper()}"] + self.themepack_build(
                free, self.args.jobs)
            record("themepack uncaged", timed("themepack uncaged", command, self.out),
                   os.path.join(free, "themes"), self.args.jobs)
        if "vjobs1" not in self.skip:
            one = self.fresh("themepack-jobs1")
            record("themepack --jobs 1", timed("themepack --jobs 1", self.themepack_build(one, 1), self.out),
                   os.path.join(one, "themes"), 1)
        if "rsvg" not in self.skip:
            folder = self.fresh("rsvg")
            record("rsvg render", timed("rsvg render", [os.path.join(HERE, "rsvg-render.sh"), self.project,
                                                       self.jobs, folder], self.out), folder, 1)
        if "rsvgmogrify" not in self.skip:
            folder = self.fresh("rsvg-mogrify")
            record("rsvg + mogrify", timed("rsvg + mogrify", [os.path.join(HERE, "rsvg-mogrify.sh"), self.project,
                                                             self.jobs, folder], self.out), folder, 1)
        if "convertsvg" not in self.skip:
            folder = self.fresh("convert-svg")
            record("convert SVG render", timed("convert SVG render", [os.path.join(HERE, "imagemagick-svg.sh"),
                                                                     self.project, self.jobs, folder], self.out),
                   folder, 1)


def tree_pixels(folder):
    """Pixels of every PNG file under `folder` (hidden folders aside), each file counted."""
    total = 0
    for base, _, names in os.walk(folder):
        if "/." in base:
            continue
        for name in names:
            if name.endswith(".png"):
                width, height = png_size(os.path.join(base, name))
                total += width * height
    return total


def vector_job(args):
    bench = VectorBench(args)
    os.makedirs(bench.out, exist_ok=True)
    info = machine()
    bench.generate()
    bench.write_jobs()
    info["imagemagickSVG"] = bench.probe_imagemagick_svg()
    log("warm-up build (not timed): fills the page cache")
    run(bench.themepack_build(bench.tool_output("themepack"), args.jobs))
    results = {}
    for number in range(1, args.runs + 1):
        log(f"vector round {number} of {args.runs} (load average {os.getloadavg()[0]:.2f})")
        bench.round(number, results)
    info["loadAverageAtEnd"] = os.getloadavg()
    for entry in results.values():
        entry["medianWall"] = statistics.median(entry["wall"])
        entry["medianCPU"] = statistics.median(entry["cpu"])
        entry["peakRSS"] = max(entry["rss"])
        entry["mpxPerCore"] = entry["pixels"] / 1e6 / entry["medianWall"] / entry["cores"]
    report = vector_report_text(args, info, results)
    print(report)
    with open(os.path.join(bench.out, "results.md"), "w") as file:
        file.write(report)
    with open(os.path.join(bench.out, "results.json"), "w") as file:
        json.dump({"machine": info, "arguments": vars(args), "results": results}, file, indent=2, sort_keys=True)
        file.write("\n")


def vector_report_text(args, info, results):
    lines = []
    icons = args.vector_icons
    lines.append(f"vector job: {args.vector_themes} themes x {icons} SVG template icons x 3 scales, light and dark; "
                 f"{args.runs} rounds, themepack --jobs {args.jobs}")
    lines.append(f"machine: {info['cores']} cores, {info['cpu']}, {info['memoryMB']} MB; "
                 f"load average {info['loadAverageAtStart'][0]:.2f} at start, {info['loadAverageAtEnd'][0]:.2f} at end")
    lines.append(f"{run(['rsvg-convert', '--version'], stdout=subprocess.PIPE).stdout.strip()}; "
                 f"{info['imagemagick'] or 'ImageMagick: not installed (no tint or convert rows)'}"
                 + (f"; convert reads SVG with {info['imagemagickSVG']}" if info.get("imagemagickSVG") else ""))
    lines.append("")
    lines.append("| tool | median wall | median CPU | ThemePack cold / tool | files | Mpx written | "
                 "Mpx/s per core | ThemePack per core / tool | output PNG bytes | peak RSS |")
    lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    tp = results["themepack cold"]
    for name, entry in results.items():
        ratio = "" if name == "themepack cold" else f"{tp['medianWall'] / entry['medianWall']:.3f}"
        per_core = "" if name == "themepack cold" else f"{tp['mpxPerCore'] / entry['mpxPerCore']:.2f}"
        lines.append(f"| {name} | {entry['medianWall']:.2f} s | {entry['medianCPU']:.2f} s | {ratio} | "
                     f"{entry['files']:,} | {entry['pixels'] / 1e6:.1f} | {entry['mpxPerCore']:.1f} | {per_core} | "
                     f"{entry['bytes']:,} | {entry['peakRSS'] / 1024:.1f} MB |")
    lines.append("")
    lines.append("Mpx/s per core: pixels of the files written / median wall seconds / cores used "
                 f"(--jobs {args.jobs} for themepack cold, 1 for the others)")
    if "themepack uncaged" in results:
        free = results["themepack uncaged"]
        cost = (tp["medianWall"] - free["medianWall"]) / tp["medianWall"]
        lines.append(f"  the cage: {cost * 100:.1f}% of the cold build's wall time "
                     f"({tp['medianWall'] - free['medianWall']:.2f} s; CPU {tp['medianCPU'] - free['medianCPU']:.2f} s), "
                     f"target at most 15% ({'met' if cost <= 0.15 else 'MISSED'})")
    if "rsvg render" in results:
        ratio = results["rsvg render"]["medianWall"] / tp["medianWall"]
        lines.append(f"  render only: rsvg-convert drawing the {results['rsvg render']['files']} images once takes "
                     f"{ratio:.2f}x ThemePack's whole cold build ({tp['files']:,} tinted files)")
    if "rsvg + mogrify" in results:
        ratio = results["rsvg + mogrify"]["medianWall"] / tp["medianWall"]
        lines.append(f"  render + tint: rsvg-convert + mogrify takes {ratio:.2f}x ThemePack's cold build")
    else:
        lines.append("  render + tint: not measured (ImageMagick is not installed)")
    if "convert SVG render" in results:
        ratio = results["convert SVG render"]["medianWall"] / tp["medianWall"]
        lines.append(f"  ImageMagick's own SVG reading, render only: {ratio:.2f}x ThemePack's cold build")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
