import Foundation

#if canImport(Observation)
  import Observation
#endif

/// The app's theme manager: holds the current theme of an install root, the user's
/// light/dark/system preference and the system's appearance, answers images and colours through
/// them, and restyles the app when any of them changes: bound objects are styled again
/// (`bind(_:key:_:)`), `themeDidChangeNotification` is posted (for UIKit code listening the
/// classic way) and, where the Observation module exists, SwiftUI observes `content`,
/// `preference` and `systemAppearance`.
@MainActor
public final class ThemeStore {
  /// Posted on `NotificationCenter.default` after `switchTheme(to:)` (a new install of the
  /// current theme included), any preference change, or a change of `systemAppearance` that
  /// changes the appearance drawn with; `object` is the store. Bindings have run by then.
  public static let themeDidChangeNotification = Notification.Name("ThemePackClient.themeDidChange")

  public let library: ThemeLibrary

  #if canImport(Observation)
    private let registrar = ObservationRegistrar()
  #endif

  private var storedContent: ThemeContent? {
    didSet { lease.hold(storedContent?.folder) }
  }
  private var storedPreference: ThemeAppearance.Preference
  private var storedSystemAppearance = ThemeAppearance.light
  let bindings = ThemeBindingRegistry()
  /// Keeps the served version folder from being pruned while this store serves it.
  private let lease = VersionLease()
  private var installObserver: NotificationToken?

  /// Switches the app icon with the theme when the app opts in (nil, the default, leaves the
  /// icon alone): set it to `ThemeAppIconSwitch.system()`; the current theme's icon is asked
  /// for at once and on every switch after.
  public var appIconSwitch: ThemeAppIconSwitch? {
    didSet { appIconSwitch?.themeDidChange(to: storedContent) }
  }

  /// Hears a font problem once per file and process, one line (a theme font whose file failed
  /// to register, drawn in the system font instead): log it or send it to the app's reporting.
  public var fontProblemHandler: ((String) -> Void)?

  /// A store of `library` with no theme open yet. It follows installs into the same root
  /// made in this process: a new version of the current theme is served once installed
  /// (`refresh()`, then `themeDidChangeNotification`).
  public init(library: ThemeLibrary, preference: ThemeAppearance.Preference = .system) {
    self.library = library
    self.storedPreference = preference
    let root = library.root.standardizedFileURL.path
    installObserver = NotificationToken(ThemeInstaller.didInstallNotification) { [weak self] note in
      guard (note.userInfo?[ThemeInstaller.rootKey] as? String) == root else { return }
      Task { @MainActor in _ = try? self?.refresh() }
    }
  }

  /// Moves to the current version of the theme being served when it changed (an install or
  /// a removal since it was opened) and posts `themeDidChangeNotification`. Returns whether
  /// it moved; a theme removed meanwhile throws `notInstalled` and keeps the old content.
  @discardableResult
  public func refresh() throws(ThemeInstallError) -> Bool {
    guard let content = storedContent, library.currentVersion(of: content.theme) != content.version else {
      return false
    }
    try switchTheme(to: content.theme)
    return true
  }

  /// The theme being served, or nil before the first `switchTheme(to:)`.
  public var content: ThemeContent? {
    observeAccess(\.content)
    return storedContent
  }

  /// The user's appearance preference (seed 001's system / light / dark).
  public var preference: ThemeAppearance.Preference {
    get {
      observeAccess(\.preference)
      return storedPreference
    }
    set {
      guard newValue != storedPreference else { return }
      mutate(\.preference) { storedPreference = newValue }
      rememberSelection()
      restyle()
    }
  }

  /// The system's style and contrast as the app last said (`.light` until it says
  /// otherwise; the UIKit and SwiftUI glue say it from the trait collection and the
  /// environment). Setting it restyles when the appearance drawn with changes (not under a
  /// `.light` or `.dark` preference, which ignores the system's style).
  public var systemAppearance: ThemeAppearance {
    get {
      observeAccess(\.systemAppearance)
      return storedSystemAppearance
    }
    set {
      guard newValue != storedSystemAppearance else { return }
      let before = currentAppearance
      mutate(\.systemAppearance) { storedSystemAppearance = newValue }
      if currentAppearance != before { restyle() }
    }
  }

  /// The appearance drawn with now: the preference applied to `systemAppearance`.
  public var currentAppearance: ThemeAppearance { preference.resolve(system: systemAppearance) }

  /// Opens the current version of `theme` and serves it from now on; posts
  /// `themeDidChangeNotification`. Fails (changing nothing) when it is not installed.
  public func switchTheme(to theme: String) throws(ThemeInstallError) {
    let opened = try ThemeContent.open(theme, in: library)
    mutate(\.content) { storedContent = opened }
    appIconSwitch?.themeDidChange(to: opened)
    rememberSelection()
    restyle()
  }

  /// Runs every binding again, then posts `themeDidChangeNotification`.
  private func restyle() {
    bindings.restyleAll()
    NotificationCenter.default.post(name: Self.themeDidChangeNotification, object: self)
  }

  /// A store of `library` opened as the user left it: the remembered preference, and the
  /// remembered theme when it is still installed (else no theme, as a new store).
  public static func restored(library: ThemeLibrary) -> ThemeStore {
    let selection = ThemeSelection.load(library)
    let store = ThemeStore(library: library, preference: selection?.preference ?? .system)
    if let theme = selection?.theme { try? store.switchTheme(to: theme) }
    return store
  }

  /// Saves the theme and preference in the root for `restored(library:)`. A root that cannot
  /// be written only loses the memory, never the switch.
  private func rememberSelection() {
    try? ThemeSelection(theme: storedContent?.theme, preference: storedPreference).save(library)
  }

  #if canImport(Observation)
    private func observeAccess<Value>(_ keyPath: KeyPath<ThemeStore, Value>) {
      registrar.access(self, keyPath: keyPath)
    }

    private func mutate<Value>(_ keyPath: KeyPath<ThemeStore, Value>, _ change: () -> Void) {
      registrar.withMutation(of: self, keyPath: keyPath, change)
    }
  #else
    private func observeAccess<Value>(_ keyPath: KeyPath<ThemeStore, Value>) {}

    private func mutate<Value>(_ keyPath: KeyPath<ThemeStore, Value>, _ change: () -> Void) { change() }
  #endif
}

#if canImport(Observation)
  extension ThemeStore: Observable {}
#endif
