// swift-tools-version:6.0
import PackageDescription

// An app's side of ThemePack in one small program: the accessors come from the
// `ThemePackAccessors` build-tool plugin (regenerated whenever the project in
// Sources/ThemeDemo/Theme changes), installing and serving from `ThemePackClient`.
let package = Package(
  name: "ThemeDemo",
  // ThemePackClient's minimums on Apple platforms (Observation); Linux has none.
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [
    // `name:` keeps the product reference working whatever the clone's folder is called.
    .package(name: "ThemePack", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "ThemeDemo",
      dependencies: [.product(name: "ThemePackClient", package: "ThemePack")],
      exclude: ["Theme"],
      plugins: [.plugin(name: "ThemePackAccessors", package: "ThemePack")])
  ],
  swiftLanguageModes: [.v6]
)
