// Why this shim exists: FreeType's headers are included through macros (`#include
// FT_FREETYPE_H` after <ft2build.h>), which a module map cannot name; this header does it
// once. The OS/2 table's layout comes from FT_TRUETYPE_TABLES_H.
#ifndef THEMEPACK_CFREETYPE_SHIM_H
#define THEMEPACK_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H

#endif
