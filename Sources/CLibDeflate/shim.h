// Why this shim exists: it binds Debian's libdeflate (`libdeflate-dev`) as a SwiftPM system
// library; the header needs no wrapping (no macros Swift cannot import), so it is only
// re-exported. ThemePack compresses PNG image data with its whole-buffer zlib compressor
// (`Native/DeflateNative.swift` is the only caller).
#ifndef THEMEPACK_CLIBDEFLATE_SHIM_H
#define THEMEPACK_CLIBDEFLATE_SHIM_H

#include <libdeflate.h>

#endif
