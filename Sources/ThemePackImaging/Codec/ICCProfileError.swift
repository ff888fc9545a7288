import ThemePackSupport

/// Why a PNG's colour chunks were refused: an embedded ICC profile (`reason` starts
/// "ICC profile: "), `gAMA`/`cHRM` lcms2 cannot use, or a `cICP` chunk ThemePack does not
/// read (`reason` starts "cICP ", e.g. "cICP 9/16/0/1: HDR (PQ, transfer 16) is not
/// supported yet").
package struct ICCProfileError: Error, Sendable, Equatable {
  package let reason: String

  package init(_ detail: String) {
    reason = "ICC profile: " + detail
  }

  /// A refused `cICP` chunk; `detail` follows "cICP ".
  package init(cicp detail: String) {
    reason = "cICP " + detail
  }
}
