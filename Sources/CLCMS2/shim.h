// Why this shim exists: lcms2's pixel formats (`TYPE_RGBA_8`) and rendering intents are
// macros built from other macros (`COLORSPACE_SH(PT_RGB)|CHANNELS_SH(3)|...`), which Swift
// cannot import; the two this project uses are re-exported here as prefixed constants.
#ifndef THEMEPACK_CLCMS2_SHIM_H
#define THEMEPACK_CLCMS2_SHIM_H

#include <lcms2.h>

/// `TYPE_RGBA_8`: 8-bit red, green, blue and an extra (alpha) channel, interleaved.
static const cmsUInt32Number CLCMS2_TYPE_RGBA_8 = TYPE_RGBA_8;

/// `TYPE_RGBA_16`: 16-bit samples in the machine's byte order, red, green, blue and alpha.
static const cmsUInt32Number CLCMS2_TYPE_RGBA_16 = TYPE_RGBA_16;

/// `TYPE_RGB_DBL`: red, green, blue as doubles in 0…1.
static const cmsUInt32Number CLCMS2_TYPE_RGB_DBL = TYPE_RGB_DBL;

#endif
