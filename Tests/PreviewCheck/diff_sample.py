#!/usr/bin/env python3
"""Writes two copies of the sample project for `make preview-check`'s diff page.

OUT/old is Assets/ as it is; OUT/new has issue 28's edits: blue's colour changed (#1A5C99),
busIcon's master mirrored top to bottom (the sample's icon is symmetric left to right, so a
left-right mirror would change no pixel), the asset `logo` dropped and a theme `coral` added
(a copy of blue as it was). With --glance, OUT/new has one colour change and one small drawing
edit instead (issue 47): blue's colour changed and a 4×4 block painted in a corner of busIcon's
master. Python 3 standard library only; the edits handle the 8-bit, non-interlaced PNGs the
sample's masters are.
Usage: diff_sample.py [--glance] OUT
"""

import json
import os
import shutil
import struct
import sys
import zlib

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def chunks(data):
    position, found = 8, []
    while position < len(data):
        (length,) = struct.unpack(">I", data[position:position + 4])
        found.append((data[position + 4:position + 8], data[position + 8:position + 8 + length]))
        position += 12 + length
    return found


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def read_rows(path):
    """The chunks, header, bytes per pixel and unfiltered rows of the PNG at `path`."""
    found = chunks(open(path, "rb").read())
    header = dict(found)[b"IHDR"]
    width, height, depth, color_type, _, _, interlace = struct.unpack(">IIBBBBB", header)
    if depth != 8 or interlace != 0:
        sys.exit(f"error: '{path}': only 8-bit, non-interlaced PNGs are edited")
    step = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color_type]
    stride = width * step
    raw = zlib.decompress(b"".join(body for kind, body in found if kind == b"IDAT"))
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = row[x - step] if x >= step else 0
            up = previous[x]
            corner = previous[x - step] if x >= step else 0
            if kind == 1:
                row[x] = (row[x] + left) & 255
            elif kind == 2:
                row[x] = (row[x] + up) & 255
            elif kind == 3:
                row[x] = (row[x] + (left + up) // 2) & 255
            elif kind == 4:
                guess = left + up - corner
                nearest = min((abs(guess - left), 0, left), (abs(guess - up), 1, up), (abs(guess - corner), 2, corner))
                row[x] = (row[x] + nearest[2]) & 255
        rows.append(bytes(row))
        previous = row
    return found, header, step, rows


def write_rows(path, found, header, rows):
    """Writes `rows` unfiltered as the PNG at `path`, with the header and palette of `found`."""
    data = b"".join(b"\0" + row for row in rows)
    palette = b"".join(chunk(kind, body) for kind, body in found if kind in (b"PLTE", b"tRNS"))
    with open(path, "wb") as file:
        file.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + palette
                   + chunk(b"IDAT", zlib.compress(data, 9)) + chunk(b"IEND", b""))


def mirror_top_to_bottom(path):
    """Turns the PNG at `path` upside down."""
    found, header, _, rows = read_rows(path)
    write_rows(path, found, header, list(reversed(rows)))


def paint_corner(path, size=4, at=2):
    """Paints a `size`×`size` block `at` pixels from the top-left corner of the palette PNG at
    `path` with an opaque palette entry: a small drawing edit."""
    found, header, step, rows = read_rows(path)
    if step != 1:
        sys.exit(f"diff_sample: {path}: only palette PNGs get a painted corner")
    alphas = dict(found).get(b"tRNS", b"")
    colours = len(dict(found)[b"PLTE"]) // 3
    opaque = len(alphas) if len(alphas) < colours else max(range(colours), key=lambda i: alphas[i])
    for y in range(at, at + size):
        row = bytearray(rows[y])
        row[at:at + size] = bytes([opaque]) * size
        rows[y] = bytes(row)
    write_rows(path, found, header, rows)


def edit_json(path, change):
    value = json.load(open(path))
    change(value)
    with open(path, "w") as file:
        json.dump(value, file, indent=2, sort_keys=True)
        file.write("\n")


def main():
    glance = sys.argv[1:2] == ["--glance"]
    arguments = sys.argv[2:] if glance else sys.argv[1:]
    if len(arguments) != 1:
        sys.exit("usage: diff_sample.py [--glance] OUT")
    out = arguments[0]
    old, new = os.path.join(out, "old"), os.path.join(out, "new")
    for side in (old, new):
        shutil.rmtree(side, ignore_errors=True)
        shutil.copytree(os.path.join(ROOT, "Assets"), side)
    if glance:
        edit_json(os.path.join(new, "Themes", "blue", "theme.json"), lambda theme: theme.update(color="#1A5C99"))
        paint_corner(os.path.join(new, "Base", "busIcon@3x.png"))
        print(f"diff_sample: wrote {old} and {new} (blue's colour and a corner of busIcon)")
        return
    shutil.copytree(os.path.join(new, "Themes", "blue"), os.path.join(new, "Themes", "coral"))
    edit_json(os.path.join(new, "Themes", "blue", "theme.json"), lambda theme: theme.update(color="#1A5C99"))
    mirror_top_to_bottom(os.path.join(new, "Base", "busIcon@3x.png"))
    edit_json(os.path.join(new, "themepack.json"), lambda config: config["assets"].pop("logo"))
    for name in os.listdir(os.path.join(new, "Base")):
        if name.startswith("logo"):
            os.remove(os.path.join(new, "Base", name))
    print(f"diff_sample: wrote {old} and {new}")


if __name__ == "__main__":
    main()
