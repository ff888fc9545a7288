import Foundation
import Testing
import ThemePackCatalog
import ThemePackImaging
import ThemePackImport
import ThemePackSupport
import ThemePackTestSupport

/// The kinds of project teams bring to `themepack init`, each made after its format's
/// documentation, run as a user would: `init`, then `lint --strict` (clean), then `build`; and
/// then every image of the source at each of its scales against the built file (at most 2% of
/// pixels off by more than 16 levels; alpha only where the source renders a template), every
/// colour value the source states in every appearance against the built catalog, and every
/// SwiftTheme key path and value against the built `<theme>.plist`.
@Suite("init keeps every picture, colour and value of each kind of project")
struct RealProjectKindsTests {
  static let kinds: [ProjectKind] = [
    .appCatalog, .systemColorCatalog, .groupedCatalog, .plistDemo, .jsonDemo, .downloadedZip,
    .colourOnlyThemes, .figmaModeFiles, .tokensStudioLegacyFolder, .tokensStudioFile,
    .mixedScaleFolders, .inconsistentLowerScale, .onePictureGlyph, .otherPlatformReferences,
    .colourOnlyCatalog, .colorSetFolder, .figmaNestedGroups, .displayP3Catalog,
  ]

  @Test(arguments: kinds)
  func initLintBuildKeepsEverything(kind: ProjectKind) throws {
    let folder = try TemporaryFolder("project-kinds")
    let source = try kind.write(folder)
    let project = folder.path("project")
    let imported = try ThemePackBinary.run(["init", "--from", source.from, "--into", project])
    try #require(imported.status == 0, "\(imported.standardError)")
    try Self.expectLintsClean(project, allowing: kind.allowedWarnings)
    let output = folder.path("Output")
    let build = try ThemePackBinary.run([
      "build", "--assets", project, "--output", output, "--output-format", "runtime", "--output-format",
      "xcassets", "--output-format", "swiftTheme",
    ])
    try #require(build.status == 0, "\(build.standardError)\(build.standardOutput)")
    try Self.expectKept(source, output: output)
  }

  /// `lint --strict` of `project` finds no error and no warning but of the rules `allowed`.
  static func expectLintsClean(_ project: String, allowing allowed: some Collection<String>) throws {
    let lint = try ThemePackBinary.run(["lint", "--strict", "--assets", project])
    let failing = lint.standardOutput.split(separator: "\n").filter { line in
      line.contains(": error: [")
        || (line.contains(": warning: [") && !allowed.contains { line.contains("[\($0)]") })
    }
    #expect(failing.isEmpty, "\(lint.standardOutput)")
  }

  /// Every image, colour and SwiftTheme key path of `source` in the build at `output`.
  static func expectKept(_ source: ProjectKind.Source, output: String) throws {
    for image in source.images { try expectDrawn(image, output: output) }
    try expectColors(source.colors, output: output)
    for (theme, file) in source.swiftThemeFiles.sorted(by: { $0.key < $1.key }) {
      try expectKeyPaths(of: file, in: "\(output)/themes/\(theme)/\(theme).plist", images: source.images)
    }
  }

  /// The built file of `image` has its pixels.
  private static func expectDrawn(_ image: ProjectKind.Image, output: String) throws {
    let built: String
    switch image.built {
    case .file(let path): built = "\(output)/themes/\(path)"
    case .keyPath(let theme, let keyPath, let scale):
      let plist = try Self.leaves("\(output)/themes/\(theme)/\(theme).plist")
      guard case .string(let name)? = plist[keyPath] else {
        Issue.record("\(theme): no image at '\(keyPath)'")
        return
      }
      let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
      built = "\(output)/themes/\(theme)/" + (scale == 1 ? stem + ".png" : stem + "@\(scale)x.png")
    }
    let drawn = try PNGDecoder.decodeFile(atPath: built).image
    let original = try PNGDecoder.decodeFile(atPath: image.source, colorManaged: true).image
    try #require(drawn.width == original.width && drawn.height == original.height, "\(built)")
    let compared = image.alphaOnly ? (Self.alpha(drawn), Self.alpha(original)) : (drawn, original)
    let difference = PixelDifference.between(compared.0, compared.1, tolerance: 16)
    #expect(difference.shareOver <= 0.02, "\(image.source) → \(built): \(difference)")
  }

  /// Every colour's values, in the catalog the build wrote.
  private static func expectColors(_ colors: [ProjectKind.Color], output: String) throws {
    guard !colors.isEmpty else { return }
    let catalogs = try FileManager.default.contentsOfDirectory(atPath: output).filter {
      $0.hasSuffix(".xcassets")
    }
    let catalog = try #require(catalogs.first, "no catalog in \(output)")
    let sets = CatalogReader.read(output + "/" + catalog).colorSets
    for color in colors {
      let set = try #require(
        sets.first { $0.namespace == [color.theme] && $0.baseName == color.set },
        "\(color.theme)/\(color.set)")
      for (appearance, value) in color.values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        #expect(set.value(appearance) == value, "\(color.theme)/\(color.set) \(appearance.description)")
      }
    }
  }

  /// Every key path of the SwiftTheme file `source` with its value in the built plist: a
  /// colour as the same colour, an image key path as a file (checked by `expectDrawn`),
  /// anything else as the same value and JSON type (a whole `<real>` may come back as an
  /// `<integer>`: JSON has one number type). Dates and data, which a theme.json cannot
  /// hold, are reported by `init` and left out here.
  static func expectKeyPaths(
    of source: String, in built: String, images: [ProjectKind.Image], skipping: Set<String> = []
  ) throws {
    let original = try Self.leaves(source)
    let written = try Self.leaves(built)
    let imageKeyPaths = Set(
      images.compactMap { image -> String? in
        if case .keyPath(_, let keyPath, _) = image.built { return keyPath }
        return nil
      })
    for (keyPath, value) in original.sorted(by: { $0.key < $1.key }) {
      if case .other = value { continue }
      if skipping.contains(keyPath) { continue }
      let found = written[keyPath]
      if imageKeyPaths.contains(keyPath) {
        #expect(found != nil, "\(built): \(keyPath)")
      } else if case .string(let text) = value, let color = SwiftThemeColor.parse(text) {
        guard case .string(let writtenText)? = found else {
          Issue.record("\(built): no colour at '\(keyPath)'")
          continue
        }
        #expect(SwiftThemeColor.parse(writtenText) == color, "\(built): \(keyPath)")
      } else {
        #expect(
          found.flatMap(SwiftThemeValues.json) == SwiftThemeValues.json(value), "\(built): \(keyPath)")
      }
    }
  }

  static func leaves(_ path: String) throws -> [String: SwiftThemeValue] {
    let root = try SwiftThemeFileReader.parse(try FileReader.bytes(at: path), file: path)
    return Dictionary(root.leaves, uniquingKeysWith: { first, _ in first })
  }

  /// `image` with every pixel's colour set to black, so only alpha is compared.
  private static func alpha(_ image: RGBAImage) -> RGBAImage {
    var copy = image
    for index in stride(from: 0, to: copy.pixels.count, by: 4) {
      copy.pixels[index] = 0
      copy.pixels[index + 1] = 0
      copy.pixels[index + 2] = 0
    }
    return copy
  }
}
