/// Switches the app icon with the theme, for an app that opts in
/// (`ThemeStore.appIconSwitch`): the decision is here, portable and tested on Linux; the
/// call to iOS is the `apply` closure (`ThemeAppIconSwitch.system(primaryIconName:)` on UIKit).
///
/// The rules: a theme's icon is the name its manifest gives (`ThemeContent.appIconName`);
/// `primaryIconName` (the app's own icon, if a theme names it) and a theme without an icon
/// mean the primary icon (`nil` to `setAlternateIconName`); a name the app was not built with
/// (not in `availableIconNames`, when given) is never asked for, since iOS refuses it; and the
/// icon is not set again when it is already the one asked for (iOS shows an alert on every
/// change).
@MainActor
public final class ThemeAppIconSwitch {
  /// What `themeDidChange(to:)` decided.
  public enum Decision: Sendable, Equatable {
    /// Set this icon: a name, or nil for the primary icon.
    case set(String?)
    /// Leave the icon: it is already the one asked for.
    case unchanged
    /// Leave the icon: the theme names one the app was not built with.
    case unavailable(String)
  }

  /// The icon name that stands for the app's primary icon, if a theme may name it.
  public let primaryIconName: String?
  /// The alternate icon names compiled into the app; nil accepts any name.
  public let availableIconNames: Set<String>?
  /// The icon shown now: nil for the primary icon.
  public private(set) var currentIconName: String?
  /// Every icon asked of `apply`, in order (nil: the primary icon); what a test reads.
  public private(set) var requested: [String?] = []
  private let apply: @MainActor (String?) -> Void

  /// A switch that starts from `currentIconName` and calls `apply` with each new icon.
  public init(
    primaryIconName: String? = nil, availableIconNames: Set<String>? = nil, currentIconName: String? = nil,
    apply: @escaping @MainActor (String?) -> Void
  ) {
    self.primaryIconName = primaryIconName
    self.availableIconNames = availableIconNames
    self.currentIconName = currentIconName
    self.apply = apply
  }

  /// The decision for a theme whose manifest names `themeIcon`, without acting on it.
  public func decision(for themeIcon: String?) -> Decision {
    let wanted = themeIcon == primaryIconName ? nil : themeIcon
    if let wanted, let availableIconNames, !availableIconNames.contains(wanted) {
      return .unavailable(wanted)
    }
    return wanted == currentIconName ? .unchanged : .set(wanted)
  }

  /// Decides for `content` (nil: no theme, the primary icon) and, for `.set`, calls `apply`.
  @discardableResult
  public func themeDidChange(to content: ThemeContent?) -> Decision {
    let decision = decision(for: content?.appIconName)
    if case .set(let name) = decision {
      currentIconName = name
      requested.append(name)
      apply(name)
    }
    return decision
  }
}
