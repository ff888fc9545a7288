import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackCatalog
import ThemePackImaging
import ThemePackImport
import ThemePackLint
import ThemePackTestSupport
import ThemePackToolTestSupport

/// `init` of catalogs shaped as real apps' are (mostly PDFs, as focus-ios and NetNewsWire
/// keep theirs): the project has every scale, a per-scale PDF is kept as a vector, a dark
/// image of another size is left out with a note, a template's dark image of the same shape
/// is retinted; the imported project lints clean and builds.
@Suite("init of catalogs made of vector sets")
struct CatalogVectorImportTests {
  /// A page of fractional points (as NetNewsWire's accountFeedbin.pdf), which poppler scales
  /// a column wider than asked at 1x and 2x unless cropped.
  static let pin = TestPDF.page(width: 368.203, height: 342.891, content: "0 0 0 rg 2 2 360 330 re f")
  static let bar = TestPDF.page(width: 12, height: 12, content: "0 0 0 rg 1 1 10 10 re f")
  static let darkBar = TestPDF.page(width: 12, height: 12, content: "1 1 1 rg 1 1 10 10 re f")
  static let darkRing = TestPDF.page(width: 12, height: 12, content: "1 1 1 rg 0 0 12 12 re f")
  static let bigDark = TestPDF.page(width: 14, height: 12, content: "1 1 1 rg 1 1 10 10 re f")

  struct Image {
    var file: String
    var bytes: [UInt8]
    var scale: String? = nil
    var dark = false
  }

  private func catalog(_ sets: [String: (images: [Image], template: Bool)]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("catalog-vector-import")
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "A.xcassets/Contents.json")
    for (name, set) in sets {
      var entries: [String] = []
      for image in set.images {
        try folder.write(image.bytes, to: "A.xcassets/\(name).imageset/\(image.file)")
        let appearance =
          image.dark ? #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "# : ""
        let scale = image.scale.map { #", "scale" : "\#($0)""# } ?? ""
        entries.append(#"{ \#(appearance)"filename" : "\#(image.file)", "idiom" : "universal"\#(scale) }"#)
      }
      let intent = set.template ? #", "template-rendering-intent" : "template""# : ""
      try folder.write(
        #"{ "images" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 }, "#
          + #""properties" : { "preserves-vector-representation" : true\#(intent) } }"#,
        to: "A.xcassets/\(name).imageset/Contents.json")
    }
    return folder
  }

  /// Imports, lints and builds the catalog; the import's notes, the project's config text
  /// and the build's output folder.
  private func importAndBuild(_ folder: TemporaryFolder) throws -> (
    notes: [String], config: String, output: String
  ) {
    #expect(CatalogLinter.lint(catalogPath: folder.path("A.xcassets")).errorCount == 0)
    let project = folder.path("project")
    let report = try ProjectImporter.run(ImportOptions(from: folder.path("A.xcassets"), into: project))
    let lint = Linter.lint(assetsPath: project)
    #expect(lint.errorCount == 0, "\(lint.findings.map(\.description))")
    let output = folder.path("out")
    try Builder.build(BuildOptions(assetsPath: project, outputPath: output, jobs: 2))
    return (report.notes, try String(contentsOfFile: project + "/themepack.json", encoding: .utf8), output)
  }

  private func themeFolder(_ output: String) throws -> String {
    let themes = try FileManager.default.contentsOfDirectory(atPath: output + "/themes").sorted()
    return output + "/themes/" + (try #require(themes.first))
  }

  private func size(_ path: String) throws -> [Int] {
    let image = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
      .image
    return [image.width, image.height]
  }

  @Test func aCatalogOfOnlyPDFsGivesAProjectOfEveryScaleDrawnAtRoundedPixelSizes() throws {
    let folder = try catalog([
      "pin": ([Image(file: "pin.pdf", bytes: Self.pin)], false),
      "bar": ([Image(file: "bar.pdf", bytes: Self.bar)], true),
    ])
    let (_, config, output) = try importAndBuild(folder)
    let parsed = try JSONSerialization.jsonObject(with: Data(config.utf8)) as? [String: Any]
    #expect(parsed?["scales"] as? [Int] == [1, 2, 3], "\(config)")
    let theme = try themeFolder(output)
    #expect(try size(theme + "/pin.png") == [368, 343])
    #expect(try size(theme + "/pin@2x.png") == [736, 686])
    #expect(try size(theme + "/pin@3x.png") == [1105, 1029])
    #expect(try size(theme + "/bar@3x.png") == [36, 36])
  }

  @Test func aPDFInAScaleSlotIsKeptAsAVectorMasterWithANote() throws {
    let folder = try catalog([
      "bar": ([Image(file: "bar.pdf", bytes: Self.bar, scale: "1x")], false)
    ])
    let (notes, _, output) = try importAndBuild(folder)
    #expect(notes.contains("'bar': 'bar.pdf' is kept as a vector master, drawn at every scale"), "\(notes)")
    #expect(FileManager.default.fileExists(atPath: folder.path("project/Base/bar.pdf")))
    #expect(try size(try themeFolder(output) + "/bar@3x.png") == [36, 36])
  }

  @Test func aDarkImageOfAnotherSizeIsLeftOutWithANote() throws {
    let folder = try catalog([
      "bar": (
        [
          Image(file: "bar.pdf", bytes: Self.bar),
          Image(file: "bar-dark.pdf", bytes: Self.bigDark, dark: true),
        ], false
      )
    ])
    let (notes, _, _) = try importAndBuild(folder)
    #expect(
      notes.contains {
        $0.hasPrefix("'bar': the dark image is 14×12 pt but the light image is 12×12 pt")
      },
      "\(notes)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("project/Base/bar.dark.pdf")))
  }

  @Test func aDarkVectorBesideLightPNGsIsLeftOutWithANote() throws {
    let png = try PNGEncoder.encode(
      RGBAImage(width: 36, height: 36, fill: ThemeRGBA(red: 0, green: 0, blue: 0)))
    let folder = try catalog([
      "bar": (
        [
          Image(file: "bar.png", bytes: png, scale: "3x"),
          Image(file: "bar-dark.pdf", bytes: Self.darkBar, dark: true),
        ],
        false
      )
    ])
    let (notes, _, _) = try importAndBuild(folder)
    #expect(
      notes.contains { $0.hasPrefix("'bar': its dark vector beside light PNG files is not imported") },
      "\(notes)")
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path("project"))
    #expect(!files.contains { $0.contains("bar.dark") }, "\(files)")
  }

  @Test func aTemplatesDarkImageOfTheSameShapeIsRetintedAndOfAnotherShapeKept() throws {
    let folder = try catalog([
      "same": (
        [Image(file: "s.pdf", bytes: Self.bar), Image(file: "s-dark.pdf", bytes: Self.darkBar, dark: true)],
        true
      ),
      "other": (
        [Image(file: "o.pdf", bytes: Self.bar), Image(file: "o-dark.pdf", bytes: Self.darkRing, dark: true)],
        true
      ),
    ])
    let (notes, config, _) = try importAndBuild(folder)
    #expect(
      notes.contains { $0.hasPrefix("'same': a template's dark image of the light image's shape") },
      "\(notes)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("project/Base/same.dark.pdf")))
    #expect(
      notes.contains { $0.hasPrefix("'other': a template's dark image of another shape is kept") }, "\(notes)"
    )
    #expect(FileManager.default.fileExists(atPath: folder.path("project/Base/other.dark.pdf")))
    let entries = try #require(try JSONSerialization.jsonObject(with: Data(config.utf8)) as? [String: Any])
    let assets = try #require(entries["assets"] as? [String: [String: Any]])
    #expect(assets["same"]?["dark"] == nil, "retint, the default")
    #expect(assets["other"]?["dark"] as? String == "explicitFile")
  }
}

/// `init` of SwiftTheme themes whose image values name vector files beside them: a bare name
/// with no PNG finds `name.svg`/`name.pdf`, a path may end in `.pdf`; the same file in every
/// theme is one vector master.
@Suite("init keeps the vector files SwiftTheme themes name")
struct SwiftThemeVectorImportTests {
  @Test func vectorFilesBesideTheThemesBecomeVectorMasters() throws {
    let folder = try TemporaryFolder("swifttheme-vector")
    for (theme, color) in [("Blue", "#226BAA"), ("Red", "#EB4F38")] {
      try folder.write(
        #"{ "Global": { "barTintColor": "\#(color)" }, "Icons": { "pin": "pin", "bar": "art/bar.pdf" } }"#,
        to: "Themes/\(theme).json")
    }
    try folder.write(VectorFixtures.gear, to: "Themes/pin.svg")
    try folder.write(CatalogVectorImportTests.bar, to: "Themes/art/bar.pdf")
    let project = folder.path("project")
    _ = try ProjectImporter.run(ImportOptions(from: folder.path("Themes"), into: project))
    #expect(
      FileManager.default.contents(atPath: project + "/Base/pin.svg")
        == Data(VectorFixtures.gear.utf8))
    #expect(
      FileManager.default.contents(atPath: project + "/Base/bar.pdf")
        == Data(CatalogVectorImportTests.bar))
    let lint = Linter.lint(assetsPath: project)
    #expect(lint.errorCount == 0, "\(lint.findings.map(\.description))")
    let output = folder.path("out")
    try Builder.build(BuildOptions(assetsPath: project, outputPath: output, jobs: 2))
    for theme in ["Blue", "Red"] {
      for file in ["pin.png", "pin@2x.png", "pin@3x.png", "bar@3x.png"] {
        #expect(
          FileManager.default.fileExists(atPath: output + "/themes/\(theme)/\(file)"), "\(theme)/\(file)")
      }
    }
  }

  @Test func aMissingVectorFileIsRefused() throws {
    let folder = try TemporaryFolder("swifttheme-vector")
    try folder.write(
      ##"{ "Global": { "barTintColor": "#226BAA" }, "Icons": { "bar": "bar.pdf" } }"##, to: "Themes/Blue.json"
    )
    #expect {
      try ProjectImporter.run(ImportOptions(from: folder.path("Themes"), into: folder.path("project")))
    } throws: { error in
      (error as? ImportError)?.reason == "image 'bar.pdf' at key path 'Icons.bar' is not in the theme folder"
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("project")))
  }
}
