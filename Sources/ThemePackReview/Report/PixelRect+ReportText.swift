import ThemePackImaging

extension PixelRect {
  /// `x,y width×height`, as the diff's text report and page write a changed area.
  package var reportText: String { "\(x),\(y) \(width)×\(height)" }
}
