import ThemePackSupport

/// The bounds a vector file must keep before ThemePack draws it: a vector master is
/// untrusted input, and a document that asks for a huge size or a long render is refused
/// with one line instead of taking the machine.
public enum VectorLimits {
  /// The largest vector file read, in bytes (16 MiB; real icons are a few kilobytes).
  public static let maxBytes = 16 << 20
  /// The largest document side, in points.
  public static let maxPoints = 4096.0
  /// The most elements an SVG may hold (librsvg's own bound is far higher).
  public static let maxElements = 100_000
  /// How long one PDF page may take to draw, in seconds.
  public static let pdfRenderSeconds = 20.0
  /// The address space poppler's tools may take for one PDF, in bytes (1 GiB; the largest
  /// rendering a master may ask for, 32 Mpx, draws within 256 MiB).
  public static let pdfMemoryBytes = 1 << 30
}
