/// The image files of one theme re-tinted by one colour change (`Recolor`): the report shows
/// them as one row ("blue's colour #226BAA → #1A5C99 re-tinted 24 images, as expected").
package struct RecolorGroup: Sendable, Hashable {
  package var recolor: Recolor
  /// In the report's order (asset, scale, appearance).
  package var images: [ImageDiff]

  /// The groups of `images` that carry a `recolor`, in the order of their first file.
  package static func groups(of images: [ImageDiff]) -> [RecolorGroup] {
    var groups: [RecolorGroup] = []
    for image in images {
      guard let recolor = image.recolor else { continue }
      if let index = groups.firstIndex(where: { $0.recolor == recolor }) {
        groups[index].images.append(image)
      } else {
        groups.append(RecolorGroup(recolor: recolor, images: [image]))
      }
    }
    return groups
  }

  /// `blue's colour #226BAA → #1A5C99 re-tinted 24 images, as expected`.
  package func title(theme: String) -> String {
    "\(recolor.title(theme: theme)) re-tinted \(images.count) image\(images.count == 1 ? "" : "s"), as expected"
  }
}
