#!/usr/bin/env python3
"""Writes cicp-vectors.json, the cICP conversions CICPOracleTests reads.

Generated once and committed (the tests never run Python): `pip install coloraide==8.13.1`,
then `python3 make-cicp-vectors.py > cicp-vectors.json`. For two cICP colour spaces coloraide
knows, 12/13/0/1 (`display-p3`) and 9/8/0/1 (`rec2020-linear`), 40 8-bit RGB colours (the
eight corners of the cube, then a fixed pseudo-random sequence, so the file is the same on
every run) are converted by coloraide to sRGB, clipped per channel to 0...1 (as lcms2 clips
a matrix/shaper conversion) and rounded half up to 8 bits.
"""
import json
import random

import coloraide
from coloraide import Color

SPACES = {"12/13/0/1": "display-p3", "9/8/0/1": "rec2020-linear"}


def byte(value):
    return int(min(max(value, 0.0), 1.0) * 255 + 0.5)


def main():
    generator = random.Random(45)
    vectors = []
    for cicp, name in SPACES.items():
        colours = [[r, g, b] for r in (0, 255) for g in (0, 255) for b in (0, 255)]
        colours += [[generator.randrange(256) for _ in range(3)] for _ in range(32)]
        for rgb in colours:
            srgb = Color(name, [v / 255 for v in rgb]).convert("srgb")
            vectors.append({"cicp": cicp, "rgb": rgb, "srgb": [byte(c) for c in srgb.coords()]})
    print(json.dumps({"coloraide": coloraide.__version__, "vectors": vectors}, indent=1))


if __name__ == "__main__":
    main()
