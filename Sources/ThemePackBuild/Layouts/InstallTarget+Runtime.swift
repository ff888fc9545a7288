extension InstallTarget {
  /// `theme`'s runtime folder, `themes/<theme>` inside the output folder: what a package
  /// is made from.
  package func runtimeFolder(of theme: String) -> String {
    path(RuntimeThemeLayout().themeFolder(of: theme))
  }
}
