import Foundation
import ThemePackClient

/// `ThemeDemo --index URL --theme NAME --into DIR --public-key KEY.pub`: installs the theme
/// from a signed index, lists the verified catalogue, switches a `ThemeStore` to the theme,
/// and prints its version and its theme colour through the generated accessors.
@main
struct ThemeDemo {
  static func main() async {
    do {
      let options = try DemoOptions(CommandLine.arguments.dropFirst())
      try await run(options)
    } catch {
      FileHandle.standardError.write(Data("ThemeDemo: \(error)\n".utf8))
      exit(1)
    }
  }

  static func run(_ options: DemoOptions) async throws {
    // The demo's themes are small: a package over 32 MiB is refused before it is downloaded.
    let limits = ThemeInstaller.Limits(maxArchiveBytes: 32 << 20)
    let installer = ThemeInstaller(root: options.root, publicKeys: options.keys, limits: limits)
    let outcome = try await installer.install(indexURL: options.index, theme: options.theme)
    print("installed \(outcome.theme) \(outcome.version)\(outcome.changed ? "" : " (already current)")")
    for theme in try await installer.catalog(indexURL: options.index).themes {
      print("offered \(theme.name) \(theme.version) \(theme.color ?? "-")")
    }
    try await MainActor.run {
      let store = ThemeStore(library: installer.library)
      // A stand-in for a view: restyled by the store on every switch, appearance change and
      // update, through the generated accessor's binding.
      let swatch = Swatch()
      ThemePackAssets.Color.color.bind(swatch, in: store) { swatch, color in swatch.color = color }
      try store.switchTheme(to: options.theme)
      print(
        "theme \(options.theme) version \(store.content?.version ?? "?") "
          + "color \(swatch.color.map(hex) ?? "none")")
    }
  }

  /// What a bound view would paint with.
  final class Swatch {
    var color: ThemeRGBA?
  }

  static func hex(_ color: ThemeRGBA) -> String {
    "#" + [color.red, color.green, color.blue].map { String(format: "%02X", $0) }.joined()
  }
}
