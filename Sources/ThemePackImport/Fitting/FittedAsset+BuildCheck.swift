import ThemePackArchive
import ThemePackImaging
import ThemePackSupport

extension FittedAsset {
  /// The asset as the build will really draw it: its master tinted with each theme's colour
  /// (`colors`, in theme order: the colour the build tints with, not the one the file is
  /// painted in). The fit stands when that reproduces every theme's file at every scale
  /// compared, within `AssetFitter`'s rule (at most 2% of a file's pixels off by more than 16
  /// levels); overrides and templates the source itself draws as templates are as before.
  ///
  /// Otherwise no import may recolour the picture: one shape (a `template` fit, judged against
  /// each file's own colour) keeps its master, tinted with a colour of its own per theme
  /// (`ownColors`: the colour each file is painted in, so it stays themable); other files
  /// that are the same pixels in every theme become one untinted master (`none`); anything
  /// else stays as drawn in each theme. The reason gives the drift the theme colour would
  /// have had.
  package func checkedAgainstBuild(in themes: [SourceTheme], colors: [ThemeRGBA]) -> FittedAsset {
    guard let fit, !isTemplateIntent, colors.count == themes.count else { return self }
    guard let worst = worstDrift(of: fit, in: themes, colors: colors) else { return self }
    var result = self
    result.lowerMasters = [:]
    result.overrides = []
    result.isFlat = false
    let tinted = fit.tint == .none ? "built from its master" : "tinted with the theme colour"
    let drift = "\(tinted), \(worst.theme)'s \(worst.what)"
    if fit.tint == .template, painted.count == themes.count, !painted.contains(nil) {
      var own = result
      own.lowerMasters = lowerMasters
      own.ownColors = painted.compactMap { $0 }
      own.reason = "one shape drawn in a colour of its own in each theme (\(drift))"
      if worstDrift(of: fit, in: themes, colors: own.ownColors!) == nil { return own }
    }
    if let files = samePictureEverywhere(in: themes), let top = files[scale] {
      result.fit = AssetFit(tint: .none, master: top)
      for (lower, image) in files where lower < scale { result.lowerMasters[lower] = image }
      result.reason =
        "the same picture in every theme, not drawn in the theme colour (\(drift)): one untinted master"
    } else {
      result.fit = nil
      result.reason =
        fit.tint == .none
        ? "one master cannot give every scale (\(drift))" : "the theme colour would repaint it (\(drift))"
    }
    return result
  }

  /// The worst file the tinted master misses by more than the rule allows, with what is
  /// wrong ("file would have 12% of its pixels off by up to 40 levels", "1x file is 16x16 px
  /// where the master makes 15x15 px"); nil when it reproduces them all. Every scale a theme's
  /// source has is compared: a scale with a master of its own against it, a lower one against
  /// the master resampled to it, as the build makes it.
  private func worstDrift(of fit: AssetFit, in themes: [SourceTheme], colors: [ThemeRGBA]) -> (
    theme: String, what: String
  )? {
    var masters = lowerMasters
    masters[scale] = fit.master
    var worst: (theme: String, what: String, share: Double)?
    for (index, theme) in themes.enumerated() where !overrides.contains(index) {
      for (scale, source) in (theme.images[name] ?? [:]).sorted(by: { $0.key < $1.key })
      where scale <= self.scale {
        let master = masters[scale] ?? Resampler.resize(fit.master, fromScale: self.scale, toScale: scale)
        guard master.width == source.image.width, master.height == source.image.height else {
          let what =
            "\(scale)x file is \(source.image.width)x\(source.image.height) px where the master makes "
            + "\(master.width)x\(master.height) px"
          if (worst?.share ?? 0) < 1 { worst = (theme.name, what, 1) }
          continue
        }
        let built = fit.tint == .none ? master : Tinter.tint(master, color: colors[index], mode: fit.tint)
        let difference = PixelDifference.between(built, source.image, tolerance: AssetFitter.tolerance)
        guard difference.shareOver > AssetFitter.allowedShare, difference.shareOver > (worst?.share ?? 0)
        else {
          continue
        }
        let what =
          "file would have \(Self.percent(difference.shareOver)) of its pixels off by up to "
          + "\(difference.maximum) levels"
        worst = (theme.name, what, difference.shareOver)
      }
    }
    return worst.map { ($0.theme, $0.what) }
  }

  /// The asset's images by scale when every theme has exactly these pixels at exactly these
  /// scales; else nil.
  private func samePictureEverywhere(in themes: [SourceTheme]) -> [Int: RGBAImage]? {
    guard let first = themes.first?.images[name] else { return nil }
    let pictures = first.mapValues(\.image)
    for theme in themes.dropFirst() {
      guard let files = theme.images[name], files.mapValues(\.image) == pictures else { return nil }
    }
    return pictures
  }

  /// "12%", "0.5%": a share for the report.
  private static func percent(_ share: Double) -> String {
    let value = share * 100
    return JSONWriter.format(value >= 10 ? value.rounded() : (value * 10).rounded() / 10) + "%"
  }
}
