// Why this shim exists: libpng's public header is imported through this file so the
// module has one place to add prefixed re-exports of macros Swift cannot import.
#ifndef THEMEPACK_CLIBPNG_SHIM_H
#define THEMEPACK_CLIBPNG_SHIM_H

#include <png.h>

/// libpng's version string macro, as a constant Swift can read.
static const char *const CLibPNG_versionString = PNG_LIBPNG_VER_STRING;

#endif
