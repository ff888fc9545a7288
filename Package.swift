// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ThemePack",
  products: [
    .executable(name: "themepack", targets: ["ThemePackMain"]),
    .library(name: "ThemePack", targets: ["ThemePack"]),
  ],
  targets: [
    // System libraries from Debian packages; `make deps` installs them.
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
      name: "CLibArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),
    .systemLibrary(
      name: "CLibSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
    // lcms2 (Little CMS): converts images tagged with another colour space to sRGB.
    .systemLibrary(name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
    // zlib, already linked for libpng: inflates the ICC profile of an `iCCP` chunk for the lint.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // Our own C: runs libpng's classic API under setjmp, which Swift cannot do.
    .target(name: "CPNGBridge", dependencies: ["CLibPNG"]),
    // Our own C: glibc's mallopt, whose header Swift's Glibc module leaves out.
    .target(name: "CMemoryPolicy"),
    // All behaviour. Never prints, never exits.
    .target(
      name: "ThemePack",
      dependencies: [
        "CPNGBridge", "CMemoryPolicy", "CLibPNG", "CLibArchive", "CLibSodium", "CZlib", "CLCMS2",
      ]),
    // Argument parsing, commands, printing, exit codes.
    .target(name: "ThemePackCLI", dependencies: ["ThemePack"]),
    // The one-line executable.
    .executableTarget(name: "ThemePackMain", dependencies: ["ThemePack", "ThemePackCLI"]),
    // Draws the sample Assets/ (`make sample-assets`); not a product, never installed.
    .executableTarget(name: "SampleAssetsGenerator", dependencies: ["ThemePack"]),
    // The benchmark's plain C yardstick on libpng (`make bench`); not a product, never installed.
    .executableTarget(
      name: "LibPNGBaseline", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("m")]),
    // libFuzzer target over the PNG decoder; real only when `make fuzz` builds it.
    .executableTarget(
      name: "ThemePackFuzz", dependencies: ["ThemePack", "CPNGTestWriter"], path: "Tests/Fuzz/ThemePackFuzz"),
    // Test-only C: libpng's own writer (under setjmp) and zlib helpers for codec fixtures.
    .target(
      name: "CPNGTestWriter", dependencies: ["CLibPNG"], path: "Tests/CPNGTestWriter",
      linkerSettings: [.linkedLibrary("z")]),
    // Fixtures shared by both test targets: libpng-written images, temporary folders, and
    // lcms2 called directly as the colour-management oracle.
    .target(
      name: "ThemePackTestSupport", dependencies: ["CPNGTestWriter", "CLCMS2"],
      path: "Tests/ThemePackTestSupport"),
    .testTarget(
      name: "ThemePackTests",
      dependencies: ["ThemePack", "CPNGBridge", "CLibPNG", "CPNGTestWriter", "ThemePackTestSupport"],
      // Golden files are read from the source tree by path, not bundled.
      exclude: ["Golden"]),
    .testTarget(
      name: "ThemePackCLITests",
      dependencies: ["ThemePackCLI", "ThemePack", "CPNGTestWriter", "ThemePackTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
