import ThemePackProject

/// A PNG tagged with a colour space other than sRGB that the build does not convert (a grey
/// or CMYK profile): its pixels are used as stored, so they do not render as the colour the
/// theme declares. Spaces the build converts (RGB ICC profiles, `gAMA`/`cHRM`, SDR `cICP`
/// such as Display P3) are `ColorConversionRule`'s information instead; a `cICP` the build
/// refuses (HDR, unknown code points, a damaged chunk) is an `undecodable-png` error.
package enum ColorProfileRule: ProjectCheck {
  package static let id = "color-profile"
  package static let severity = Finding.Severity.warning
  package static let summary = "a PNG declares a colour space other than sRGB that the build does not convert"

  /// "colour profile 'Generic RGB Profile' is not sRGB: its pixels will not render as the
  /// declared colour; re-export it as sRGB"
  package static func message(space: String) -> String {
    "\(space) is not sRGB: its pixels will not render as the declared colour; re-export it as sRGB"
  }

  /// The non-sRGB colour space the file declares, named for a message, or nil when it is
  /// sRGB or untagged. Follows the chunk priority cICP > iCCP > sRGB > gAMA; a `cICP` chunk
  /// decides alone, and every one is sRGB, converted or refused, so it is never named here.
  package static func nonSRGBSpace(_ facts: ImageFacts) -> String? {
    let metadata = facts.metadata
    if metadata.cicp != nil || metadata.cicpLength != nil { return nil }
    if let name = metadata.iccProfileName {
      if let description = facts.iccDescription {
        return description.lowercased().contains("srgb") ? nil : "colour profile '\(description)'"
      }
      return "colour profile '\(name)' (unreadable)"
    }
    if metadata.srgbIntent != nil { return nil }
    if let gamma = metadata.gamma, abs(gamma - 45455) > 500 {
      return "gamma \(PointSize.format(Double(gamma) / 100000)) (gAMA)"
    }
    return nil
  }

  package static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard let facts = context.facts(path), !facts.convertsToSRGB, let space = nonSRGBSpace(facts) else {
          return nil
        }
        return finding(file: path, theme: theme, message: message(space: space))
      }
    }
  }
}
