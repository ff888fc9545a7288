import Foundation

extension ThemeInstaller {
  /// Registers the font files of `version` of `theme`, just made current, after unregistering
  /// the clashing ones of `previous` (`ThemeFontRegistrationPlan.afterSwitch`). A file that
  /// fails to register is left to the system font (`ThemeFontRegistry` remembers it).
  func registerFonts(of theme: String, version: String, previous: String?) {
    guard let fontRegistrar else { return }
    for step in ThemeFontRegistrationPlan.afterSwitch(
      theme: theme, to: version, from: previous, library: library,
      isRegistered: ThemeFontRegistry.shared.isRegistered)
    {
      apply(step, with: fontRegistrar)
    }
  }

  /// Unregisters the font files of the version folder `folder` before it is pruned.
  func unregisterFonts(_ folder: URL) {
    guard let fontRegistrar else { return }
    for step in ThemeFontRegistrationPlan.beforeDiscarding(folder, library: library) {
      apply(step, with: fontRegistrar)
    }
  }

  /// Registers the font files of every installed theme's current version that this process
  /// has not registered yet: call it once at app start, since fonts registered in the
  /// `.process` scope leave with the process (`ThemeFontRegistrationPlan.atLaunch`). Does
  /// nothing without a `fontRegistrar`.
  public func registerInstalledFonts() {
    guard let fontRegistrar else { return }
    for step in ThemeFontRegistrationPlan.atLaunch(
      library: library, isRegistered: ThemeFontRegistry.shared.isRegistered)
    {
      apply(step, with: fontRegistrar)
    }
  }

  private func apply(_ step: ThemeFontRegistrationPlan.Step, with registrar: any ThemeFontRegistering) {
    switch step {
    case .register(let files):
      let failed = registrar.register(files)
      ThemeFontRegistry.shared.recordRegistered(files, failed: failed)
    case .unregister(let files):
      // Only what this process registered (a clash may have unregistered a file already).
      let registered = files.filter(ThemeFontRegistry.shared.isRegistered)
      guard !registered.isEmpty else { return }
      registrar.unregister(registered)
      ThemeFontRegistry.shared.recordUnregistered(registered)
    }
  }
}
