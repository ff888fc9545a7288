import ThemePackProject

/// A font face whose `OS/2.fsType` says restricted licence embedding (bit 0x0002): its licence
/// forbids embedding it in anything, so shipping it inside a theme breaks the licence
/// (FontBakery refuses any non-zero `fsType` for distributed fonts).
package enum RestrictedFontRule: ProjectCheck {
  package static let id = "restricted-font"
  package static let severity = Finding.Severity.error
  package static let summary = "a font whose licence forbids embedding it (OS/2 fsType restricted)"

  /// The words after "font 'Brand-Bold' in 'Brand.ttf' has fsType 0x…".
  static let advice =
    "(restricted licence embedding): its licence forbids shipping it "
    + "in a theme; use a font licensed for embedding (fsType 0, such as an SIL OFL font)"

  /// "font 'Brand-Bold' in 'Brand.ttf' has fsType …" and the advice.
  package static func message(_ face: FontFace) -> String { FontLicence.message(face, advice) }

  package static func check(_ context: LintContext) -> [Finding] {
    FontLicence.findings(Self.self, context, where: { $0 & FontFiles.restrictedBit != 0 }, advice: advice)
  }
}
