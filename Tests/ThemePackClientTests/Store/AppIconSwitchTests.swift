import Foundation
import Testing
import ThemePackClient
import ThemePackTestSupport

/// The app icon follows the theme: which name is asked for (nil for the primary icon), when,
/// and never the same one twice, decided in portable code (the UIKit call is a closure).
@Suite("ThemeStore switches the app icon with the theme")
@MainActor
struct AppIconSwitchTests {
  /// (label, primary icon name, icons the app has (nil: any), icon shown now, theme's icon, decision)
  nonisolated static let decisions:
    [(String, String?, Set<String>?, String?, String?, ThemeAppIconSwitch.Decision)] = [
      ("a theme's icon from the primary", nil, nil, nil, "AppIcon-blue", .set("AppIcon-blue")),
      ("the same icon again", nil, nil, "AppIcon-blue", "AppIcon-blue", .unchanged),
      ("another theme's icon", nil, nil, "AppIcon-blue", "AppIcon-red", .set("AppIcon-red")),
      ("a theme without an icon", nil, nil, "AppIcon-blue", nil, .set(nil)),
      ("no icon while primary", nil, nil, nil, nil, .unchanged),
      ("the primary named by a theme", "AppIcon-default", nil, "AppIcon-blue", "AppIcon-default", .set(nil)),
      ("the primary while primary", "AppIcon-default", nil, nil, "AppIcon-default", .unchanged),
      ("an icon the app lacks", nil, ["AppIcon-blue"], nil, "AppIcon-red", .unavailable("AppIcon-red")),
      ("an icon the app has", nil, ["AppIcon-blue"], nil, "AppIcon-blue", .set("AppIcon-blue")),
      ("no alternate icons at all", nil, [], "AppIcon-blue", nil, .set(nil)),
    ]

  @Test(arguments: decisions)
  func theDecision(
    _ label: String, _ primary: String?, _ available: Set<String>?, _ current: String?, _ themeIcon: String?,
    _ expected: ThemeAppIconSwitch.Decision
  ) {
    var applied: [String?] = []
    let iconSwitch = ThemeAppIconSwitch(
      primaryIconName: primary, availableIconNames: available, currentIconName: current
    ) { applied.append($0) }
    #expect(iconSwitch.decision(for: themeIcon) == expected, "\(label)")
    #expect(applied.isEmpty, "deciding alone calls nothing")
  }

  @Test func theStoreAsksOnceWhenTheThemeChangesTheIcon() async throws {
    let root = try await SelectionTests.installed()
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    var applied: [String?] = []
    store.appIconSwitch = ThemeAppIconSwitch(currentIconName: "AppIcon-red") { applied.append($0) }
    #expect(applied == [nil], "opting in asks at once: no theme is the primary icon")
    try store.switchTheme(to: "blue")
    try store.switchTheme(to: "blue")
    #expect(applied == [nil], "blue's manifest names no icon: the primary, already shown")
    #expect(store.appIconSwitch?.requested == [nil])
    #expect(store.appIconSwitch?.currentIconName == nil)
  }

  @Test func aStoreWithoutASwitchLeavesTheIcon() async throws {
    let root = try await SelectionTests.installed()
    let store = ThemeStore(library: ThemeLibrary(root: root.url))
    try store.switchTheme(to: "blue")
    #expect(store.appIconSwitch == nil)
    #expect(ThemeAppIconSwitch.system().requested.isEmpty)
  }

  @Test func theManifestNamesTheIconLeniently() throws {
    let base = String(
      decoding: TestServer.manifest(theme: "blue", version: "1.0.0", files: [:]), as: UTF8.self)
    for (value, expected) in [(#""AppIcon-blue""#, "AppIcon-blue"), ("7", nil), ("null", nil)]
      as [(String, String?)]
    {
      let text = base.replacingOccurrences(of: #""fonts":"#, with: #""appIcon": \#(value), "fonts":"#)
      guard case .success(let manifest) = ThemeManifest.parse(Array(text.utf8), maxNameBytes: 1024) else {
        Issue.record("the manifest with 'appIcon': \(value) did not parse")
        continue
      }
      #expect(manifest.appIcon == expected, "\(value)")
    }
  }
}
