import ThemePackArchive
import ThemePackImaging

/// The asset recognised as the nav-bar background, by the convention of theme-folder apps
/// (DOMAIN.md §1): a tiny flat image in the theme colour, made resizable with cap insets
/// (top 0, left 0, bottom 1, right 1) and tiled.
package struct NavigationBarChoice: Sendable {
  /// The largest side, in points, of an image taken for a nav-bar background.
  package static let maxPoints = 3
  /// The size, in points, the caps need: one point of right and bottom cap and one to tile.
  package static let minPoints = 2

  package var asset: String
  /// The master to write: the flat colour at least `minPoints` square, so the caps leave
  /// something to tile at every scale.
  package var master: RGBAImage
  /// Whether the master is larger than the source files.
  package var enlarged: Bool

  /// The nav-bar asset among `fitted`: flat, template, at most `maxPoints` on a side; names
  /// with "nav", then "color", first; nil when none is. In an asset catalog (`sliced` gives
  /// the sets it makes resizable), whose flat swatches are colours of buttons and alerts, only
  /// a resizable set or one whose name says nav or bar is one; an asset too small for the
  /// caps with dark images (`hasDark`) never is, since its enlarged master would no longer
  /// match them.
  package static func choose(
    _ fitted: [FittedAsset], sliced: Set<String>? = nil, hasDark: (String) -> Bool = { _ in false }
  ) -> NavigationBarChoice? {
    let candidates = fitted.filter { asset in
      let name = asset.name.lowercased()
      let looksLikeBar = sliced.map {
        $0.contains(asset.name) || name.contains("nav") || name.contains("bar")
      }
      return asset.isFlat && asset.fit?.tint == .template
        && max(asset.width, asset.height) <= maxPoints * asset.scale && looksLikeBar != false
        && !(min(asset.width, asset.height) < minPoints * asset.scale && hasDark(asset.name))
    }
    func rank(_ asset: FittedAsset) -> (Int, Int, String) {
      let name = asset.name.lowercased()
      return (
        name.contains("nav") ? 0 : name.contains("color") ? 1 : 2, asset.width * asset.height, asset.name
      )
    }
    guard let chosen = candidates.min(by: { rank($0) < rank($1) }), let fit = chosen.fit else { return nil }
    let side = minPoints * chosen.scale
    guard chosen.width < side || chosen.height < side else {
      return NavigationBarChoice(asset: chosen.name, master: fit.master, enlarged: false)
    }
    let master = RGBAImage(
      width: max(chosen.width, side), height: max(chosen.height, side),
      fill: ThemeRGBA(red: 255, green: 255, blue: 255))
    return NavigationBarChoice(asset: chosen.name, master: master, enlarged: true)
  }

  /// The report's line.
  package func describe(source: FittedAsset) -> String {
    var text =
      "'\(asset)' (a flat \(source.width)x\(source.height) px image at \(source.scale)x): slice caps "
      + "top 0, left 0, bottom 1, right 1 pt, centre tiled"
    if enlarged {
      text +=
        "; its master is drawn \(master.width)x\(master.height) px (\(Self.minPoints)x\(Self.minPoints) pt) "
        + "of the same colour, since caps of 1 pt leave nothing to tile in \(source.width)x\(source.height) px"
    }
    return text
  }
}
