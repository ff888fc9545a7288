import Foundation

extension ThemeStore {
  /// The current theme's font `name` resolved for drawing (`ThemeFont.Face`): its PostScript
  /// name when a font file of the theme registered it, or an installed font of that name; the
  /// system font when the theme's file failed to register, said once through
  /// `fontProblemHandler`. Nil when the theme has no font `name`.
  public func fontFace(_ name: String) -> ThemeFont.Face? {
    guard let content, let font = content.font(name) else { return nil }
    return ThemeFont.Face.resolve(
      font, named: name, theme: content.theme, folder: content.folder, files: content.manifest.fontFiles,
      registry: .shared, report: { fontProblemHandler?($0) })
  }

  /// The face of `role` in `component` (see `fontFace(_:)`); nil when any link is missing.
  public func fontFace(component: String, role: String) -> ThemeFont.Face? {
    guard let name = content?.manifest.components[component]?[role]?.font else { return nil }
    return fontFace(name)
  }
}
