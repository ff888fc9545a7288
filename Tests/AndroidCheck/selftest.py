"""check.py --self-test: spoiled copies of one theme of a passing output must fail the check.

Each spoil copies `android/<theme>` and `themes/<theme>` into a scratch folder, changes one
thing, and requires a failure line that starts with the spoiled file and names the problem:
  - a gray frame pixel in a nine-patch's stretch line;
  - a stretch line one pixel longer than the cap insets give;
  - a wrong theme colour in `values/colors.xml`;
  - a changed pixel inside a nine-patch's frame;
  - a truncated nine-patch, and a missing dark one.
"""

import json
import pathlib
import re
import shutil
import sys
import tempfile

import check
import png


def nine_patch(res, manifest):
    """A nine-patch at a density that is one of the project's scales (so its content has a
    runtime file to match) whose top stretch line starts after the first pixel, with the
    start (frame x) of that line; None when there is none."""
    names = {check.android_name(name): spec for name, spec in manifest.get("assets", {}).items()}
    for density, scale in (("xhdpi", 2), ("xxhdpi", 3), ("mdpi", 1)):
        for path in sorted(res.glob("drawable-%s/*.9.png" % density)):
            files = names.get(path.name[: -len(".9.png")], {}).get("files", {}).get("any", {})
            if "%dx" % scale not in files:
                continue
            image = png.decode(path.read_bytes())
            marks = [x for x in range(image.width) if image.pixel(x, 0) == (0, 0, 0, 255)]
            if marks and marks[0] > 1:
                return path, image, marks[0]
    return None


def set_pixel(image, x, y, rgba):
    at = (y * image.width + x) * 4
    pixels = bytearray(image.rgba)
    pixels[at : at + 4] = bytes(rgba)
    return png.Image(image.width, image.height, bytes(pixels))


def gray_frame(path, image, start):
    path.write_bytes(png.encode(set_pixel(image, start, 0, (128, 128, 128, 255))))
    return path, "neither opaque black nor fully transparent"


def longer_stretch(path, image, start):
    path.write_bytes(png.encode(set_pixel(image, start - 1, 0, (0, 0, 0, 255))))
    return path, "aapt2 read horizontal stretch"


def changed_content(path, image, start):
    x, y = image.width // 2, image.height // 2
    r, g, b, _ = image.pixel(x, y)
    path.write_bytes(png.encode(set_pixel(image, x, y, (255 - r, 255 - g, 255 - b, 255))))
    return path, "content pixel (%d, %d)" % (x - 1, y - 1)


def wrong_colour(path, image, start):
    colors = path.parents[1] / "values" / "colors.xml"
    text = colors.read_text(encoding="utf-8")
    spoiled = re.sub(
        r'(<color name="color">#[0-9A-F]*)([0-9A-F])<',
        lambda m: m.group(1) + ("0" if m.group(2) != "0" else "1") + "<",
        text,
        count=1,
    )
    assert spoiled != text, "no theme colour in %s" % colors
    colors.write_text(spoiled, encoding="utf-8")
    return colors, "colour 'color' is"


def truncated_file(path, image, start):
    path.write_bytes(path.read_bytes()[:100])
    return path, "cannot decode"


def missing_dark_file(path, image, start):
    dark = path.parents[1] / "drawable-night-hdpi" / path.name
    dark.unlink()
    return dark.parent, "no file for asset"


SPOILS = [gray_frame, longer_stretch, wrong_colour, changed_content, truncated_file, missing_dark_file]


def run(output, check):
    """0 when every spoil fails the check (`check(copy, [theme])`) as it should, else 1."""
    found = None
    for res in sorted((output / "android").glob("*/res")):
        manifest = json.loads((output / "themes" / res.parent.name / "manifest.json").read_text(encoding="utf-8"))
        found = nine_patch(res, manifest)
        if found:
            break
    if found is None:
        print("%s: no nine-patch with a cap at a density of the project's scales to spoil" % (output / "android"), file=sys.stderr)
        return 1
    theme = found[0].parents[2].name
    failures = 0
    for spoil in SPOILS:
        with tempfile.TemporaryDirectory(prefix="android-self-test-") as scratch:
            copy = pathlib.Path(scratch)
            for folder in ("android", "themes"):
                shutil.copytree(output / folder / theme, copy / folder / theme)
            target = copy / found[0].relative_to(output)
            path, phrase = spoil(target, found[1], found[2])
            lines = check(copy, [theme])
            hits = [line for line in lines if line.startswith(str(path) + ":") and phrase in line]
            name = spoil.__name__.replace("_", " ")
            if hits:
                print("self-test: %s fails as it should: %s" % (name, hits[0].replace(scratch, "<copy>")))
            else:
                failures += 1
                print(
                    "%s: self-test: %s was not caught (expected '%s'; got %d other lines)"
                    % (path.relative_to(copy), name, phrase, len(lines)),
                    file=sys.stderr,
                )
                for line in lines:
                    print("  " + line.replace(scratch, "<copy>"), file=sys.stderr)
    return 1 if failures else 0
