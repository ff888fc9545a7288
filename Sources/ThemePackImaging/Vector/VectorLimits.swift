import ThemePackSupport

/// The bounds a vector file must keep before ThemePack draws it: a vector master is
/// untrusted input, and a document that asks for a huge size or a long render is refused
/// with one line instead of taking the machine.
package enum VectorLimits {
  /// The largest vector file read, in bytes (16 MiB; real icons are a few kilobytes).
  package static let maxBytes = 16 << 20
  /// The largest document side, in points.
  package static let maxPoints = 4096.0
  /// The most elements an SVG may hold (librsvg's own bound is far higher).
  package static let maxElements = 100_000
  /// The most pixels all the bitmaps an SVG embeds may decode to together (32 Mpx, what one
  /// decoded PNG may be): forty bitmaps, each within the bound alone, took 5.4 GB.
  package static let maxEmbeddedPixels = 32 << 20
  /// The most text an SVG's entities may expand to in all, in bytes (1 MiB): a 110 KB file
  /// that repeats one 50 KB entity 20,000 times asks for a gigabyte.
  package static let maxEntityExpansion = 1 << 20
  /// How long one vector render (an SVG drawn by librsvg, a PDF page by poppler) may take,
  /// in seconds, by the clock and in CPU time (`VectorCage.standard` may shorten it).
  package static let renderSeconds = 20.0
  /// The address space one render's process may take, in bytes (1 GiB; the largest
  /// rendering a master may ask for, 32 Mpx, draws within 256 MiB).
  package static let renderMemoryBytes = 1 << 30
}
