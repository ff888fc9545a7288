import ThemePackProject

extension ThemeProject {
  /// The full paths of every file the project's app icons name, for the build to hash with
  /// its sources (`AppIconKey` keys each theme's icon by their digests).
  package var appIconFiles: [String] {
    let paths = themes.flatMap { $0.appIcon?.files ?? [] }
    return Array(Set(paths)).sorted().map { assetsPath + "/" + $0 }
  }
}
