// Why this shim exists: it binds Debian's librsvg (`librsvg2-dev`) and cairo as a SwiftPM
// system library, so SwiftPM passes their pkg-config flags to `CVectorBridge`, the only code
// that includes them. Swift never imports this module: glib's headers carry macros and
// varargs Swift cannot use, so `CVectorBridge` offers plain C types instead.
#ifndef THEMEPACK_CLIBRSVG_SHIM_H
#define THEMEPACK_CLIBRSVG_SHIM_H

#include <cairo.h>
#include <librsvg/rsvg.h>

#endif
