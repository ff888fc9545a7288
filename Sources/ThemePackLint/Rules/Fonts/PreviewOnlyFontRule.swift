import ThemePackProject

/// A font face whose `OS/2.fsType` allows preview and print embedding only (bit 0x0004): a
/// document may carry it to be shown, but an app that installs it and draws its own text with
/// it goes beyond that. A warning: the licence itself may say more than the bits.
package enum PreviewOnlyFontRule: ProjectCheck {
  package static let id = "preview-only-font"
  package static let severity = Finding.Severity.warning
  package static let summary = "a font whose licence allows preview and print embedding only (OS/2 fsType 4)"

  /// The words after "font 'Brand-Bold' in 'Brand.ttf' has fsType 0x…".
  static let advice =
    "(preview and print embedding only): check that its licence "
    + "allows an app to install it, or use a font with fsType 0"

  /// "font 'Brand-Bold' in 'Brand.ttf' has fsType …" and the advice.
  package static func message(_ face: FontFace) -> String { FontLicence.message(face, advice) }

  package static func check(_ context: LintContext) -> [Finding] {
    FontLicence.findings(
      Self.self, context, where: { $0 & FontFiles.restrictedBit == 0 && $0 & FontFiles.previewOnlyBit != 0 },
      advice: advice)
  }
}
