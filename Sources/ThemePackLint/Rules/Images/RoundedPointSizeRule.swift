import ThemePackProject

/// What Xcode accepts and UIKit draws as is, said as information: an asset whose highest-scale
/// file is not a whole number of points (571 px at 2x is 285.5 pt), or a lower-scale file a
/// pixel away from it: rounding the other way, or a pixel off a whole size, which the message
/// says UIKit draws half a point off (the catalog lint and Xcode accept both). UIKit sizes an
/// image as its pixels over its scale; the build writes every other scale at
/// `round(points × scale)` pixels, halves away from zero.
package enum RoundedPointSizeRule: ProjectCheck {
  package static let id = "rounded-point-size"
  package static let severity = Finding.Severity.info
  package static let summary = "a point size that is not whole, or a scale file a pixel off the highest one"

  /// "'btn@2x.png' is 571×80 px: at 2x that is 285.5×40 pt, drawn as is; the build writes
  /// 1x at 286×40 px"
  package static func fractionMessage(_ file: ScaleFileSizes.File, lower: [Int]) -> String {
    let written = lower.map { scale in
      let size = file.expected(at: scale)
      return "\(scale)x at \(size.width)×\(size.height) px"
    }
    return "'\(file.name)' is \(file.width)×\(file.height) px: at \(file.scale)x that is \(file.points), "
      + "drawn as is" + (written.isEmpty ? "" : "; the build writes " + written.joined(separator: ", "))
  }

  /// "'btn.png' is 285×40 px, 'btn@2x.png' makes 286×40 px at 1x: drawn as given, within a
  /// pixel of rounding", or for a pixel off a whole size "'icon@2x.png' is 5×5 px, 'icon@3x.png'
  /// makes 4×4 px at 2x: UIKit draws it at 2.5×2.5 pt, not 2×2 pt; redraw it at 4×4 px"
  package static func roundingMessage(_ file: ScaleFileSizes.File, reference: ScaleFileSizes.File) -> String {
    let expected = reference.expected(at: file.scale)
    let start =
      "'\(file.name)' is \(file.width)×\(file.height) px, '\(reference.name)' makes "
      + "\(expected.width)×\(expected.height) px at \(file.scale)x: "
    guard !reference.isRounding(of: file) else { return start + "drawn as given, within a pixel of rounding" }
    return start + "UIKit draws it at \(file.points), not \(reference.points); redraw it at "
      + "\(expected.width)×\(expected.height) px"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    ScaleFileSizes.all(context).flatMap { sizes -> [Finding] in
      guard let reference = sizes.files.first else { return [] }
      var findings: [Finding] = []
      if reference.width % reference.scale != 0 || reference.height % reference.scale != 0 {
        let given = Set(sizes.files.map(\.scale))
        let built = context.config.map { config in
          config.asset(named: sizes.asset).map(config.scales(of:)) ?? config.scales
        }
        let lower = (built ?? []).filter { $0 < reference.scale && !given.contains($0) }
          .sorted()
        findings.append(
          finding(
            file: reference.path, theme: sizes.theme,
            message: fractionMessage(reference, lower: lower)))
      }
      for file in sizes.files.dropFirst() where ScaleMismatchRule.agrees(file, with: reference) {
        let expected = reference.expected(at: file.scale)
        guard expected.width != file.width || expected.height != file.height else { continue }
        findings.append(
          finding(
            file: file.path, theme: sizes.theme,
            message: roundingMessage(file, reference: reference)))
      }
      return findings
    }
  }
}
