// Why this shim exists: zlib's `inflateInit` is a function-like macro (it passes the
// header's version and the size of `z_stream` to `inflateInit_`), which Swift cannot
// import; it is re-exported here as a prefixed static inline function.
#ifndef THEMEPACK_CZLIB_SHIM_H
#define THEMEPACK_CZLIB_SHIM_H

#include <zlib.h>

/// `inflateInit(stream)`: prepares `stream` to inflate a zlib (RFC 1950) stream.
static inline int CZlib_inflateInit(z_stream *stream) { return inflateInit(stream); }

#endif
