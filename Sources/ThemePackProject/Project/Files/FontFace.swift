/// One face of a font file a theme ships (`Fonts/` in the theme's folder or the project's),
/// as FreeType read it.
package struct FontFace: Sendable, Hashable {
  /// The font file's path, as the survey joins paths (`<assets>/Themes/blue/Fonts/Brand.ttf`).
  package var file: String
  /// The face's index in its file: 0 for a single font, the member of a TTC/OTC collection.
  package var index: Int
  /// The PostScript name (`name` ID 6) `UIFont(name:size:)` takes; nil when the face has none
  /// (the lint reports it: such a face cannot be named).
  package var postScriptName: String?
  /// The family and style names ("Inter", "Semi Bold"); nil when absent.
  package var family: String?
  package var style: String?
  /// `OS/2.usWeightClass`; nil without an OS/2 table.
  package var weight: Int?
  /// `OS/2.fsType`: the licence's embedding permission bits (`FontFiles.restrictedBit`…).
  package var fsType: Int
  /// The scalars of the coverage text asked for that the face draws no glyph for, in the
  /// order first met.
  package var missing: [Unicode.Scalar]

  package init(
    file: String, index: Int, postScriptName: String?, family: String?, style: String?, weight: Int?,
    fsType: Int, missing: [Unicode.Scalar]
  ) {
    self.file = file
    self.index = index
    self.postScriptName = postScriptName
    self.family = family
    self.style = style
    self.weight = weight
    self.fsType = fsType
    self.missing = missing
  }
}
