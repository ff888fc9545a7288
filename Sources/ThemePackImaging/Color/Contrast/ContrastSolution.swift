import ThemePackArchive
import ThemePackSupport

/// What `ContrastSolver.solve` found for one colour in one appearance.
package struct ContrastSolution: Sendable, Hashable {
  /// The colour to use; alpha is the start colour's.
  package let color: ThemeRGBA
  /// The exact WCAG ratio of the 8-bit `color` against the target.
  package let contrast: Double
  /// Whether `contrast` reaches the minimum (and the colours drawn on this one can still
  /// reach theirs).
  package let meetsContrast: Bool
  /// The highest ratio any tone of any hue reaches against the target (white's or black's):
  /// what a designer can hope for at most.
  package let bestPossible: Double

  package init(color: ThemeRGBA, contrast: Double, meetsContrast: Bool, bestPossible: Double) {
    self.color = color
    self.contrast = contrast
    self.meetsContrast = meetsContrast
    self.bestPossible = bestPossible
  }
}
