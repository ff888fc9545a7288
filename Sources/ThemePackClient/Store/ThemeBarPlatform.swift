/// What decides whether the system draws this app's bars as Liquid Glass: the iOS version it
/// runs on, the SDK it was built with and its Info.plist's `UIDesignRequiresCompatibility`.
/// Portable, so the decision is tested on Linux; the UIKit glue fills it from the device
/// and the app's bundle (`ThemeBarPlatform.current`).
package struct ThemeBarPlatform: Sendable, Hashable {
  /// The major version of the running system (18, 26, 27…).
  package var osMajorVersion: Int
  /// The major version of the SDK the app was built with (Xcode writes `DTPlatformVersion`,
  /// "26.0", into the built app's Info.plist); nil when unknown.
  package var sdkMajorVersion: Int?
  /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility` to true.
  package var requiresCompatibility: Bool

  /// The Info.plist key that keeps the pre-glass design on iOS 26.
  package static let compatibilityKey = "UIDesignRequiresCompatibility"
  /// The Info.plist key of the SDK version the app was built with.
  package static let sdkVersionKey = "DTPlatformVersion"
  /// The first iOS that draws bars as Liquid Glass.
  package static let firstGlassOS = 26
  /// The first SDK whose apps the system no longer lets keep the old design.
  package static let firstSDKIgnoringCompatibility = 27

  package init(osMajorVersion: Int, sdkMajorVersion: Int? = nil, requiresCompatibility: Bool = false) {
    self.osMajorVersion = osMajorVersion
    self.sdkMajorVersion = sdkMajorVersion
    self.requiresCompatibility = requiresCompatibility
  }

  /// The platform from the app's Info.plist values (`value(key)`, as
  /// `Bundle.object(forInfoDictionaryKey:)` gives them): `UIDesignRequiresCompatibility` true
  /// (a Boolean, or the string "YES"/"true"), `DTPlatformVersion` a version string.
  package init(osMajorVersion: Int, infoValue value: (String) -> Any?) {
    var requires = false
    switch value(Self.compatibilityKey) {
    case let flag as Bool: requires = flag
    case let text as String: requires = ["yes", "true", "1"].contains(text.lowercased())
    default: requires = false
    }
    let sdk = (value(Self.sdkVersionKey) as? String).flatMap { text in
      text.split(separator: ".", omittingEmptySubsequences: false).first.flatMap { Int($0) }
    }
    self.init(osMajorVersion: osMajorVersion, sdkMajorVersion: sdk, requiresCompatibility: requires)
  }

  /// Whether the system draws the app's bars as Liquid Glass: iOS 26 or later, unless the
  /// app keeps the old design with `UIDesignRequiresCompatibility`, which the system honours
  /// only for apps built with an SDK before iOS 27 (an unknown SDK counts as one before 27).
  package var drawsGlass: Bool {
    guard osMajorVersion >= Self.firstGlassOS else { return false }
    guard requiresCompatibility else { return true }
    return (sdkMajorVersion ?? Self.firstGlassOS) >= Self.firstSDKIgnoringCompatibility
  }
}
