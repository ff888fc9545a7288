/// The whole preview, laid out: what `PreviewPageWriter` writes as HTML.
struct PreviewPage: Sendable, Equatable {
  var input: PreviewInput
  var themes: [PreviewThemeView]
  /// Every asset name any theme has, in order of first appearance: the rows of the table.
  var assetNames: [String]
}
