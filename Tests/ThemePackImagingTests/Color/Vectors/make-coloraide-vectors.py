#!/usr/bin/env python3
"""Writes coloraide-vectors.json, the DTCG colour-space vectors DTCGColorSpaceVectorTests reads.

Generated once and committed (the tests never run Python): `pip install coloraide==8.13.1`,
then `python3 make-coloraide-vectors.py > coloraide-vectors.json`. For each of the 14 DTCG
2025.10 colour spaces, 24 colours inside the sRGB gamut (a fixed pseudo-random sequence, so
the file is the same on every run) are converted by coloraide from sRGB into the space and
rounded to 6 decimals (hsl and hwb in percent, as DTCG writes them; coloraide keeps 0-1);
the expected sRGB is coloraide's conversion of those rounded
components back to sRGB, as 8-bit values rounded half up. coloraide's `rec2020` uses the
2.4 gamma CSS Color 4 adopted on 2025-08-19.
"""
import json
import random

import coloraide
from coloraide import Color

SPACES = {  # DTCG name -> coloraide name
    "srgb": "srgb", "srgb-linear": "srgb-linear", "hsl": "hsl", "hwb": "hwb", "lab": "lab",
    "lch": "lch", "oklab": "oklab", "oklch": "oklch", "display-p3": "display-p3",
    "a98-rgb": "a98-rgb", "prophoto-rgb": "prophoto-rgb", "rec2020": "rec2020",
    "xyz-d65": "xyz-d65", "xyz-d50": "xyz-d50",
}


def byte(value):
    return int(min(max(value, 0.0), 1.0) * 255 + 0.5)


def main():
    generator = random.Random(2026)
    vectors = []
    for dtcg, name in SPACES.items():
        for _ in range(24):
            source = Color("srgb", [generator.uniform(0.02, 0.98) for _ in range(3)])
            converted = source.convert(name)
            coords = [0.0 if c != c else c for c in converted.coords()]
            if dtcg in ("hsl", "hwb"):  # coloraide keeps these two in 0-1, DTCG in percent
                coords[1:] = [c * 100 for c in coords[1:]]
            if dtcg in ("hsl", "hwb", "lch", "oklch"):
                hue = 0 if dtcg in ("hsl", "hwb") else 2
                coords[hue] = coords[hue] % 360
            components = [round(c, 6) for c in coords]
            given = list(components)
            if dtcg in ("hsl", "hwb"):
                given[1:] = [c / 100 for c in given[1:]]
            back = Color(name, given).convert("srgb")
            vectors.append({"space": dtcg, "components": components, "srgb": [byte(c) for c in back.coords()]})
    print(json.dumps({"coloraide": coloraide.__version__, "vectors": vectors}, indent=1))


if __name__ == "__main__":
    main()
