import ThemePackArchive
import ThemePackBuild
import ThemePackImaging

/// One built side of a diff: the themes its build made and the folder it installed them in.
package struct DiffSide: Sendable {
  /// How the report names the project (`Assets`, `Assets@origin/main`).
  package var label: String
  package var build: BuildResult
  /// Each theme's app icon as the build draws it, by theme (`IconComparer.icons`).
  package var icons: [String: AppIconTile] = [:]

  /// The theme called `name`, if the project has it.
  package func theme(_ name: String) -> BuiltTheme? {
    build.themes.first { $0.name == name }
  }

  /// The runtime folder of theme `name`: `themes/<name>` in the side's output folder.
  package func folder(of name: String) -> String {
    build.target.runtimeFolder(of: name)
  }

  /// White in light, the project's dark background in dark, as the lint checks pairs on.
  package var backgrounds: AppearanceValues<ThemeRGBA> {
    let white = ThemeRGBA(red: 255, green: 255, blue: 255)
    let dark = build.darkBackground
    return AppearanceValues { $0.isDark ? dark : white }
  }
}
