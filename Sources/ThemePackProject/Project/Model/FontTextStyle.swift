/// A Dynamic Type text style (`UIFont.TextStyle`): the font scales with the user's text size
/// setting, through `UIFontMetrics(forTextStyle:)`, from its declared size as the size at the
/// default setting.
package enum FontTextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1,
    caption2
}
