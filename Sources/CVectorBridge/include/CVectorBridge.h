// ThemePack's own C around librsvg and cairo: opens an SVG document from bytes, tells its
// size and draws it into straight-alpha RGBA. Only plain C types cross this header, so Swift
// never imports glib or cairo (their macros and varargs do not import).
#ifndef THEMEPACK_CVECTORBRIDGE_H
#define THEMEPACK_CVECTORBRIDGE_H

#include <stddef.h>
#include <stdint.h>

/// An SVG document parsed by librsvg; made by `themepack_svg_open`, freed by `themepack_svg_close`.
typedef struct themepack_svg themepack_svg;

/// Parses `count` bytes of SVG with librsvg's default limits and no base file, so no
/// reference outside the bytes can load. Absolute units are read at 72 dpi (1pt is one
/// unit). Returns NULL and writes librsvg's reason into `message` when the bytes are not a
/// document librsvg can draw.
themepack_svg *_Nullable themepack_svg_open(
    const uint8_t *_Nonnull bytes, size_t count, char *_Nonnull message, size_t capacity);

/// The document's size in units: its `width` and `height` when both are absolute, else
/// its `viewBox`. Returns 0 when the document gives neither.
int32_t themepack_svg_size(
    themepack_svg *_Nonnull svg, double *_Nonnull width, double *_Nonnull height);

/// Draws the whole document stretched to exactly `width` × `height` pixels, as
/// `rsvg-convert -w -h` does, into `rgba` (width × height × 4 bytes, straight alpha,
/// rounded as cairo's PNG writer un-premultiplies). Returns 0 and writes the reason into
/// `message` on failure.
int32_t themepack_svg_render(
    themepack_svg *_Nonnull svg, int32_t width, int32_t height, uint8_t *_Nonnull rgba,
    char *_Nonnull message, size_t capacity);

/// Writes the versions of the librsvg and cairo this process runs, as
/// "librsvg 2.54.7 cairo 1.16.0", into `text`: a rendering may change with either.
void themepack_svg_renderer_versions(char *_Nonnull text, size_t capacity);

/// Frees a document from `themepack_svg_open`.
void themepack_svg_close(themepack_svg *_Nonnull svg);

#endif
