import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The committed `ThemePackAssets.swift` (the sample's `themepack generate swift` output,
/// kept byte for byte by `GenerateCommandTests`) compiles here and resolves through a
/// `ThemeStore`.
@Suite("generated accessors of the sample")
@MainActor
struct AccessorTests {
  @Test func casesAreTheSampleNames() {
    #expect(ThemePackAssets.Image.allCases.contains(.aboutBtnBG))
    #expect(ThemePackAssets.Image.aboutBtnBG.rawValue == "aboutBtnBG")
    #expect(ThemePackAssets.Color.allCases.first == .color)
  }

  @Test func accessorsResolveThroughAStore() throws {
    let root = try TemporaryFolder("themepack-accessors")
    let manifest = """
      {"name": "blue", "version": "1.0.0", "formatVersion": 1,
       "files": [{"path": "aboutBtnBG@2x.png", "size": 1, "sha256": "\(String(repeating: "a", count: 64))"}],
       "color": {"light": "#226BAA", "dark": "#88AAFF"},
       "assets": {"aboutBtnBG": {"files": {"any": {"2x": "aboutBtnBG@2x.png"}},
         "slice": {"insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}, "center": "tile"}}}}
      """
    try root.write(manifest, to: "blue/1.0.0/manifest.json")
    try root.write("1.0.0\n", to: "blue/current")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    #expect(ThemePackAssets.Color.color.value(in: store, appearance: .dark) == ThemeRGBA(hex: "#88AAFF"))
    #expect(ThemePackAssets.Image.aboutBtnBG.slice(in: store)?.right == 4)
    let file = ThemePackAssets.Image.aboutBtnBG.file(in: store, scale: 3, appearance: .light)
    #expect(file?.url.lastPathComponent == "aboutBtnBG@2x.png" && file?.scale == 2)
  }

  @Test func fontAndComponentAccessorsResolveThroughAStore() throws {
    let root = try TemporaryFolder("themepack-accessors")
    let manifest = """
      {"name": "blue", "version": "1.0.0", "formatVersion": 2, "files": [],
       "color": {"light": "#226BAA", "dark": "#88AAFF"}, "extraColors": {"onColor": {"light": "#FFFFFF"}},
       "assets": {}, "fonts": {"title": {"family": "PingFangSC-Semibold", "size": 17}},
       "components": {"alertView": {"title": {"color": "onColor", "font": "title"}, "background": {"color": "color"}}}}
      """
    try root.write(manifest, to: "blue/1.0.0/manifest.json")
    try root.write("1.0.0\n", to: "blue/current")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    #expect(ThemePackAssets.Font.title.value(in: store)?.family == "PingFangSC-Semibold")
    #expect(ThemePackAssets.Font.body.value(in: store) == nil, "this theme lacks it")
    #expect(ThemePackAssets.Component.AlertView.componentName == "alertView")
    #expect(
      ThemePackAssets.Component.AlertView.allCases.map(\.rawValue) == ["background", "message", "title"])
    #expect(ThemePackAssets.Component.AlertView.title.font(in: store)?.size == 17)
    #expect(
      ThemePackAssets.Component.AlertView.background.color(in: store, appearance: .dark)
        == ThemeRGBA(hex: "#88AAFF"))
    #expect(ThemePackAssets.Component.AlertView.message.color(in: store, appearance: .light) == nil)
  }

  /// Records what the generated `bind` members hand over.
  final class Styled {
    var colors: [ThemeRGBA?] = []
    var files: [String?] = []
    var roles: [String] = []
  }

  @Test func generatedBindingsRestyleOnAnAppearanceChange() throws {
    let root = try TemporaryFolder("themepack-accessors")
    let manifest = """
      {"name": "blue", "version": "1.0.0", "formatVersion": 2,
       "files": [{"path": "aboutBtnBG@2x.png", "size": 1, "sha256": "\(String(repeating: "a", count: 64))"},
                 {"path": "aboutBtnBG.dark@2x.png", "size": 1, "sha256": "\(String(repeating: "b", count: 64))"}],
       "color": {"light": "#226BAA", "dark": "#88AAFF"},
       "assets": {"aboutBtnBG": {"files": {"any": {"2x": "aboutBtnBG@2x.png"}, "dark": {"2x": "aboutBtnBG.dark@2x.png"}}}},
       "fonts": {"title": {"family": "PingFangSC-Semibold", "size": 17}},
       "components": {"alertView": {"title": {"color": "color", "font": "title"}}}}
      """
    try root.write(manifest, to: "blue/1.0.0/manifest.json")
    try root.write("1.0.0\n", to: "blue/current")
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    let view = Styled()
    ThemePackAssets.Color.color.bind(view, in: store) { view, color in view.colors.append(color) }
    ThemePackAssets.Image.aboutBtnBG.bind(view, in: store, scale: 2) { view, file in
      view.files.append(file?.url.lastPathComponent)
    }
    ThemePackAssets.Component.AlertView.title.bind(view, in: store) { view, color, font in
      view.roles.append("\(color.map { String($0.blue) } ?? "-") \(font?.size ?? 0)")
    }
    store.systemAppearance = ThemeAppearance(isDark: true)
    #expect(view.colors == [ThemeRGBA(hex: "#226BAA"), ThemeRGBA(hex: "#88AAFF")])
    #expect(view.files == ["aboutBtnBG@2x.png", "aboutBtnBG.dark@2x.png"])
    #expect(view.roles == ["170 17.0", "255 17.0"])
    #expect(ThemePackAssets.Color.color.value(in: store) == ThemeRGBA(hex: "#88AAFF"))
    #expect(ThemePackAssets.Component.AlertView.title.color(in: store) == ThemeRGBA(hex: "#88AAFF"))
    #expect(ThemePackAssets.Image.aboutBtnBG.file(in: store, scale: 3)?.scale == 2)
    #expect(store.bindingCount == 3)
  }
}
