import Testing
import ThemePackClient

/// The one decision between a theme's sliced bar image and its glass form, as a function of
/// the iOS version, the SDK the app was built with, `UIDesignRequiresCompatibility` and what
/// the theme offers; and the Info.plist values it is read from, hostile ones included.
@Suite("the navigation bar's style: image on iOS 18, glass on iOS 26")
struct BarStyleTests {
  static let glass = ThemeNavigationBar.Glass(
    titleColor: ThemeColor(appearances: ["light": ThemeRGBA(hex: "#202020")!]),
    tint: ThemeColor(appearances: ["light": ThemeRGBA(hex: "#226BAA")!]),
    glassTint: ThemeColor(appearances: ["light": ThemeRGBA(hex: "#226BAA33")!]))

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var platform: ThemeBarPlatform
    var bar: ThemeNavigationBar?
    var expected: ThemeBarStyle
    var testDescription: String { label }
  }

  /// `glass`'s colours as the style hands them out in the light appearance.
  static let light = ThemeBarStyle.Colors(
    title: ThemeRGBA(hex: "#202020"), tint: ThemeRGBA(hex: "#226BAA"), glassTint: ThemeRGBA(hex: "#226BAA33"))

  static let both = ThemeNavigationBar(image: "navBar", glass: glass)
  static let imageOnly = ThemeNavigationBar(image: "navBar")
  static let glassOnly = ThemeNavigationBar(glass: glass)

  static let cases: [Case] = [
    Case(label: "iOS 18, both", platform: .init(osMajorVersion: 18), bar: both, expected: .image("navBar")),
    Case(label: "iOS 26, both", platform: .init(osMajorVersion: 26), bar: both, expected: .glass(light)),
    Case(label: "iOS 27, both", platform: .init(osMajorVersion: 27), bar: both, expected: .glass(light)),
    Case(
      label: "iOS 26, compatibility, SDK 26",
      platform: .init(osMajorVersion: 26, sdkMajorVersion: 26, requiresCompatibility: true),
      bar: both, expected: .image("navBar")),
    Case(
      label: "iOS 27, compatibility, SDK 26",
      platform: .init(osMajorVersion: 27, sdkMajorVersion: 26, requiresCompatibility: true),
      bar: both, expected: .image("navBar")),
    Case(
      label: "iOS 27, compatibility, SDK 27 (ignored)",
      platform: .init(osMajorVersion: 27, sdkMajorVersion: 27, requiresCompatibility: true), bar: both,
      expected: .glass(light)),
    Case(
      label: "iOS 26, compatibility, SDK unknown",
      platform: .init(osMajorVersion: 26, requiresCompatibility: true),
      bar: both, expected: .image("navBar")),
    Case(
      label: "iOS 18, compatibility, SDK 27",
      platform: .init(osMajorVersion: 18, sdkMajorVersion: 27, requiresCompatibility: true),
      bar: both, expected: .image("navBar")),
    Case(
      label: "iOS 26, image only", platform: .init(osMajorVersion: 26), bar: imageOnly,
      expected: .image("navBar")),
    Case(
      label: "iOS 18, glass only", platform: .init(osMajorVersion: 18), bar: glassOnly,
      expected: .colors(light)),
    Case(
      label: "iOS 26, glass only", platform: .init(osMajorVersion: 26), bar: glassOnly,
      expected: .glass(light)),
    Case(label: "iOS 26, no bar", platform: .init(osMajorVersion: 26), bar: nil, expected: .system),
    Case(
      label: "iOS 18, empty bar", platform: .init(osMajorVersion: 18), bar: ThemeNavigationBar(),
      expected: .system),
  ]

  @Test(arguments: cases)
  func theStyleFollowsThePlatformAndTheTheme(_ item: Case) {
    #expect(ThemeBarStyle.choose(for: item.bar, on: item.platform, appearance: .light) == item.expected)
  }

  struct PlistCase: Sendable, CustomTestStringConvertible {
    var label: String
    var compatibility: String?
    var flag: Bool?
    var sdk: String?
    var requires: Bool
    var sdkMajor: Int?
    var testDescription: String { label }
  }

  static let plistCases: [PlistCase] = [
    PlistCase(label: "nothing set", requires: false, sdkMajor: nil),
    PlistCase(label: "flag true, SDK 26.2", flag: true, sdk: "26.2", requires: true, sdkMajor: 26),
    PlistCase(label: "flag false, SDK 27.0", flag: false, sdk: "27.0", requires: false, sdkMajor: 27),
    PlistCase(label: "string YES", compatibility: "YES", sdk: "27", requires: true, sdkMajor: 27),
    PlistCase(label: "string no", compatibility: "no", requires: false, sdkMajor: nil),
    PlistCase(label: "SDK garbage", flag: true, sdk: "iphoneos", requires: true, sdkMajor: nil),
    PlistCase(label: "SDK empty", sdk: "", requires: false, sdkMajor: nil),
    PlistCase(label: "SDK negative overflow", sdk: "99999999999999999999.0", requires: false, sdkMajor: nil),
  ]

  @Test(arguments: plistCases)
  func theInfoPlistIsReadLeniently(_ item: PlistCase) {
    let platform = ThemeBarPlatform(osMajorVersion: 26) { key -> Any? in
      switch key {
      case "UIDesignRequiresCompatibility": return item.flag ?? item.compatibility
      case "DTPlatformVersion": return item.sdk
      default: return nil
      }
    }
    #expect(platform.requiresCompatibility == item.requires)
    #expect(platform.sdkMajorVersion == item.sdkMajor)
  }
}
