/// The asset drawn as a navigation bar, and the bar sizes the page draws it at.
package struct PreviewNavigationBar: Sendable, Equatable {
  /// The asset's name; it should be sliced, or it is drawn stretched as UIKit would not.
  package var asset: String
  /// The bar height in points (a `UINavigationBar` is 44 pt).
  package var height: Double
  /// The bar widths in points: common iPhone widths, so a bad cap inset shows.
  package var widths: [Double]
  /// The scale the bars are drawn at; the asset's file of that scale is used, or the nearest.
  package var scale: Int
  /// The colour the bar's title is drawn in (`"color"` or a name of the theme's colours);
  /// nil draws the bar without a title.
  package var titleColor: String?

  package init(
    asset: String, height: Double = 44, widths: [Double] = PreviewNavigationBar.commonWidths,
    scale: Int = 2, titleColor: String? = nil
  ) {
    self.asset = asset
    self.titleColor = titleColor
    self.height = height
    self.widths = widths
    self.scale = scale
  }

  /// iPhone SE, iPhone 15/16, iPhone 15/16 Pro Max widths in points.
  package static let commonWidths: [Double] = [320, 390, 430]
  /// The width of the bar on a contact sheet.
  package static let contactSheetWidth: Double = 390
}
