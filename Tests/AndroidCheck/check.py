#!/usr/bin/env python3
"""Checks ThemePack's android output the way Android's own tools read it.

OUTPUT is a build output folder holding `android/<theme>/res/` (`--output-format android`) and
the runtime theme folders `themes/<theme>/manifest.json` (`--output-format runtime`), which
declare what the android files must say. For every theme:

  - aapt2 (Debian 'aapt') compiles every file of `res/` and links them against Debian's
    `framework-res.apk` (Debian 'android-framework-res') with a minimal AndroidManifest.xml;
    any non-zero exit or any line aapt2 prints fails;
  - every drawable is in the linked APK, and every file is the size the manifest gives at its
    density (mdpi 1x, hdpi 1.5x, xhdpi 2x, xxhdpi 3x, xxxhdpi 4x of the top-scale file);
  - every nine-patch (`*.9.png`) has a frame of opaque black (0, 0, 0, 255) or fully
    transparent pixels only, transparent corners, and the stretch (top, left) and padding
    (bottom, right) runs that aapt2 read into the linked file's `npTc` chunk equal the
    manifest's cap insets at that density, rounded as ThemePack rounds them (half away from
    zero, caps shortened until one pixel stretches);
  - the pixels inside each frame equal the linked PNG aapt2 wrote, and, at a density that is
    one of the project's scales, the runtime folder's file of that scale (the same for plain
    drawables); fully transparent pixels compare equal whatever their colour;
  - `values/colors.xml` and `values-night/colors.xml` hold exactly the manifest's colours
    (light and dark, and the high-contrast twins `<name>_high_contrast`; with a glass
    navigation bar also `glass_bar_title`, `glass_bar_tint`, `glass_bar_glass_tint` and their
    twins), and so does the resource table aapt2 linked.

Every failure is one line, `<file>: <problem>`; exit 1 when there is any. `--self-test` first
checks OUTPUT (which must pass), then spoils copies of one theme (a gray frame pixel, a
stretch line one pixel longer, a wrong colour, a changed content pixel) and requires each to
fail with the line that names the spoil. Standard library only (PNG files are read with zlib).
Usage: check.py OUTPUT [--self-test] [--aapt2 PATH] [--framework PATH]
"""

import argparse
import json
import math
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
import zipfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import png  # noqa: E402

FRAMEWORK = "/usr/share/android-framework-res/framework-res.apk"
DENSITIES = {"mdpi": (1, 1), "hdpi": (3, 2), "xhdpi": (2, 1), "xxhdpi": (3, 1), "xxxhdpi": (4, 1)}
BLACK = (0, 0, 0, 255)
MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.themepack.check" />
"""
JAVA_KEYWORDS = set(
    "abstract assert boolean break byte case catch char class const continue default do double else enum "
    "extends false final finally float for goto if implements import instanceof int interface long native "
    "new null package private protected public return short static strictfp super switch synchronized "
    "this throw throws transient true try void volatile while".split()
)


def android_name(name):
    """ThemePack's `AndroidResourceName.convert`: camel case split with `_`, lower case,
    `r_` before a name that does not start with a letter, `_` after a Java keyword."""
    out, previous = "", None
    for character in name:
        if character.isupper() and previous is not None and (previous.islower() or previous.isnumeric()):
            out += "_"
        out += character.lower() if character.isascii() and character.isalnum() else "_"
        previous = character
    if not out or not (out[0].isascii() and out[0].isalpha()):
        out = "r_" + out
    return out + "_" if out in JAVA_KEYWORDS else out


def swift_round(value):
    """Swift's `Double.rounded()`: to the nearest integer, halves away from zero."""
    whole = math.floor(value)
    if value >= 0:
        return whole + 1 if value - whole >= 0.5 else whole
    return -swift_round(-value)


def inset_pixels(points, numerator, denominator):
    """An inset in points at a density, in pixels, computed as ThemePack does
    (`AssetRenderer.framed`: points × numerator / denominator, then rounded)."""
    return swift_round(points * numerator / denominator)


def centre(length, leading, trailing):
    """ThemePack's `NinePatch.centre`: the caps along one axis, shortened (trailing first)
    until at least one pixel stretches."""
    lead = min(max(0, leading), length - 1)
    trail = min(max(0, trailing), length - 1 - lead)
    return lead, trail


def rgba_hex(rgba):
    return "#%02X%02X%02X%02X" % rgba


def manifest_colour(text):
    """`#RRGGBB` or `#RRGGBBAA` (the manifest's forms) as (r, g, b, a), or None."""
    match = re.fullmatch(r"#([0-9A-Fa-f]{6})([0-9A-Fa-f]{2})?", text or "")
    if not match:
        return None
    value = bytes.fromhex(match.group(1) + (match.group(2) or "FF"))
    return tuple(value)


def android_colour(text):
    """`#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB` (Android's forms) as (r, g, b, a), or None."""
    match = re.fullmatch(r"#([0-9A-Fa-f]{3,8})", (text or "").strip())
    if not match or len(match.group(1)) not in (3, 4, 6, 8):
        return None
    digits = match.group(1)
    if len(digits) in (3, 4):
        digits = "".join(d * 2 for d in digits)
    if len(digits) == 6:
        digits = "FF" + digits
    a, r, g, b = bytes.fromhex(digits)
    return (r, g, b, a)


def same_pixels(first, second):
    """The first (x, y) where two equal-sized images differ (fully transparent pixels are
    equal whatever their colour), or None."""
    if first.rgba == second.rgba:
        return None
    for y in range(first.height):
        for x in range(first.width):
            a, b = first.pixel(x, y), second.pixel(x, y)
            if a != b and not (a[3] == 0 and b[3] == 0):
                return (x, y, a, b)
    return None


class Report:
    """The failure lines, in the order found."""

    def __init__(self):
        self.lines = []

    def fail(self, path, problem):
        self.lines.append("%s: %s" % (path, problem))


class Aapt2:
    """Runs aapt2 in a scratch folder; every complaint becomes a failure line."""

    def __init__(self, executable, framework, work, report):
        self.executable = executable
        self.framework = framework
        self.work = work
        self.report = report

    def run(self, path, what, arguments):
        result = subprocess.run([self.executable] + arguments, capture_output=True, text=True)
        said = [line for line in (result.stderr + result.stdout).splitlines() if line.strip()]
        if result.returncode != 0 or said:
            detail = "; ".join(said) if said else "exit status %d" % result.returncode
            self.report.fail(path, "aapt2 %s: %s" % (what, detail))
        return result.returncode == 0

    def compile_and_link(self, theme, res):
        """The linked APK of `res` (a zipfile.ZipFile), or None when aapt2 refused."""
        flat = self.work / theme / "flat"
        flat.mkdir(parents=True)
        compiled = True
        for path in sorted(p for p in res.rglob("*") if p.is_file()):
            compiled &= self.run(path, "compile", ["compile", "-o", str(flat), str(path)])
        manifest = self.work / "AndroidManifest.xml"
        manifest.write_text(MANIFEST)
        apk = self.work / theme / "check.apk"
        flats = sorted(str(p) for p in flat.iterdir())
        if not compiled or not self.run(
            res, "link", ["link", "-o", str(apk), "-I", self.framework, "--manifest", str(manifest)] + flats
        ):
            return None, None
        dump = subprocess.run(
            [self.executable, "dump", "resources", str(apk)], capture_output=True, text=True
        ).stdout
        return zipfile.ZipFile(apk), dump


class ThemeCheck:
    """The checks of one theme: `res` against `manifest`, with aapt2's linked APK."""

    def __init__(self, name, res, runtime, report):
        self.name = name
        self.res = res
        self.runtime = runtime
        self.report = report
        self.manifest = None
        self.images = {}

    def read_manifest(self):
        path = self.runtime / "manifest.json"
        try:
            self.manifest = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            self.report.fail(path, "cannot read the runtime manifest: %s" % error)
            return False
        return True

    def decode(self, path, data=None):
        """The image of the file `path` (or of `data`, named by `path`), decoded once."""
        key = (path, data is not None)
        if key not in self.images:
            try:
                self.images[key] = png.decode(path.read_bytes() if data is None else data)
            except (OSError, png.PNGError) as error:
                self.report.fail(path, "cannot decode: %s" % error)
                self.images[key] = None
        return self.images[key]

    def assets_by_android_name(self):
        return {android_name(name): (name, spec) for name, spec in self.manifest.get("assets", {}).items()}

    def check_drawables(self, apk):
        """Every drawable: known, in the APK, the right size, and the right pixels."""
        assets = self.assets_by_android_name()
        linked = {}
        for entry in apk.namelist() if apk else []:
            parts = entry.split("/")
            if len(parts) == 3 and parts[0] == "res" and parts[1].startswith("drawable"):
                linked["%s/%s" % (re.sub(r"-v\d+$", "", parts[1]), parts[2])] = entry
        seen = set()
        for path in sorted(self.res.glob("drawable*/*")):
            match = re.fullmatch(r"drawable(-night)?-(\w+)", path.parent.name)
            stem, nine = (path.name[:-6], True) if path.name.endswith(".9.png") else (path.name[:-4], False)
            if not match or match.group(2) not in DENSITIES or not path.name.endswith(".png"):
                self.report.fail(path, "not a drawable-<density>/<name>.png or .9.png file ThemePack writes")
                continue
            if stem not in assets:
                self.report.fail(path, "no asset of the manifest has the Android name '%s'" % stem)
                continue
            name, spec = assets[stem]
            dark, density = bool(match.group(1)), match.group(2)
            seen.add((stem, dark, density))
            if nine != ("slice" in spec):
                want = "a nine-patch" if "slice" in spec else "a plain PNG"
                self.report.fail(path, "asset '%s' should be %s at every density" % (name, want))
                continue
            key = "%s/%s" % (path.parent.name, path.name)
            if apk and key not in linked:
                self.report.fail(path, "not in the APK aapt2 linked")
            data = apk.read(linked[key]) if apk and key in linked else None
            self.check_drawable(path, name, spec, dark, density, data)
        self.check_every_density(assets, seen)

    def check_every_density(self, assets, seen):
        """Every asset at every density, dark ones too where the manifest has dark files."""
        for stem, (name, spec) in sorted(assets.items()):
            files = spec.get("files", {})
            for dark in (False, True) if files.get("dark") else (False,):
                for density in DENSITIES:
                    if (stem, dark, density) not in seen:
                        folder = "drawable-%s%s" % ("night-" if dark else "", density)
                        self.report.fail(self.res / folder, "no file for asset '%s'" % name)

    def built(self, name, spec, dark):
        """The runtime files of the asset by scale (the dark ones for `dark`)."""
        files = spec.get("files", {}).get("dark" if dark else "any", {})
        return {int(key.rstrip("x")): self.runtime / file for key, file in files.items()}

    def check_drawable(self, path, name, spec, dark, density, linked):
        image = self.decode(path)
        built = self.built(name, spec, dark)
        if image is None or not built:
            if image is not None:
                self.report.fail(path, "the manifest lists no %s file of asset '%s'" % ("dark" if dark else "light", name))
            return
        numerator, denominator = DENSITIES[density]
        top = max(built)
        whole = self.whole_size(path, spec, built[top], top)
        if whole is None:
            return
        frame = 2 if "slice" in spec else 0
        side = lambda pixels: max(1, swift_round(pixels * numerator / (top * denominator)))
        width, height = side(whole[0]), side(whole[1])
        if (image.width - frame, image.height - frame) != (width, height):
            self.report.fail(
                path,
                "is %dx%d pixels inside any frame, %dx%d at %s from the %dx%d of the top scale (%dx)"
                % (image.width - frame, image.height - frame, width, height, density, whole[0], whole[1], top),
            )
            return
        content = image.crop(1, 1, width, height) if frame else image
        if frame:
            self.check_frame(path, image)
            self.check_stretch(path, spec["slice"]["insets"], numerator, denominator, width, height, linked)
        if linked is not None:
            self.check_linked_pixels(path, content, linked)
        if denominator == 1 and numerator in built:
            reference = self.decode(built[numerator])
            if reference is None:
                return
            if frame:
                self.compare_slice(path, content, reference, built[numerator].name, spec["slice"], numerator)
            else:
                self.compare(path, content, reference, built[numerator].name)

    def whole_size(self, path, spec, top_file, top):
        """The asset's whole size in pixels at the top scale: the runtime file's, or for a
        resizable asset (whose runtime file is the reduced slice) the size the manifest says
        it is drawn at (`size`, in points; the slice's own `size` is the reduced file's)."""
        if "slice" not in spec:
            image = self.decode(top_file)
            return None if image is None else (image.width, image.height)
        size = spec.get("size", {})
        if not isinstance(size.get("width"), (int, float)) or not isinstance(size.get("height"), (int, float)):
            self.report.fail(path, "the manifest gives no drawn size to size the nine-patch by")
            return None
        return swift_round(size["width"] * top), swift_round(size["height"] * top)

    def compare_slice(self, path, content, reduced, what, slice, scale):
        """The inside of a nine-patch against the runtime file of the same scale, which keeps
        the caps and a reduced centre (`Slicer`): the reduced file with its centre repeated
        from the leading cap must give the nine-patch's pixels. A tiled centre that does not
        repeat is reduced to a one-point strip from its middle, which no longer reproduces
        the whole image: when the repeat does not match and the reduced centre is one point
        of a tiled slice, the caps and the strip's place in the middle are compared instead
        (a wrong pixel elsewhere in such a centre goes unseen)."""
        insets = slice["insets"]
        caps = [swift_round(float(insets[side]) * scale) for side in ("left", "right", "top", "bottom")]
        columns = expand(content.width, reduced.width, caps[0], caps[1])
        rows = expand(content.height, reduced.height, caps[2], caps[3])
        if columns is None or rows is None:
            self.report.fail(
                path,
                "content is %dx%d, '%s' (%dx%d, caps %s px) cannot stretch to it"
                % (content.width, content.height, what, reduced.width, reduced.height, caps),
            )
            return
        if self.first_difference(content, reduced, columns, rows) is None:
            return
        if slice.get("center") == "tile":
            columns = strip(columns, content.width, reduced.width, caps[0], caps[1], scale)
            rows = strip(rows, content.height, reduced.height, caps[2], caps[3], scale)
        difference = self.first_difference(content, reduced, columns, rows)
        if difference is not None:
            x, y, ours, theirs = difference
            self.report.fail(
                path,
                "content pixel (%d, %d) is %s, '%s' stretched to %dx%d has %s"
                % (x, y, rgba_hex(ours), what, content.width, content.height, rgba_hex(theirs)),
            )

    @staticmethod
    def first_difference(content, reduced, columns, rows):
        """The first (x, y, ours, theirs) where `content` differs from `reduced` drawn by the
        maps `columns` and `rows` (None entries are not compared), or None."""
        lines = [reduced.rgba[r * reduced.width * 4 : (r + 1) * reduced.width * 4] for r in range(reduced.height)]
        if None not in columns and None not in rows:
            drawn = b"".join(lines[row][4 * column : 4 * column + 4] for row in rows for column in columns)
            if drawn == content.rgba:
                return None
        for y, row in enumerate(rows):
            for x, column in enumerate(columns):
                if row is None or column is None:
                    continue
                ours, theirs = content.pixel(x, y), reduced.pixel(column, row)
                if ours != theirs and not (ours[3] == 0 and theirs[3] == 0):
                    return x, y, ours, theirs
        return None

    def compare(self, path, content, reference, what):
        if (reference.width, reference.height) != (content.width, content.height):
            self.report.fail(
                path,
                "content is %dx%d, '%s' is %dx%d"
                % (content.width, content.height, what, reference.width, reference.height),
            )
            return
        difference = same_pixels(content, reference)
        if difference:
            x, y, ours, theirs = difference
            self.report.fail(
                path,
                "content pixel (%d, %d) is %s, '%s' has %s" % (x, y, rgba_hex(ours), what, rgba_hex(theirs)),
            )

    def check_linked_pixels(self, path, content, data):
        linked = self.decode(path, data)
        self.images.pop((path, True), None)
        if linked is not None:
            self.compare(path, content, linked, "the PNG aapt2 linked")

    def check_frame(self, path, image):
        """Frame pixels opaque black or fully transparent; corners transparent."""
        w, h = image.width, image.height
        for x, y in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]:
            if image.pixel(x, y)[3] != 0:
                self.report.fail(path, "frame corner (%d, %d) is %s, not transparent" % (x, y, rgba_hex(image.pixel(x, y))))
                return
        border = [(x, 0) for x in range(w)] + [(x, h - 1) for x in range(w)]
        border += [(0, y) for y in range(h)] + [(w - 1, y) for y in range(h)]
        for x, y in border:
            pixel = image.pixel(x, y)
            if pixel != BLACK and pixel[3] != 0:
                self.report.fail(
                    path,
                    "frame pixel (%d, %d) is %s, neither opaque black nor fully transparent" % (x, y, rgba_hex(pixel)),
                )
                return

    def check_stretch(self, path, insets, numerator, denominator, width, height, data):
        """aapt2's reading of the frame (`npTc`) against the declared insets at this density."""
        if data is None:
            return
        try:
            chunk = png.nine_patch_chunk(data)
        except png.PNGError as error:
            self.report.fail(path, "linked PNG: %s" % error)
            return
        if chunk is None:
            self.report.fail(path, "the PNG aapt2 linked has no npTc chunk: aapt2 did not read it as a nine-patch")
            return
        pixels = {side: inset_pixels(float(insets.get(side, 0)), numerator, denominator) for side in insets}
        left, right = centre(width, pixels.get("left", 0), pixels.get("right", 0))
        top, bottom = centre(height, pixels.get("top", 0), pixels.get("bottom", 0))
        declared = "insets %s" % ", ".join("%s %g pt" % (s, insets[s]) for s in ("top", "left", "bottom", "right"))
        if chunk.x_runs != [(left, width - right)]:
            self.report.fail(
                path,
                "aapt2 read horizontal stretch %s, the %s give [(%d, %d)]" % (chunk.x_runs, declared, left, width - right),
            )
        if chunk.y_runs != [(top, height - bottom)]:
            self.report.fail(
                path,
                "aapt2 read vertical stretch %s, the %s give [(%d, %d)]" % (chunk.y_runs, declared, top, height - bottom),
            )
        if tuple(chunk.padding) != (left, right, top, bottom):
            self.report.fail(
                path,
                "aapt2 read padding (left, right, top, bottom) %s, the %s give (%d, %d, %d, %d)"
                % (tuple(chunk.padding), declared, left, right, top, bottom),
            )

    def expected_colours(self):
        """ThemePack's `AndroidLayout.colors` from the manifest: {name: (day, night or None)}."""
        names = ["color"] + sorted(self.manifest.get("extraColors", {}))
        pairs = [self.manifest.get("color", {})] + [self.manifest["extraColors"][n] for n in names[1:]]
        expected = {}
        for twin, (day_key, night_key) in enumerate([("light", "dark"), ("highContrast", "darkHighContrast")]):
            for index, (name, pair) in enumerate(zip(names, pairs)):
                day, night = manifest_colour(pair.get(day_key)), manifest_colour(pair.get(night_key))
                android = android_name(name) + ("_high_contrast" if twin else "")
                expected[android] = (day, night if index == 0 or night != day else None)
        # The navigation bar's glass form: three colours and their twins, night always written.
        glass = (self.manifest.get("navigationBar") or {}).get("glass") or {}
        for key, android in [("titleColor", "glass_bar_title"), ("tint", "glass_bar_tint"),
                             ("glassTint", "glass_bar_glass_tint")]:
            if key not in glass:
                continue
            for twin, (day_key, night_key) in enumerate([("light", "dark"), ("highContrast", "darkHighContrast")]):
                pair = glass[key]
                expected[android + ("_high_contrast" if twin else "")] = (
                    manifest_colour(pair.get(day_key)), manifest_colour(pair.get(night_key)))
        return expected

    def read_colours(self, folder):
        path = self.res / folder / "colors.xml"
        if not path.exists():
            return path, {}
        try:
            root = ElementTree.parse(path).getroot()
        except (OSError, ElementTree.ParseError) as error:
            self.report.fail(path, "cannot read: %s" % error)
            return path, None
        found = {}
        for element in root:
            name = element.get("name")
            if element.tag != "color" or name is None:
                self.report.fail(path, "unexpected element <%s> (only <color name=...> is written)" % element.tag)
            elif name in found:
                self.report.fail(path, "colour '%s' twice" % name)
            else:
                colour = android_colour(element.text)
                if colour is None:
                    self.report.fail(path, "colour '%s' has the value '%s', not an Android colour" % (name, element.text))
                found[name] = colour
        return path, found

    def check_colours(self, dump):
        """The files hold the manifest's colours; the linked table resolves every colour, by
        day and by night (a night value falls back to the default one, as Android does and
        as aapt2 drops a night value equal to it), to the manifest's light and dark values."""
        expected = self.expected_colours()
        for folder, index in (("values", 0), ("values-night", 1)):
            want = {name: pair[index] for name, pair in expected.items() if pair[index] is not None}
            path, found = self.read_colours(folder)
            if found is not None:
                self.compare_colours(path, want, found, "the manifest says")
        if dump is None:
            return
        day = linked_colours(dump, "")
        night = dict(day, **linked_colours(dump, "night"))
        resolved = {name: pair[1] or pair[0] for name, pair in expected.items()}
        self.compare_colours(self.res / "values", {n: p[0] for n, p in expected.items()}, day, "the manifest says", "aapt2 linked ")
        self.compare_colours(self.res / "values-night", resolved, night, "the manifest says", "aapt2 linked (night) ")

    def compare_colours(self, path, want, found, source, prefix=""):
        for name in sorted(set(want) | set(found)):
            if name not in found:
                self.report.fail(path, "%sno colour '%s' (%s %s)" % (prefix, name, source, rgba_hex(want[name])))
            elif name not in want:
                self.report.fail(path, "%scolour '%s' is not in the manifest" % (prefix, name))
            elif found[name] != want[name] and found[name] is not None:
                self.report.fail(
                    path,
                    "%scolour '%s' is %s (RGBA), %s %s" % (prefix, name, rgba_hex(found[name]), source, rgba_hex(want[name])),
                )


def expand(length, reduced, leading, trailing):
    """For each pixel of a side `length` long, the pixel of the reduced side it comes from:
    the caps kept, the centre repeated from the leading cap; None when the reduced side
    cannot give `length`."""
    middle = reduced - leading - trailing
    if middle < 0 or (middle == 0 and length != reduced) or length < leading + trailing:
        return None
    out = []
    for i in range(length):
        if i < leading:
            out.append(i)
        elif i >= length - trailing:
            out.append(i - length + reduced)
        else:
            out.append(leading + (i - leading) % middle)
    return out


def strip(mapped, length, reduced, leading, trailing, scale):
    """`mapped` for a side whose centre the slicer may have cut to a one-point strip from its
    middle (`SliceAxisPlan`: start = leading + (centre - scale) / 2): the caps and the strip's
    place map to the reduced side, the rest of the centre to None. Unchanged when the reduced
    centre is not one point, or the side does not resize."""
    centre = length - leading - trailing
    if reduced - leading - trailing != scale or reduced == length:
        return mapped
    start = leading + (centre - scale) // 2
    return [
        mapped[i] if i < leading or i >= length - trailing else (leading + i - start if start <= i < start + scale else None)
        for i in range(length)
    ]


def linked_colours(dump, config):
    """The colour values of one configuration ('' or 'night') in `aapt2 dump resources`."""
    found, name = {}, None
    for line in dump.splitlines():
        resource = re.match(r"\s*resource 0x[0-9a-f]+ color/(\S+)", line)
        if resource:
            name = resource.group(1)
            continue
        value = re.match(r"\s*\(([^)]*)\) (#[0-9a-fA-F]+)\s*$", line)
        if name and value and re.sub(r"-?v\d+$", "", value.group(1)) == config:
            found[name] = android_colour(value.group(2))
    return found


def check(output, aapt2, framework, themes=None):
    """Every failure line for the build output folder `output` (all themes, or `themes`)."""
    report = Report()
    android = output / "android"
    folders = sorted(p for p in android.iterdir() if (p / "res").is_dir()) if android.is_dir() else []
    if themes is not None:
        folders = [p for p in folders if p.name in themes]
    if not folders:
        report.fail(android, "no theme folder with a res/ inside")
        return report.lines
    with tempfile.TemporaryDirectory(prefix="android-check-") as scratch:
        tool = Aapt2(aapt2, framework, pathlib.Path(scratch), report)
        for folder in folders:
            theme = ThemeCheck(folder.name, folder / "res", output / "themes" / folder.name, report)
            if not theme.read_manifest():
                continue
            apk, dump = tool.compile_and_link(folder.name, theme.res)
            try:
                theme.check_drawables(apk)
                theme.check_colours(dump)
            except (AttributeError, KeyError, TypeError, ValueError) as error:
                report.fail(theme.runtime / "manifest.json", "not the shape a runtime manifest has: %r" % error)
    return report.lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output", type=pathlib.Path)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--aapt2", default=shutil.which("aapt2") or "aapt2")
    parser.add_argument("--framework", default=FRAMEWORK)
    arguments = parser.parse_args()
    if not os.path.isfile(arguments.framework):
        print("%s: missing (apt-get install -y android-framework-res)" % arguments.framework, file=sys.stderr)
        return 1
    lines = check(arguments.output, arguments.aapt2, arguments.framework)
    for line in lines:
        print(line, file=sys.stderr)
    if lines:
        return 1
    print(summary(arguments.output))
    if arguments.self_test:
        import selftest  # noqa: E402 (it imports this module)

        return selftest.run(arguments.output, lambda copy, themes: check(copy, arguments.aapt2, arguments.framework, themes))
    return 0


def summary(output):
    res = sorted((output / "android").glob("*/res"))
    files = sum(1 for r in res for p in r.rglob("*") if p.is_file())
    patches = sum(1 for r in res for p in r.rglob("*.9.png"))
    return "aapt2 compiled and linked %d themes (%d files, %d nine-patches); frames, stretch, padding, " \
        "content and colours match the manifests" % (len(res), files, patches)


if __name__ == "__main__":
    sys.exit(main())
