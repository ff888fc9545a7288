import Foundation
import Testing
import ThemePackImport
import ThemePackTestSupport

/// `init` asks its kinds of source in one order (`ProjectImporter.sources`) and the first that
/// reads a path plans the project: each layout here is read by the kind it is, even where a
/// later kind would also take it (SwiftTheme takes any folder with a `.json` file; theme
/// folders take any folder).
@Suite("init: the first kind of source that reads a path plans it")
struct InitSourceOrderTests {
  /// Each case: files to write (path → text) and the kind that must read `from`, or nil when
  /// none does (a file no kind reads).
  @Test(
    arguments: [
      (["Assets.xcassets/Contents.json": "{}"], "Assets.xcassets", "asset catalog"),
      (["Plain/Blue.colorset/Contents.json": "{}"], "Plain", "asset catalog"),
      (["blue/manifest.json": "{}"], ".", "runtime theme folders"),
      (["brand.json": "{}"], "brand.json", "design tokens"),
      (["modes/Light.tokens.json": "{}"], "modes", "design tokens"),
      (["studio/$metadata.json": "{}", "studio/Red.json": "{}"], "studio", "design tokens"),
      (["themes/Red.json": "{}"], "themes", "SwiftTheme themes"),
      (["themes/Night.plist": ""], "themes", "SwiftTheme themes"),
      (["ThemeResource/blue/icon.png": ""], "ThemeResource", "theme folders"),
      ([:], "missing", "theme folders"),
      (["notes.txt": "x"], "notes.txt", nil),
    ] as [([String: String], String, String?)])
  func firstReaderPlans(files: [String: String], from: String, kind: String?) throws {
    let folder = try TemporaryFolder()
    for (path, text) in files { try folder.write(text, to: path) }
    let path = from == "." ? folder.url.path : folder.path(from)
    let reader = ProjectImporter.sources.first { $0.reads(path) }
    #expect(reader?.kindName == kind)
  }

  @Test func everyKindIsListedOnceAndTheAnyFolderKindIsLast() {
    let names = ProjectImporter.sources.map { $0.kindName }
    #expect(Set(names).count == names.count)
    #expect(names.last == "theme folders")
  }
}
