import Foundation
import ThemePackArchive

/// One installed theme version, opened: answers image files, slices and colours from its
/// manifest. A value; `ThemeStore` holds the current one. Copies share one `imageCache`;
/// each `open` starts a new one, so a switch or an update leaves the old images behind.
public struct ThemeContent: Sendable, Equatable {
  public let theme: String
  public let version: String
  /// `<root>/<theme>/<version>/`.
  public let folder: URL
  package let manifest: ThemeManifest
  /// The images decoded from this version's files (`uiImage` on iOS keeps them here).
  package let imageCache = ThemeImageCache()

  /// Equal when the same version is opened from the same folder with the same manifest
  /// (the caches are not compared).
  public static func == (left: ThemeContent, right: ThemeContent) -> Bool {
    left.theme == right.theme && left.version == right.version && left.folder == right.folder
      && left.manifest == right.manifest
  }

  /// An image file chosen for a request: where it is and the scale it was drawn at
  /// (lower than asked when a scale was missing: `UIImage(contentsOfFile:scale:)` takes it).
  public struct ImageFile: Sendable, Equatable {
    public var url: URL
    public var scale: Int
  }

  /// Opens the current version of `theme` in `library`. A name that is not a single safe
  /// path component (`../other`), or a theme folder, pointer or version folder that is a
  /// link, is never opened: it may lead outside the root to files nobody verified.
  public static func open(_ theme: String, in library: ThemeLibrary) throws(ThemeInstallError) -> ThemeContent
  {
    let theme = ThemeNameSpelling.nfc(theme)
    if let problem = PackageEntryName.componentProblem(theme) {
      throw ThemeInstallError(
        .notInstalled, "theme name '\(ClientNames.display(theme))' cannot be installed: it \(problem)")
    }
    if let problem = library.unsafeFolderProblem(theme: theme) {
      throw ThemeInstallError(.unsafeRoot, "refusing to open theme '\(theme)': \(problem)")
    }
    guard let version = library.currentVersion(of: theme) else {
      throw ThemeInstallError(.notInstalled, "theme '\(theme)' is not installed under '\(library.root.path)'")
    }
    let folder = library.folder(theme: theme, version: version)
    let manifestURL = folder.appendingPathComponent(PackageFileNames.manifest)
    guard
      let data = ClientFileSystem.readSmallFile(
        manifestURL, maxBytes: PackageInspector<ClientInspection>.maxManifestBytes)
    else {
      throw ThemeInstallError(.io, "cannot read '\(manifestURL.path)'")
    }
    switch ThemeManifest.parse([UInt8](data), maxNameBytes: PackageLimits.default.maxNameBytes) {
    case .failure(let failure):
      throw ThemeInstallError(.io, "manifest '\(manifestURL.path)' is malformed: \(failure.reason)")
    case .success(let manifest):
      return ThemeContent(theme: theme, version: version, folder: folder, manifest: manifest)
    }
  }

  /// The names of the theme's image assets, sorted.
  public var assetNames: [String] { manifest.assets.keys.sorted() }

  /// The names of the theme's colours, sorted (`ThemeManifest.mainColorName` among them).
  public var colorNames: [String] { manifest.colors.keys.sorted() }

  /// The file of `asset` for `scale` and `appearance`, with iOS's fallbacks (@3x → @2x →
  /// @1x; dark → any; see `ThemeAsset.file`). Nil when the asset is unknown or names a file
  /// the manifest does not list.
  public func image(_ asset: String, scale: Int, appearance: ThemeAppearance) -> ImageFile? {
    guard let chosen = manifest.assets[asset]?.file(scale: scale, appearance: appearance),
      manifest.files[chosen.name] != nil
    else { return nil }
    let url = chosen.name.split(separator: "/").reduce(folder) { $0.appendingPathComponent(String($1)) }
    return ImageFile(url: url, scale: chosen.scale)
  }

  /// How `asset` stretches (cap insets in points), or nil when it does not.
  public func slice(_ asset: String) -> ThemeSlice? { manifest.assets[asset]?.slice }

  /// The colour `name` for `appearance`, with the same fallbacks as images.
  public func color(_ name: String, appearance: ThemeAppearance) -> ThemeRGBA? {
    manifest.colors[name]?.value(for: appearance)
  }

  /// The name of the theme's app icon as compiled into the app, nil when it names none.
  public var appIconName: String? { manifest.appIcon }

  /// The names of the theme's fonts, sorted (empty for manifests without fonts).
  public var fontNames: [String] { manifest.fonts.keys.sorted() }

  /// The names of the theme's components, sorted.
  public var componentNames: [String] { manifest.components.keys.sorted() }

  /// The font `name`, or nil when the manifest has none of that name.
  public func font(_ name: String) -> ThemeFont? { manifest.fonts[name] }

  /// The role names of `component`, sorted (empty when the component is unknown).
  public func roles(of component: String) -> [String] { manifest.components[component]?.keys.sorted() ?? [] }

  /// The colour of `role` in `component` for `appearance`; nil when the component, the role,
  /// its colour or the colour it names is missing.
  public func color(component: String, role: String, appearance: ThemeAppearance) -> ThemeRGBA? {
    guard let name = manifest.components[component]?[role]?.color else { return nil }
    return color(name, appearance: appearance)
  }

  /// The font of `role` in `component`; nil when any link of the chain is missing.
  public func font(component: String, role: String) -> ThemeFont? {
    guard let name = manifest.components[component]?[role]?.font else { return nil }
    return font(name)
  }
}
