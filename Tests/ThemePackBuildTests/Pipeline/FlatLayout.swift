import ThemePackBuild
import ThemePackProject

/// A layout made up for the tests, to show that a new output format is one type: every
/// theme's @2x images flat in `flat/<theme>/` (other scales are not shipped), an
/// `index.txt` per theme and a `flat/README.txt` shared by all.
struct FlatLayout: OutputLayout {
  var name: String { "flat" }

  func themeFolder(of theme: String) -> String { "flat/" + theme }

  func path(of file: ImageFileName) -> String? {
    file.scale == 2 ? file.asset + (file.appearance.isDark ? "-dark" : "") + ".png" : nil
  }

  func descriptionFiles(of theme: BuiltTheme) throws(BuildError) -> [OutputFile] {
    let lines = theme.assets.map { "\($0.name) \($0.pointWidth)x\($0.pointHeight)\n" }
    return [
      OutputFile(path: "index.txt", bytes: Array(("\(theme.name) \(theme.version)\n" + lines.joined()).utf8))
    ]
  }

  func sharedFiles() throws(BuildError) -> [OutputFile] {
    [OutputFile(path: "flat/README.txt", bytes: Array("@2x images of every theme\n".utf8))]
  }
}
