import ThemePackProject

/// One output format of a build: where each theme's files go and which files describe
/// them. `RuntimeThemeLayout` and `AssetCatalogLayout` are the standard ones
/// (`OutputLayouts.standard`); a new format is one more type.
///
/// A layout only names and describes. The build renders every image once, writes it where
/// the first layout places it and links it where the others do, caches it, restores it
/// and installs each layout's theme folder, all from these answers. It never sees pixels.
package protocol OutputLayout: Sendable {
  /// The format's name, part of every theme's output key: adding or removing a format
  /// makes the next build install every theme again.
  var name: String { get }

  /// The folder, relative to the output folder, that holds everything this format writes
  /// for `theme`. It is built in a staging folder and swapped in whole; a build of the whole
  /// project removes the folders beside it whose theme is gone (except `sharedFiles`).
  func themeFolder(of theme: String) -> String

  /// Where `file` of a theme goes, relative to the theme folder; nil when the format does
  /// not ship that file.
  func path(of file: ImageFileName) -> String?

  /// The files that describe `theme` besides its images (a manifest, `Contents.json`
  /// files), with paths relative to the theme folder.
  func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile]

  /// Files outside every theme folder, with paths relative to the output folder, each
  /// swapped in on its own after the themes (such as a catalog's root `Contents.json`).
  func sharedFiles() throws(BuildError) -> [OutputFile]

  /// Images the format needs beyond the project's scales (Android's densities): the build
  /// renders them for every asset (`ImageFileName.extra` names them) and hands them to
  /// `path(of:)` like the others. Empty for most formats; a format that ships the standard
  /// files must return nil from `path(of:)` for extra ones.
  var extraRenditions: [ExtraRendition] { get }

  /// The folder, relative to the output folder, that holds every theme folder of the
  /// format (what a build reports as written); by default the theme folder's parent.
  var rootFolder: String { get }
}

extension OutputLayout {
  package func sharedFiles() throws(BuildError) -> [OutputFile] { [] }

  package var extraRenditions: [ExtraRendition] { [] }

  package var rootFolder: String {
    let path = themeFolder(of: "-")
    return path.split(separator: "/").dropLast().joined(separator: "/")
  }
}
