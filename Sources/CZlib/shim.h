// Why this shim exists: zlib's `inflateInit` and `inflateInit2` are function-like macros
// (they pass the header's version and the size of `z_stream` to `inflateInit_`), which
// Swift cannot import, and so is `deflateInit2`; they are re-exported here as prefixed static
// inline functions.
#ifndef THEMEPACK_CZLIB_SHIM_H
#define THEMEPACK_CZLIB_SHIM_H

#include <zlib.h>

/// `inflateInit(stream)`: prepares `stream` to inflate a zlib (RFC 1950) stream.
static inline int CZlib_inflateInit(z_stream *stream) { return inflateInit(stream); }

/// `inflateInit2(stream, -15)`: prepares `stream` to inflate raw deflate data (RFC 1951),
/// as a zip entry stores it (ThemePackClient's zip reader).
static inline int CZlib_inflateInitRaw(z_stream *stream) { return inflateInit2(stream, -15); }

/// `deflateInit2(stream, level, Z_DEFLATED, 15, 9, strategy)`: prepares `stream` to deflate a
/// zlib (RFC 1950) stream with a 32 KB window and zlib's largest hash table (as ImageMagick
/// writes PNG data), for the encoder's zlib strategies (filtered, Huffman-only, RLE).
static inline int CZlib_deflateInit(z_stream *stream, int level, int strategy) {
  return deflateInit2(stream, level, Z_DEFLATED, 15, 9, strategy);
}

#endif
