import Foundation
import ThemePackArchive

/// What the client reads of a package's `manifest.json`: the checked fields the installer
/// compares with the archive (theme, version, reader version, files) and, leniently, what
/// `ThemeStore` serves (assets, colours). A serving part the client does not understand
/// is left out rather than refused, so newer manifests still install.
package struct ThemeManifest: Sendable, Equatable, InspectableManifest {
  public var theme: String
  public var version: String
  public var formatVersion: Int
  public var minimumReaderVersion: Int
  /// Every file but the manifest and its signature, by path inside the theme folder.
  public var files: [String: PackageFileRecord]
  /// Image assets by name.
  public var assets: [String: ThemeAsset]
  /// Colours by name: the theme colour `"color"` and the manifest's `"extraColors"`.
  public var colors: [String: ThemeColor]
  /// Fonts by name (empty for manifests written before fonts, or without any).
  public var fonts: [String: ThemeFont] = [:]
  /// Components by name, each its roles by name (empty when the manifest has none).
  public var components: [String: [String: ThemeComponentRole]] = [:]
  /// The navigation bar's image and glass form (nil when the manifest has none).
  public var navigationBar: ThemeNavigationBar?

  /// The name of the theme's app icon as compiled into the app (nil when the theme names
  /// none, or names it in a form the client does not read).
  public var appIcon: String? = nil

  /// The font files the theme ships, in the manifest's order: only entries the verified
  /// `files` list holds with the same size and digest (`PackageFontFile.trusted(_:records:)`); empty otherwise.
  public var fontFiles: [PackageFontFile] = []

  /// The name `colors` gives the theme's main colour (the manifest's `"color"`).
  public static let mainColorName = "color"

  /// The wire contract's members as read (theme, versions, files in the manifest's order).
  package var header: PackageManifestHeader

  package var inspectedFiles: [PackageFileRecord] { header.files }

  /// Parses manifest bytes; the failure says what is malformed, without the file name.
  package static func parse(_ bytes: [UInt8], maxNameBytes: Int) -> Result<
    ThemeManifest, PackageManifestFailure
  > {
    if let key = JSONDuplicateKeys.first(in: bytes) {
      return .failure(PackageManifestFailure("duplicate key '\(ClientNames.display(key))' in one object"))
    }
    let decoder = JSONDecoder()
    decoder.userInfo[PackageManifestHeader.maxNameBytesKey] = maxNameBytes
    do {
      return .success(try decoder.decode(ThemeManifest.self, from: Data(bytes)))
    } catch let failure as PackageManifestFailure {
      return .failure(failure)
    } catch {
      return .failure(PackageManifestFailure("it is not a JSON object of the manifest's shape"))
    }
  }
}

extension ThemeManifest: Decodable {
  private enum Keys: String, CodingKey {
    case assets, color, extraColors, fonts, components, navigationBar, appIcon, fontFiles
  }

  /// Reads the wire contract's members strictly (`PackageManifestHeader`, as the tool's
  /// verifier does) and the serving parts leniently.
  public init(from decoder: any Decoder) throws {
    let header = try PackageManifestHeader(from: decoder)
    let container = try decoder.container(keyedBy: Keys.self)
    self.header = header
    self.theme = header.theme
    self.version = header.version
    self.formatVersion = header.formatVersion
    self.minimumReaderVersion = header.minimumReaderVersion
    var files: [String: PackageFileRecord] = [:]
    for record in header.files {
      files[record.path] = record
    }
    self.files = files
    self.assets = (try? container.decodeIfPresent([String: ThemeAsset].self, forKey: .assets)) ?? [:]
    var colors = (try? container.decodeIfPresent([String: ThemeColor].self, forKey: .extraColors)) ?? [:]
    if let main = try? container.decodeIfPresent(ThemeColor.self, forKey: .color) {
      colors[Self.mainColorName] = main
    }
    self.colors = colors
    fonts = (try? container.decodeIfPresent(LenientDictionary<ThemeFont>.self, forKey: .fonts))?.values ?? [:]
    let components = try? container.decodeIfPresent(
      LenientDictionary<LenientDictionary<ThemeComponentRole>>.self, forKey: .components)
    self.components = components?.values.mapValues(\.values) ?? [:]
    navigationBar = try? container.decodeIfPresent(ThemeNavigationBar.self, forKey: .navigationBar)
    appIcon = (try? container.decodeIfPresent(String.self, forKey: .appIcon)).flatMap { $0 }
    let fontFiles = try? container.decodeIfPresent([LenientElement<PackageFontFile>].self, forKey: .fontFiles)
    self.fontFiles = PackageFontFile.trusted(fontFiles?.compactMap(\.value) ?? [], records: files)
  }
}
