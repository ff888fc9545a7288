import ThemePackProject

/// A PNG tagged with a colour space other than sRGB that the build converts to sRGB with
/// lcms2 (an RGB ICC profile such as Generic RGB or Display P3, or `gAMA`/`cHRM`): nothing to
/// re-export, but the designer should know the shipped pixels are not the stored ones.
package enum ColorConversionRule: ProjectCheck {
  package static let id = "color-conversion"
  package static let severity = Finding.Severity.info
  package static let summary = "a PNG in another colour space is converted to sRGB when built"

  /// "colour space ICC 'Generic RGB Profile' is converted to sRGB (relative colorimetric)
  /// when built; tinting, the drift check and the outputs use the converted colours"
  package static func message(space: String, treatment: String) -> String {
    "colour space \(space) is \(treatment.replacingOccurrences(of: "converted to sRGB", with: "converted to sRGB when built"))"
      + "; tinting, the drift check and the outputs use the converted colours"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard let facts = context.facts(path), facts.convertsToSRGB, let space = facts.colorSpaceName,
          let treatment = facts.colorTreatment
        else { return nil }
        return finding(
          file: path, theme: theme,
          message: message(space: space, treatment: treatment))
      }
    }
  }
}
