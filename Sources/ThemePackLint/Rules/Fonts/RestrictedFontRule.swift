import ThemePackProject

/// A font face whose `OS/2.fsType` says restricted licence embedding (bit 0x0002): its licence
/// forbids embedding it in anything, so shipping it inside a theme breaks the licence
/// (FontBakery refuses any non-zero `fsType` for distributed fonts).
package enum RestrictedFontRule: ProjectCheck {
  package static let id = "restricted-font"
  package static let severity = Finding.Severity.error
  package static let summary = "a font whose licence forbids embedding it (OS/2 fsType restricted)"

  /// "font 'Brand-Bold' in 'Brand.ttf' has fsType 0x0002 …"
  package static func message(_ face: FontFace) -> String {
    "font '\(face.postScriptName ?? "")' in '\(UnreadableFontRule.lastComponent(face.file))' has fsType "
      + FontLicence.hex(face.fsType) + " (restricted licence embedding): its licence forbids shipping it "
      + "in a theme; use a font licensed for embedding (fsType 0, such as an SIL OFL font)"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    FontLicence.findings(context, where: { $0 & FontFiles.restrictedBit != 0 }) { face, theme in
      finding(file: face.file, theme: theme, message: message(face))
    }
  }
}
