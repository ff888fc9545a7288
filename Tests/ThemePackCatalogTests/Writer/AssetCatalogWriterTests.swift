import Foundation
import Testing
import ThemePackArchive
import ThemePackCatalog
import ThemePackImaging
import ThemePackSupport
import ThemePackTestSupport
import ThemePackToolTestSupport

@Suite("Asset catalog writer: Contents.json as Xcode writes it")
struct AssetCatalogWriterTests {
  /// Distinct fake PNG bytes per file, so misplaced files show.
  static func png(_ tag: String) -> [UInt8] { Array("png:\(tag)".utf8) }

  /// The catalog behind the hand-written golden files in Golden/Catalog/Themes.xcassets.
  static func fixture() -> AssetCatalog {
    let navBar = ImageSetSpec(
      name: "navBar", rendering: .original,
      entries: (1...3).map { scale in
        ImageSetEntry(
          asset: "navBar", scale: scale,
          resizing: ImageResizing(
            mode: .ninePart, center: .tile,
            capInsets: .init(top: 0, left: 0, bottom: scale, right: scale)),
          png: png("navBar\(scale)"))
      })
    // Given out of order: the writer must sort them as Xcode does.
    let searchBtn = ImageSetSpec(
      name: "searchBtn", rendering: .template,
      entries: [3, 2, 1].flatMap { scale in
        [
          ImageSetEntry(asset: "searchBtn", scale: scale, appearance: .dark, png: png("searchBtn\(scale)d")),
          ImageSetEntry(asset: "searchBtn", scale: scale, png: png("searchBtn\(scale)")),
        ]
      })
    let aboutBtnBG = ImageSetSpec(
      name: "aboutBtnBG",
      entries: [
        ImageSetEntry(
          asset: "aboutBtnBG", scale: 2, appearance: .dark,
          resizing: ImageResizing(
            mode: .threePartHorizontal, center: .stretch,
            capInsets: .init(top: 0, left: 8, bottom: 0, right: 8)),
          png: png("aboutBtnBG2d")),
        ImageSetEntry(
          asset: "aboutBtnBG", scale: 1,
          resizing: ImageResizing(
            mode: .threePartHorizontal, center: .stretch,
            capInsets: .init(top: 0, left: 4, bottom: 0, right: 4)),
          png: png("aboutBtnBG1")),
      ])
    // No bytes: the caller places the file itself.
    let choseBtn = ImageSetSpec(
      name: "choseBtn", rendering: .template,
      entries: [
        ImageSetEntry(
          filename: "choseBtn@2x.png", scale: 2,
          resizing: ImageResizing(
            mode: .threePartVertical, center: .tile, capInsets: .init(top: 4, left: 0, bottom: 6, right: 0)))
      ])
    // High-contrast entries (`highContrast.images`), given out of order and without bytes:
    // the writer lists any, dark, high contrast, dark + high contrast, as the colour sets.
    let logo = ImageSetSpec(
      name: "logo",
      entries: [
        ImageSetEntry(asset: "logo", scale: 3, appearance: .darkHighContrast),
        ImageSetEntry(asset: "logo", scale: 3, appearance: .lightHighContrast),
        ImageSetEntry(asset: "logo", scale: 2, appearance: .lightHighContrast),
        ImageSetEntry(asset: "logo", scale: 3, appearance: .dark),
        ImageSetEntry(asset: "logo", scale: 3), ImageSetEntry(asset: "logo", scale: 2),
      ])
    let blue = AssetCatalogGroup(
      name: "blue", imageSets: [navBar, searchBtn, aboutBtnBG, choseBtn, logo],
      colorSets: [
        ColorSetSpec(
          name: "themeColor", light: ThemeRGBA(red: 34, green: 107, blue: 170),
          others: AppearanceValues {
            $0 == .dark ? ThemeRGBA(red: 140, green: 200, blue: 255) : nil
          }),
        ColorSetSpec(name: "textColor", light: ThemeRGBA(red: 255, green: 255, blue: 255, alpha: 128)),
        // Four entries, as Xcode writes a set with Appearances "Any, Dark" and High Contrast on.
        ColorSetSpec(
          name: "onColor",
          values: AppearanceValues(
            light: ThemeRGBA(red: 255, green: 255, blue: 255),
            dark: ThemeRGBA(red: 0x1C, green: 0x1C, blue: 0x1E),
            lightHighContrast: ThemeRGBA(red: 255, green: 255, blue: 255),
            darkHighContrast: ThemeRGBA(red: 0, green: 0, blue: 0))),
      ])
    let silver = AssetCatalogGroup(
      name: "silver",
      imageSets: [
        ImageSetSpec(
          name: "themeColor", entries: [ImageSetEntry(asset: "themeColor", scale: 1, png: png("silver"))])
      ],
      colorSets: [ColorSetSpec(name: "themeColor", light: ThemeRGBA(red: 189, green: 195, blue: 199))])
    return AssetCatalog(name: "Themes", groups: [blue, silver])
  }

  @Test func everyContentsJSONMatchesItsGoldenFile() throws {
    let files = try AssetCatalogWriter.files(for: Self.fixture())
    let json = files.keys.filter { $0.hasSuffix("/Contents.json") }.sorted()
    for path in json {
      Golden.expect(files[path]!, matches: "Catalog/" + path)
    }
    // No golden file may be left without a counterpart, and no JSON file without a golden one.
    if !Golden.isRecording {
      #expect(json == Golden.files(under: "Catalog"))
    }
  }

  @Test func imageFilesAreThoseWithBytesUnderTheirImageSet() throws {
    let files = try AssetCatalogWriter.files(for: Self.fixture())
    let images = files.filter { !$0.key.hasSuffix("/Contents.json") }
    let expected: [String: [UInt8]] = [
      "Themes.xcassets/blue/navBar.imageset/navBar.png": Self.png("navBar1"),
      "Themes.xcassets/blue/navBar.imageset/navBar@2x.png": Self.png("navBar2"),
      "Themes.xcassets/blue/navBar.imageset/navBar@3x.png": Self.png("navBar3"),
      "Themes.xcassets/blue/searchBtn.imageset/searchBtn.png": Self.png("searchBtn1"),
      "Themes.xcassets/blue/searchBtn.imageset/searchBtn@2x.png": Self.png("searchBtn2"),
      "Themes.xcassets/blue/searchBtn.imageset/searchBtn@3x.png": Self.png("searchBtn3"),
      "Themes.xcassets/blue/searchBtn.imageset/searchBtn.dark.png": Self.png("searchBtn1d"),
      "Themes.xcassets/blue/searchBtn.imageset/searchBtn.dark@2x.png": Self.png("searchBtn2d"),
      "Themes.xcassets/blue/searchBtn.imageset/searchBtn.dark@3x.png": Self.png("searchBtn3d"),
      "Themes.xcassets/blue/aboutBtnBG.imageset/aboutBtnBG.png": Self.png("aboutBtnBG1"),
      "Themes.xcassets/blue/aboutBtnBG.imageset/aboutBtnBG.dark@2x.png": Self.png("aboutBtnBG2d"),
      "Themes.xcassets/silver/themeColor.imageset/themeColor.png": Self.png("silver"),
    ]
    #expect(images == expected)
  }

  @Test func outputDoesNotDependOnEntryOrGroupOrder() throws {
    var shuffled = Self.fixture()
    shuffled.groups.reverse()
    for index in shuffled.groups.indices {
      shuffled.groups[index].imageSets.reverse()
      shuffled.groups[index].colorSets.reverse()
      for set in shuffled.groups[index].imageSets.indices {
        shuffled.groups[index].imageSets[set].entries.reverse()
      }
    }
    #expect(try AssetCatalogWriter.files(for: shuffled) == AssetCatalogWriter.files(for: Self.fixture()))
  }

  @Test func xcodeStyleWritesEmptyContainersOverThreeLines() {
    let value = JSONValue.object([
      "images": .array([]), "properties": .object([:]), "z": .array([.object([:])]),
    ])
    let expected =
      "{\n  \"images\" : [\n\n  ],\n  \"properties\" : {\n\n  },\n  \"z\" : [\n    {\n\n    }\n  ]\n}\n"
    #expect(JSONWriter(style: .xcode).string(value) == expected)
  }

  @Test func componentsRoundToThreeDecimals() throws {
    // 1/255 = 0.00392 → "0.004"; 254/255 = 0.99608 → "0.996"; 0 → "0.000".
    let catalog = AssetCatalog(
      name: "C",
      groups: [
        AssetCatalogGroup(
          name: "g",
          colorSets: [ColorSetSpec(name: "c", light: ThemeRGBA(red: 1, green: 254, blue: 0, alpha: 0))]
        )
      ])
    let text = String(
      decoding: try AssetCatalogWriter.files(for: catalog)["C.xcassets/g/c.colorset/Contents.json"]!,
      as: UTF8.self)
    #expect(text.contains("\"alpha\" : \"0.000\""))
    #expect(text.contains("\"blue\" : \"0.000\""))
    #expect(text.contains("\"green\" : \"0.996\""))
    #expect(text.contains("\"red\" : \"0.004\""))
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    let label: String
    let change: @Sendable (inout AssetCatalog) -> Void
    let message: String
    var testDescription: String { label }
  }

  static let badCases: [BadCase] = [
    BadCase(
      label: "empty catalog name", change: { $0.name = "" },
      message: "invalid asset catalog '.xcassets': the name is empty"),
    BadCase(
      label: "dot in a group name", change: { $0.groups[0].name = "blue.dark" },
      message: "invalid asset catalog 'Themes.xcassets': group 'blue.dark': the name contains '.', "
        + "which file names keep for the dark suffix and extension"),
    BadCase(
      label: "two groups with one name", change: { $0.groups[1].name = "blue" },
      message: "invalid asset catalog 'Themes.xcassets': group 'blue': the name is used twice"),
    BadCase(
      label: "slash in an image set name", change: { $0.groups[0].imageSets[0].name = "nav/Bar" },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/nav/Bar': the name contains '/'"),
    BadCase(
      label: "two image sets with one name", change: { $0.groups[0].imageSets[1].name = "navBar" },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': the name is used twice"),
    BadCase(
      label: "image set without images", change: { $0.groups[0].imageSets[0].entries = [] },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': no images"),
    BadCase(
      label: "scale 4", change: { $0.groups[0].imageSets[0].entries[2].scale = 4 },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': scale 4 is not 1, 2 or 3"),
    BadCase(
      label: "two entries for one slot", change: { $0.groups[0].imageSets[0].entries[2].scale = 2 },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': two entries for 2x"),
    BadCase(
      label: "two high-contrast entries for one slot",
      change: { $0.groups[0].imageSets[4].entries[1].appearance = .darkHighContrast },
      message:
        "invalid asset catalog 'Themes.xcassets': image set 'blue/logo': two entries for 3x dark high contrast"
    ),
    BadCase(
      label: "one file for a high-contrast and a normal slot",
      change: { $0.groups[0].imageSets[4].entries[2].filename = "logo@2x.png" },
      message:
        "invalid asset catalog 'Themes.xcassets': image set 'blue/logo': "
        + "2x: file 'logo@2x.png' is used twice"
    ),
    BadCase(
      label: "one file for two slots",
      change: { $0.groups[0].imageSets[0].entries[2].filename = "navBar@2x.png" },
      message:
        "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': "
        + "3x: file 'navBar@2x.png' is used twice"
    ),
    BadCase(
      label: "file name with a folder",
      change: { $0.groups[0].imageSets[1].entries[0].filename = "../x.png" },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/searchBtn': 3x dark: "
        + "file name '../x.png' is not a plain file name"),
    BadCase(
      label: "file named Contents.json",
      change: { $0.groups[0].imageSets[0].entries[0].filename = "Contents.json" },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': 1x: "
        + "'Contents.json' cannot name an image file"),
    BadCase(
      label: "negative cap inset",
      change: { $0.groups[0].imageSets[0].entries[1].resizing!.capInsets.left = -1 },
      message:
        "invalid asset catalog 'Themes.xcassets': image set 'blue/navBar': "
        + "2x: cap insets must not be negative"
    ),
    BadCase(
      label: "3-part-horizontal with a top cap",
      change: { $0.groups[0].imageSets[2].entries[1].resizing!.capInsets.top = 2 },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/aboutBtnBG': 1x: "
        + "a 3-part-horizontal slice has no top or bottom cap"),
    BadCase(
      label: "3-part-vertical with a right cap",
      change: { $0.groups[0].imageSets[3].entries[0].resizing!.capInsets.right = 1 },
      message: "invalid asset catalog 'Themes.xcassets': image set 'blue/choseBtn': 2x: "
        + "a 3-part-vertical slice has no left or right cap"),
    BadCase(
      label: "two colour sets with one name", change: { $0.groups[0].colorSets[1].name = "themeColor" },
      message:
        "invalid asset catalog 'Themes.xcassets': color set 'blue/themeColor': "
        + "the name is used twice"),
    BadCase(
      label: "control character in a colour set name", change: { $0.groups[1].colorSets[0].name = "a\tb" },
      message:
        "invalid asset catalog 'Themes.xcassets': color set 'silver/a\tb': "
        + "the name contains a control character"
    ),
  ]

  @Test(arguments: badCases)
  func badModelsAreRejectedWithOneLine(_ bad: BadCase) {
    var catalog = Self.fixture()
    bad.change(&catalog)
    #expect {
      try AssetCatalogWriter.files(for: catalog)
    } throws: { error in
      (error as? AssetCatalogError)?.description == bad.message
    }
  }

  @Test func writeReplacesTheCatalogFolderAndLeavesNothingElse() throws {
    let folder = try TemporaryFolder()
    try folder.write("stale", to: "Themes.xcassets/old.imageset/Contents.json")
    try AssetCatalogWriter.write(Self.fixture(), inFolder: folder.url.path)
    let expected = try AssetCatalogWriter.files(for: Self.fixture())
    for (path, bytes) in expected {
      #expect(FileManager.default.contents(atPath: folder.path(path)).map { [UInt8]($0) } == bytes, "\(path)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("Themes.xcassets/old.imageset")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Themes.xcassets"])
  }

  @Test func writeOfABadModelTouchesNothing() throws {
    let folder = try TemporaryFolder()
    try folder.write("kept", to: "Themes.xcassets/Contents.json")
    var catalog = Self.fixture()
    catalog.groups[0].imageSets[0].entries = []
    #expect(throws: AssetCatalogError.self) {
      try AssetCatalogWriter.write(catalog, inFolder: folder.url.path)
    }
    #expect(
      FileManager.default.contents(atPath: folder.path("Themes.xcassets/Contents.json")) == Data("kept".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Themes.xcassets"])
  }
}
