import ThemePackSupport

/// The whole preview, laid out: what `PreviewPageWriter` writes as HTML.
package struct PreviewPage: Sendable, Equatable {
  package var input: PreviewInput
  package var themes: [PreviewThemeView]
  /// Every asset name any theme has, in order of first appearance: the rows of the table.
  package var assetNames: [String]
}
