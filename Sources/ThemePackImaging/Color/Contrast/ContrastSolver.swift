import ThemePackArchive
import ThemePackSupport

/// Moves a colour's HCT tone, keeping hue and chroma, the shortest way until it stands out
/// from the colour it is drawn on, as `DarkColor` does for the dark theme colour.
///
/// - A start colour that already meets every constraint is returned unchanged.
/// - Otherwise both directions are tried (lighter and darker). In each, the tone first
///   moves just far enough for the pair itself (bisection on a 0.01 tone grid, checked with
///   the exact WCAG formula on the 8-bit colour and on the three-decimal components an asset
///   catalog stores, as `DarkColor.derive` does the first; for a colour
///   lighter than a dark target it gives `DarkColor.derive`'s colour), then, if the colours
///   drawn on this one could not reach their own minimum any more, further until they can.
///   The direction whose tone moved less wins (the higher contrast on a tie).
/// - When no tone meets the dependents, the colour is solved for its own pair alone; when no
///   tone meets the pair at all, the result is white or black, whichever contrasts more,
///   with `meetsContrast == false`.
package enum ContrastSolver {
  /// A colour drawn on the one being solved: fixed (`color` given) or still free (nil,
  /// solved later, so it only needs some tone to reach `minimum`).
  package struct Dependent: Sendable, Hashable {
    package var color: ThemeRGBA?
    package var minimum: Double

    package init(color: ThemeRGBA?, minimum: Double) {
      self.color = color
      self.minimum = minimum
    }
  }

  private static let stepsPerTone = 100.0
  private static let white = ThemeRGBA(red: 255, green: 255, blue: 255)
  private static let black = ThemeRGBA(red: 0, green: 0, blue: 0)

  /// The colour nearest `start` in tone that reaches `minimum` against `target` and leaves
  /// every dependent able to reach its minimum (see the type's comment).
  package static func solve(
    from start: ThemeRGBA, against target: ThemeRGBA, minimum: Double, dependents: [Dependent] = []
  ) -> ContrastSolution {
    let best = max(WCAGContrast.ratio(white, target), WCAGContrast.ratio(black, target))
    let search = Search(start: start, target: target, minimum: minimum, dependents: dependents)
    if search.accepts(start) {
      return ContrastSolution(
        color: start, contrast: WCAGContrast.ratio(start, target), meetsContrast: true, bestPossible: best)
    }
    let found = search.nearest(withDependents: true) ?? search.nearest(withDependents: false)
    if let found {
      return ContrastSolution(
        color: found, contrast: WCAGContrast.ratio(found, target),
        meetsContrast: search.accepts(found), bestPossible: best)
    }
    var end = WCAGContrast.ratio(white, target) >= WCAGContrast.ratio(black, target) ? white : black
    end.alpha = start.alpha
    return ContrastSolution(
      color: end, contrast: WCAGContrast.ratio(end, target), meetsContrast: false, bestPossible: best)
  }

  /// Whether two colours reach `minimum` by the exact WCAG formula on their 8-bit values and
  /// also on the three-decimal components an asset catalog stores (`"0.133"`), so that an app
  /// or a check reading the catalog finds the same verdict.
  package static func meets(_ first: ThemeRGBA, _ second: ThemeRGBA, _ minimum: Double) -> Bool {
    WCAGContrast.ratio(first, second) >= minimum
      && WCAGContrast.ratio(luminance: writtenLuminance(first), writtenLuminance(second)) >= minimum
  }

  /// The relative luminance of `color` from its components rounded to three decimals.
  private static func writtenLuminance(_ color: ThemeRGBA) -> Double {
    func linear(_ channel: UInt8) -> Double {
      SRGB.linear((Double(channel) / 255 * 1000).rounded() / 1000)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The tone search for one colour.
  private struct Search {
    package let start: ThemeRGBA
    package let target: ThemeRGBA
    package let minimum: Double
    package let dependents: [Dependent]
    package let source: HCT

    package init(start: ThemeRGBA, target: ThemeRGBA, minimum: Double, dependents: [Dependent]) {
      self.start = start
      self.target = target
      self.minimum = minimum
      self.dependents = dependents
      source = HCT(start)
    }

    package func meetsPair(_ color: ThemeRGBA) -> Bool { ContrastSolver.meets(color, target, minimum) }

    /// The pair is met and every dependent can still reach its minimum.
    package func accepts(_ color: ThemeRGBA) -> Bool {
      meetsPair(color) && dependents.allSatisfy { roomFor($0, on: color) }
    }

    private func roomFor(_ dependent: Dependent, on color: ThemeRGBA) -> Bool {
      if let fixed = dependent.color { return ContrastSolver.meets(fixed, color, dependent.minimum) }
      return ContrastSolver.meets(white, color, dependent.minimum)
        || ContrastSolver.meets(black, color, dependent.minimum)
    }

    package func candidate(step: Int) -> ThemeRGBA {
      var solved = HCT.from(hue: source.hue, chroma: source.chroma, tone: Double(step) / stepsPerTone).rgba
      solved.alpha = start.alpha
      return solved
    }

    /// The accepted colour with the smallest tone move, either way; nil when neither way has one.
    package func nearest(withDependents: Bool) -> ThemeRGBA? {
      let own = source.tone * stepsPerTone
      let found = [true, false].compactMap { up in
        step(up: up, withDependents: withDependents).map { (up: up, step: $0) }
      }
      let ranked = found.map { (distance: abs(Double($0.step) - own), color: candidate(step: $0.step)) }
      return ranked.min { first, second in
        first.distance != second.distance
          ? first.distance < second.distance
          : WCAGContrast.ratio(first.color, target) > WCAGContrast.ratio(second.color, target)
      }?.color
    }

    /// The first step in one direction that meets the pair (and, `withDependents`, leaves
    /// room for the dependents).
    private func step(up: Bool, withDependents: Bool) -> Int? {
      let own = source.tone * stepsPerTone
      let targetStep = HCT(target).tone * stepsPerTone
      // Beyond the target's own tone the contrast grows with every step away from it.
      let from = up ? max(own, targetStep).rounded(.down) : min(own, targetStep).rounded(.up)
      let end = up ? Int(stepsPerTone * 100) : 0
      let pair: Int
      if meetsPair(start) {
        // Only the dependents are short: look for room on either side of the start.
        pair = Int(own.rounded())
      } else {
        guard meetsPair(candidate(step: end)) else { return nil }
        pair = bisect(failing: Int(from), meeting: end, accepts: meetsPair)
      }
      guard withDependents, !accepts(candidate(step: pair)) else { return pair }
      let stride = up ? 10 : -10
      var previous = pair
      var next = pair + stride
      while up ? next < end : next > end {
        if accepts(candidate(step: next)) {
          return bisect(failing: previous, meeting: next, accepts: accepts)
        }
        previous = next
        next += stride
      }
      return accepts(candidate(step: end)) ? bisect(failing: previous, meeting: end, accepts: accepts) : nil
    }

    /// `DarkColor.derive`'s bisection: the step next to `failing` (to one step) that is
    /// accepted, with `meeting` known to be accepted.
    private func bisect(failing start: Int, meeting end: Int, accepts: (ThemeRGBA) -> Bool) -> Int {
      var failing = start
      var meeting = end
      while abs(meeting - failing) > 1 {
        let middle = (meeting + failing) / 2
        if accepts(candidate(step: middle)) { meeting = middle } else { failing = middle }
      }
      return meeting
    }
  }
}
