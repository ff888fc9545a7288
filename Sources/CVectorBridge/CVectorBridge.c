#include "CVectorBridge.h"

#include <cairo.h>
#include <librsvg/rsvg.h>
#include <stdio.h>
#include <string.h>

struct themepack_svg {
  RsvgHandle *handle;
};

static void copy_message(GError *error, const char *fallback, char *message, size_t capacity) {
  snprintf(message, capacity, "%s", error != NULL && error->message != NULL ? error->message : fallback);
  if (error != NULL) g_error_free(error);
}

themepack_svg *themepack_svg_open(const uint8_t *bytes, size_t count, char *message, size_t capacity) {
  GError *error = NULL;
  RsvgHandle *handle = rsvg_handle_new_from_data(bytes, count, &error);
  if (handle == NULL) {
    copy_message(error, "librsvg could not read the document", message, capacity);
    return NULL;
  }
  rsvg_handle_set_dpi(handle, 72.0);
  themepack_svg *svg = g_new0(themepack_svg, 1);
  svg->handle = handle;
  return svg;
}

int32_t themepack_svg_size(themepack_svg *svg, double *width, double *height) {
  gdouble w = 0, h = 0;
  if (rsvg_handle_get_intrinsic_size_in_pixels(svg->handle, &w, &h) && w > 0 && h > 0) {
    *width = w;
    *height = h;
    return 1;
  }
  gboolean has_width = FALSE, has_height = FALSE, has_viewbox = FALSE;
  RsvgLength length_width, length_height;
  RsvgRectangle viewbox;
  rsvg_handle_get_intrinsic_dimensions(
      svg->handle, &has_width, &length_width, &has_height, &length_height, &has_viewbox, &viewbox);
  if (!has_viewbox || viewbox.width <= 0 || viewbox.height <= 0) return 0;
  *width = viewbox.width;
  *height = viewbox.height;
  return 1;
}

// Straight alpha from cairo's premultiplied native-endian ARGB32, rounded as cairo's own
// PNG writer does, so a rendering equals what `rsvg-convert` writes.
static void unpremultiply(const uint8_t *data, int stride, int32_t width, int32_t height, uint8_t *rgba) {
  for (int32_t y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(data + (size_t)y * (size_t)stride);
    uint8_t *out = rgba + (size_t)y * (size_t)width * 4;
    for (int32_t x = 0; x < width; x++) {
      uint32_t pixel = row[x];
      uint32_t alpha = pixel >> 24;
      if (alpha == 0) {
        out[0] = out[1] = out[2] = out[3] = 0;
      } else {
        out[0] = (uint8_t)((((pixel >> 16) & 0xff) * 255 + alpha / 2) / alpha);
        out[1] = (uint8_t)((((pixel >> 8) & 0xff) * 255 + alpha / 2) / alpha);
        out[2] = (uint8_t)(((pixel & 0xff) * 255 + alpha / 2) / alpha);
        out[3] = (uint8_t)alpha;
      }
      out += 4;
    }
  }
}

int32_t themepack_svg_render(
    themepack_svg *svg, int32_t width, int32_t height, uint8_t *rgba, char *message, size_t capacity) {
  double natural_width = 0, natural_height = 0;
  if (!themepack_svg_size(svg, &natural_width, &natural_height)) {
    snprintf(message, capacity, "the document has no size (no width and height, no viewBox)");
    return 0;
  }
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    snprintf(
        message, capacity, "cairo could not make a %dx%d image%s", width, height,
        cairo_surface_status(surface) == CAIRO_STATUS_NO_MEMORY ? ": out of memory" : "");
    cairo_surface_destroy(surface);
    return 0;
  }
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, (double)width / natural_width, (double)height / natural_height);
  RsvgRectangle viewport = {0, 0, natural_width, natural_height};
  GError *error = NULL;
  gboolean drawn = rsvg_handle_render_document(svg->handle, cr, &viewport, &error);
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  if (!drawn) {
    copy_message(error, "librsvg could not draw the document", message, capacity);
    cairo_surface_destroy(surface);
    return 0;
  }
  unpremultiply(
      cairo_image_surface_get_data(surface), cairo_image_surface_get_stride(surface), width, height, rgba);
  cairo_surface_destroy(surface);
  return 1;
}

void themepack_svg_renderer_versions(char *text, size_t capacity) {
  snprintf(
      text, capacity, "librsvg %u.%u.%u cairo %s", rsvg_major_version, rsvg_minor_version, rsvg_micro_version,
      cairo_version_string());
}

void themepack_svg_close(themepack_svg *svg) {
  g_object_unref(svg->handle);
  g_free(svg);
}
