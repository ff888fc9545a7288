#if canImport(UIKit)
  import Foundation
  import UIKit

  extension ThemeAppIconSwitch {
    /// The switch over `UIApplication.setAlternateIconName(_:)`: starts from the icon shown
    /// now, accepts the alternate icons the app's Info.plist lists (`CFBundleIcons` →
    /// `CFBundleAlternateIcons`, which Xcode writes from
    /// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`), and does nothing where the device
    /// does not support alternate icons. A failed change is left to iOS's own alert.
    public static func system(primaryIconName: String? = nil) -> ThemeAppIconSwitch {
      let application = UIApplication.shared
      let icons = Bundle.main.object(forInfoDictionaryKey: "CFBundleIcons") as? [String: Any]
      let alternates = icons?["CFBundleAlternateIcons"] as? [String: Any]
      let supported = application.supportsAlternateIcons
      return ThemeAppIconSwitch(
        primaryIconName: primaryIconName, availableIconNames: supported ? Set((alternates ?? [:]).keys) : [],
        currentIconName: application.alternateIconName
      ) { name in
        UIApplication.shared.setAlternateIconName(name) { _ in }
      }
    }
  }
#else
  extension ThemeAppIconSwitch {
    /// Elsewhere than UIKit there is no app icon to switch: a switch that only records what
    /// it would ask for (`requested`).
    public static func system(primaryIconName: String? = nil) -> ThemeAppIconSwitch {
      ThemeAppIconSwitch(primaryIconName: primaryIconName) { _ in }
    }
  }
#endif
