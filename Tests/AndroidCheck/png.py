"""A small PNG reader for the Android check: chunks, RGBA8 pixels, and Android's `npTc` chunk.

Standard library only (zlib). Reads every colour type (0, 2, 3, 4, 6) at every bit depth, with
`tRNS`; not interlaced files (neither ThemePack nor aapt2 writes them). Every problem is a
`PNGError` whose text is one line.
"""

import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


class PNGError(Exception):
    """A file that is not a PNG this reader can decode; the text says why."""


class Image:
    """RGBA8 pixels, row by row: `pixel(x, y)` is an (r, g, b, a) tuple."""

    def __init__(self, width, height, rgba):
        self.width = width
        self.height = height
        self.rgba = rgba

    def pixel(self, x, y):
        at = (y * self.width + x) * 4
        return tuple(self.rgba[at : at + 4])

    def crop(self, left, top, width, height):
        rows = bytearray()
        for y in range(top, top + height):
            at = (y * self.width + left) * 4
            rows += self.rgba[at : at + width * 4]
        return Image(width, height, bytes(rows))


def chunks(data):
    """Every (type, payload) of `data` in file order; checks the signature, lengths and CRCs."""
    if not data.startswith(SIGNATURE):
        raise PNGError("not a PNG file (no PNG signature)")
    found, at = [], len(SIGNATURE)
    while at < len(data):
        if at + 12 > len(data):
            raise PNGError("truncated chunk header at byte %d" % at)
        length, kind = struct.unpack(">I4s", data[at : at + 8])
        payload = data[at + 8 : at + 8 + length]
        if len(payload) != length or at + 12 + length > len(data):
            raise PNGError("chunk '%s' runs past the end of the file" % kind.decode("latin-1"))
        (crc,) = struct.unpack(">I", data[at + 8 + length : at + 12 + length])
        if zlib.crc32(kind + payload) != crc:
            raise PNGError("chunk '%s' has a bad CRC" % kind.decode("latin-1"))
        found.append((kind.decode("latin-1"), payload))
        at += 12 + length
        if kind == b"IEND":
            break
    return found


def decode(data):
    """The RGBA8 image of PNG bytes `data`."""
    parts = chunks(data)
    if not parts or parts[0][0] != "IHDR" or len(parts[0][1]) != 13:
        raise PNGError("no IHDR chunk first")
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", parts[0][1])
    if colour not in CHANNELS or depth not in (1, 2, 4, 8, 16):
        raise PNGError("unsupported colour type %d at bit depth %d" % (colour, depth))
    if interlace:
        raise PNGError("interlaced PNG files are not read by this check")
    palette = b"".join(p for k, p in parts if k == "PLTE")
    alpha = b"".join(p for k, p in parts if k == "tRNS")
    try:
        raw = zlib.decompress(b"".join(p for k, p in parts if k == "IDAT"))
    except zlib.error as error:
        raise PNGError("IDAT: %s" % error)
    bits = CHANNELS[colour] * depth
    stride = (width * bits + 7) // 8
    rows = unfilter(raw, height, stride, max(1, bits // 8))
    if depth == 8 and colour != 3 and not (alpha and colour in (0, 2)):
        return Image(width, height, rgba8(rows, colour, width))
    samples = [unpack(row, width * CHANNELS[colour], depth) for row in rows]
    return Image(width, height, to_rgba(samples, colour, depth, palette, alpha))


def unfilter(raw, height, stride, step):
    """The scanlines of `raw` with PNG's five filters undone."""
    if len(raw) < height * (stride + 1):
        raise PNGError("image data is shorter than its size says")
    rows, previous = [], bytes(stride)
    for y in range(height):
        at = y * (stride + 1)
        kind, line = raw[at], bytearray(raw[at + 1 : at + 1 + stride])
        if kind == 1:
            for i in range(step, stride):
                line[i] = (line[i] + line[i - step]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - step] if i >= step else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                if i >= step:
                    line[i] = (line[i] + paeth(line[i - step], previous[i], previous[i - step])) & 255
                else:
                    line[i] = (line[i] + previous[i]) & 255
        elif kind != 0:
            raise PNGError("unknown filter type %d in row %d" % (kind, y))
        rows.append(bytes(line))
        previous = line
    return rows


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def rgba8(rows, colour, width):
    """RGBA8 bytes of 8-bit scanlines without a transparency key, channel by channel."""
    out = bytearray(width * 4 * len(rows))
    data = b"".join(rows)
    if colour == 6:
        return bytes(data)
    if colour == 2:
        for c in range(3):
            out[c::4] = data[c::3]
        out[3::4] = b"\xff" * (len(out) // 4)
    elif colour == 0:
        for c in range(3):
            out[c::4] = data
        out[3::4] = b"\xff" * (len(out) // 4)
    else:
        for c in range(3):
            out[c::4] = data[0::2]
        out[3::4] = data[1::2]
    return bytes(out)


def unpack(row, count, depth):
    """`count` samples of `depth` bits from one scanline."""
    if depth == 8:
        return list(row[:count])
    if depth == 16:
        return [(row[2 * i] << 8) | row[2 * i + 1] for i in range(count)]
    per_byte, mask = 8 // depth, (1 << depth) - 1
    return [(row[i // per_byte] >> (8 - depth * (i % per_byte + 1))) & mask for i in range(count)]


def to_rgba(samples, colour, depth, palette, alpha):
    """RGBA8 bytes of unpacked samples (16-bit samples keep their high byte, as libpng's strip)."""
    out = bytearray()
    top = (1 << depth) - 1

    def eight(value):
        return value >> 8 if depth == 16 else value * 255 // top

    key = struct.unpack(">" + "H" * (len(alpha) // 2), alpha) if colour in (0, 2) and alpha else None
    table = None
    for row in samples:
        if colour == 3:
            if table is None:
                table = [palette[3 * i : 3 * i + 3] + bytes([alpha[i] if i < len(alpha) else 255])
                         for i in range(len(palette) // 3)]
            if max(row) >= len(table):
                raise PNGError("palette index %d outside the palette" % max(row))
            out += b"".join(table[index] for index in row)
            continue
        channels = CHANNELS[colour]
        for i in range(0, len(row), channels):
            pixel = row[i : i + channels]
            clear = key is not None and tuple(pixel) == tuple(key[:channels])
            if colour == 0:
                out += bytes([eight(pixel[0])] * 3 + [0 if clear else 255])
            elif colour == 4:
                out += bytes([eight(pixel[0])] * 3 + [eight(pixel[1])])
            elif colour == 2:
                out += bytes([eight(v) for v in pixel] + [0 if clear else 255])
            else:
                out += bytes(eight(v) for v in pixel)
    return bytes(out)


class NinePatchChunk:
    """What aapt2 read from a nine-patch's frame (`npTc`, Android's `Res_png_9patch`):
    stretch runs as (start, end) pixel pairs of the image without its frame, and the
    padding (left, right, top, bottom) in pixels from each edge."""

    def __init__(self, x_runs, y_runs, padding, colours):
        self.x_runs = x_runs
        self.y_runs = y_runs
        self.padding = padding
        self.colours = colours


def nine_patch_chunk(data):
    """The `npTc` chunk of a compiled PNG, or None when it has none.

    Layout (all big-endian in the file): int8 wasDeserialized, uint8 numXDivs, uint8 numYDivs,
    uint8 numColors, uint32 xDivsOffset, uint32 yDivsOffset, int32 paddingLeft, paddingRight,
    paddingTop, paddingBottom, uint32 colorsOffset, then the x divs, y divs (int32 each) and
    colours (uint32 each)."""
    payload = next((p for k, p in chunks(data) if k == "npTc"), None)
    if payload is None:
        return None
    if len(payload) < 32:
        raise PNGError("npTc chunk is %d bytes, shorter than its header" % len(payload))
    _, nx, ny, nc = struct.unpack(">bBBB", payload[:4])
    padding = struct.unpack(">iiii", payload[12:28])
    need = 32 + 4 * (nx + ny + nc)
    if len(payload) < need or nx % 2 or ny % 2:
        raise PNGError("npTc chunk is malformed (%d x divs, %d y divs, %d bytes)" % (nx, ny, len(payload)))
    divs = struct.unpack(">" + "i" * (nx + ny), payload[32 : 32 + 4 * (nx + ny)])
    colours = struct.unpack(">" + "I" * nc, payload[32 + 4 * (nx + ny) : need])
    x_runs = [tuple(divs[i : i + 2]) for i in range(0, nx, 2)]
    y_runs = [tuple(divs[nx + i : nx + i + 2]) for i in range(0, ny, 2)]
    return NinePatchChunk(x_runs, y_runs, padding, colours)


def encode(image):
    """PNG bytes (colour type 6, no filter) of an `Image`: for spoiled copies in the self-test."""
    lines = b"".join(
        b"\x00" + image.rgba[y * image.width * 4 : (y + 1) * image.width * 4] for y in range(image.height)
    )

    def chunk(kind, payload):
        return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))

    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 6, 0, 0, 0)
    return SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(lines, 9)) + chunk(b"IEND", b"")
