// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ThemePack",
  // The lowest Apple systems (.github/workflows/apple.yml builds the whole package on macOS
  // and the client for iOS): the store is observable (Observation, iOS 17 / macOS 14).
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .executable(name: "themepack", targets: ["ThemePackMain"]),
    // The cage SVG masters are drawn in: `themepack` starts it and never loads librsvg itself.
    .executable(name: "themepack-svg", targets: ["ThemePackSVGRenderer"]),
    // The one library the package promises (the stage targets behind `themepack` are not
    // products): what an app embeds to install signed packages and serve their images and colours.
    .library(name: "ThemePackClient", targets: ["ThemePackClient"]),
    // Regenerates `ThemePackAssets.swift` from the theme project in a target's folder on
    // every build that changed it (`themepack generate swift`).
    .plugin(name: "ThemePackAccessors", targets: ["ThemePackAccessors"]),
  ],
  targets: [
    // System libraries from Debian packages (`make deps` installs them) or Homebrew on a Mac
    // (`.github/workflows/apple.yml`; keg-only ones need their pkgconfig folder in
    // PKG_CONFIG_PATH, as that workflow sets it).
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
    .systemLibrary(
      name: "CLibArchive", pkgConfig: "libarchive",
      providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]),
    .systemLibrary(
      name: "CLibSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
    // lcms2 (Little CMS): converts images tagged with another colour space to sRGB.
    .systemLibrary(
      name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]),
    // zlib, already linked for libpng: inflates the ICC profile of an `iCCP` chunk for the lint,
    // and zip entries in ThemePackClient.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // libcurl: ThemePackClient's downloads on Linux, where FoundationNetworking's URLSession
    // (itself on libcurl) buffers without bound; a chunk at a time into the file, one deadline.
    .systemLibrary(
      name: "CLibCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
    // libdeflate: compresses the image data (IDAT) of every PNG ThemePack writes, in one call
    // over the whole buffer (2.5–4× zlib's speed at the same size).
    .systemLibrary(
      name: "CLibDeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // FreeType: the faces of a theme's font files (names, weight, fsType, glyph coverage).
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
    // librsvg (LGPL-2.1+, linked dynamically) and cairo: draw SVG masters. Only our own
    // `CVectorBridge` includes them.
    .systemLibrary(
      name: "CLibRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]),
    // Our own C: opens, sizes and draws an SVG with librsvg into straight-alpha RGBA, so
    // Swift never imports glib or cairo.
    .target(name: "CVectorBridge", dependencies: ["CLibRSVG"]),
    // Our own C: `themepack-svg`, which draws each SVG request in a child process under an
    // address-space limit and a deadline; the only program that loads librsvg.
    .executableTarget(name: "ThemePackSVGRenderer", dependencies: ["CVectorBridge"]),
    // Our own C: runs libpng's classic API under setjmp, which Swift cannot do.
    .target(name: "CPNGBridge", dependencies: ["CLibPNG"]),
    // Our own C: glibc's mallopt, whose header Swift's Glibc module leaves out.
    .target(name: "CMemoryPolicy"),
    // The zip central-directory reader and the package entry rules of `themepack verify`,
    // shared by the tool and the app-side client. Foundation only.
    .target(name: "ThemePackArchive"),
    // The one target of the build library that imports C (the client has its own gates to
    // zlib, libsodium and libcurl): libpng (through CPNGBridge), libarchive, libsodium, zlib,
    // lcms2, libdeflate, FreeType and the system calls (files, sockets, the SVG cage's process), each
    // behind a small Swift gate the other targets use through `package` access.
    .target(
      name: "ThemePackNative",
      dependencies: [
        "CPNGBridge", "CMemoryPolicy", "CLibPNG", "CLibArchive", "CLibSodium", "CZlib", "CLCMS2",
        "CLibDeflate", "CFreeType",
      ]),
    // What every stage uses: JSON parsing and decoding (JSON/; `JSONValue` and `JSONWriter` are
    // ThemePackArchive's), and files, digests, parallel work and child processes (Files/).
    .target(name: "ThemePackSupport", dependencies: ["ThemePackNative", "ThemePackArchive"]),
    // Pictures and colours: images of ThemeRGBA (ThemePackArchive's colour type), the PNG codec, colour
    // (parsing, contrast, dark colours, colour management), tints, resampling, vector masters,
    // slices and compositing.
    .target(
      name: "ThemePackImaging", dependencies: ["ThemePackNative", "ThemePackSupport", "ThemePackArchive"]),
    // The project as its files say it: the model, its readers (config, themes, design tokens,
    // SwiftTheme key paths) and the findings they report.
    .target(
      name: "ThemePackProject",
      dependencies: ["ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging"]),
    // The lint of a project: its rules, the image facts they weigh and their cache.
    .target(
      name: "ThemePackLint",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
      ]),
    // Xcode asset catalogs both ways: the writer and the reader with its own lint, which `init`
    // and `lint` of a catalog use.
    .target(
      name: "ThemePackCatalog",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
      ]),
    // One build, in pipeline order: manifests, the plan, rendering, the output layouts, the
    // install into the output folder, the pipeline that runs them, and the merge of shards.
    .target(
      name: "ThemePackBuild",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
        "ThemePackLint", "ThemePackCatalog",
      ]),
    // Versioned, signed theme packages: writing, verifying, the index and the packages folder.
    .target(
      name: "ThemePackPackaging",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackLint", "ThemePackBuild",
      ]),
    // `init`: a project made from theme folders, a catalog, SwiftTheme, tokens or packages.
    .target(
      name: "ThemePackImport",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackCatalog",
        "ThemePackBuild", "ThemePackPackaging",
      ]),
    // The designers' preview page and its live server (`preview --serve`).
    .target(
      name: "ThemePackPreview",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
        "ThemePackLint", "ThemePackBuild",
      ]),
    // `themepack diff`: two projects built through the cache and compared, theme by theme
    // (pixels, colours and their contrast, versions, sizes), as a page, JSON and Markdown.
    .target(
      name: "ThemePackReview",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
        "ThemePackBuild",
      ]),
    // The app's side: install, refuse, serve. Foundation, zlib and a crypto seam (libsodium on
    // Linux, CryptoKit on Apple platforms); never the tool's stage targets.
    .target(
      name: "ThemePackClient",
      dependencies: [
        "ThemePackArchive", "CZlib", .target(name: "CLibSodium", condition: .when(platforms: [.linux])),
        .target(name: "CLibCurl", condition: .when(platforms: [.linux])),
      ]),
    // Argument parsing, commands, printing, exit codes: each command imports the stages it runs.
    .target(
      name: "ThemePackCLI",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
        "ThemePackLint", "ThemePackCatalog", "ThemePackBuild", "ThemePackPackaging", "ThemePackImport",
        "ThemePackPreview", "ThemePackReview", "ThemePackClient",
      ]),
    // The one-line executable.
    .executableTarget(name: "ThemePackMain", dependencies: ["ThemePackNative", "ThemePackCLI"]),
    .plugin(name: "ThemePackAccessors", capability: .buildTool(), dependencies: ["ThemePackMain"]),
    // Draws the sample Assets/ (`make sample-assets`); not a product, never installed.
    .executableTarget(
      name: "SampleAssetsGenerator",
      dependencies: ["ThemePackSupport", "ThemePackArchive", "ThemePackImaging"]),
    // The benchmark's plain C yardstick on libpng (`make bench`); not a product, never installed.
    .executableTarget(
      name: "LibPNGBaseline", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("m")]),
    // libFuzzer targets (PNG decoder, zip reader, JSON parser, client index); real only when
    // `make fuzz` builds it.
    .executableTarget(
      name: "ThemePackFuzz",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackBuild",
        "ThemePackPackaging", "ThemePackImport", "ThemePackClient", "CPNGTestWriter", "ThemePackTestSupport",
      ],
      path: "Tests/Fuzz/ThemePackFuzz"),
    // Test-only C: libpng's own writer (under setjmp) and zlib helpers for codec fixtures.
    .target(
      name: "CPNGTestWriter", dependencies: ["CLibPNG"], path: "Tests/CPNGTestWriter",
      linkerSettings: [.linkedLibrary("z")]),
    // Fixtures the client's and the tool's tests share: libpng-written images, temporary
    // folders, zips, loopback servers, and lcms2 called directly as the colour oracle.
    .target(
      name: "ThemePackTestSupport", dependencies: ["CPNGTestWriter", "CLCMS2"],
      path: "Tests/ThemePackTestSupport"),
    // What the tool's test targets share: fixtures (projects, builds, lint), golden files
    // (`Tests/Golden`, read by path), reference maths and PNG surgery.
    .target(
      name: "ThemePackToolTestSupport",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
        "ThemePackBuild", "ThemePackPreview", "ThemePackTestSupport", "CPNGTestWriter",
      ],
      path: "Tests/ThemePackToolTestSupport"),
    // ThemePackNativeTests: the gates to C and the system calls.
    .testTarget(
      name: "ThemePackNativeTests",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackSupportTests: JSON, files and HTML.
    .testTarget(
      name: "ThemePackSupportTests",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackImagingTests: the codec (every PngSuite file), colour maths against coloraide's
    // vectors, tints, resampling, vector masters, slices.
    .testTarget(
      name: "ThemePackImagingTests",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackTestSupport",
        "ThemePackToolTestSupport",
      ], exclude: ["Color/Vectors"]),
    // ThemePackProjectTests: the project's readers and their hostile inputs.
    .testTarget(
      name: "ThemePackProjectTests",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
        "ThemePackBuild",
        "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackLintTests: the lint's rules, on projects and catalogs.
    .testTarget(
      name: "ThemePackLintTests",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
        "ThemePackCatalog", "ThemePackCLI", "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackCatalogTests: catalogs written (golden files) and read back.
    .testTarget(
      name: "ThemePackCatalogTests",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
        "ThemePackCatalog",
        "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackBuildTests: plan, render, layouts, install, pipeline, merge, vector masters built.
    .testTarget(
      name: "ThemePackBuildTests",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
        "ThemePackCatalog", "ThemePackBuild", "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackPackagingTests: packages written, verified, installed by the client, the index.
    .testTarget(
      name: "ThemePackPackagingTests",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
        "ThemePackBuild", "ThemePackPackaging", "ThemePackImport", "ThemePackClient", "ThemePackTestSupport",
        "ThemePackToolTestSupport",
      ]),
    // ThemePackImportTests: `init` from every source, including the tool's own outputs.
    .testTarget(
      name: "ThemePackImportTests",
      dependencies: [
        "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackLint",
        "ThemePackCatalog",
        "ThemePackBuild", "ThemePackImport", "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackPreviewTests: the preview page and contact sheets, and its server over loopback.
    .testTarget(
      name: "ThemePackPreviewTests",
      dependencies: [
        "ThemePackNative", "ThemePackArchive", "ThemePackImaging", "ThemePackProject", "ThemePackBuild",
        "ThemePackPreview",
        "ThemePackTestSupport", "ThemePackToolTestSupport",
      ]),
    // ThemePackReviewTests: `themepack diff` on two edited copies of the sample, pixel
    // differences, the report's formats.
    .testTarget(
      name: "ThemePackReviewTests",
      dependencies: [
        "ThemePackArchive", "ThemePackImaging", "ThemePackReview", "ThemePackTestSupport",
        "ThemePackToolTestSupport",
      ]),
    // ThemePackArchitectureTests: the repository's shape (targets and their imports, folder
    // order, docs links, the licence notice).
    .testTarget(
      name: "ThemePackArchitectureTests", dependencies: ["ThemePackTestSupport", "ThemePackToolTestSupport"]),
    // The client's own suite: install, refuse, serve, fallbacks, interrupted installs. Signs
    // its fixtures with libsodium and writes them with the shared TestZip.
    .testTarget(
      name: "ThemePackClientTests",
      dependencies: ["ThemePackClient", "ThemePackTestSupport", "CLibSodium"]),
    // Compiles the committed `themepack generate swift` output of the sample (kept byte for byte
    // by GenerateCommandTests) against the client.
    .testTarget(name: "ThemePackAccessorTests", dependencies: ["ThemePackClient", "ThemePackTestSupport"]),
    .testTarget(
      name: "ThemePackCLITests",
      dependencies: [
        "ThemePackNative", "ThemePackSupport", "ThemePackArchive", "ThemePackImaging", "ThemePackProject",
        "ThemePackLint", "ThemePackCatalog", "ThemePackBuild", "ThemePackPackaging", "ThemePackImport",
        "ThemePackCLI", "ThemePackClient", "ThemePackTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
