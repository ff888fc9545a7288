import Foundation
import ThemePackArchive

/// What the client reads of a package's `manifest.json`: the checked fields the installer
/// compares with the archive (theme, version, reader version, files) and, leniently, what
/// `ThemeStore` serves (assets, colours). A serving part the client does not understand
/// is left out rather than refused, so newer manifests still install.
public struct ThemeManifest: Sendable, Equatable, InspectableManifest {
  public var theme: String
  public var version: String
  public var formatVersion: Int
  public var minimumReaderVersion: Int
  /// Every file but the manifest and its signature, by path inside the theme folder.
  public var files: [String: ThemeFileRecord]
  /// Image assets by name.
  public var assets: [String: ThemeAsset]
  /// Colours by name: the theme colour `"color"` and the manifest's `"extraColors"`.
  public var colors: [String: ThemeColor]
  /// Fonts by name (empty for manifests written before fonts, or without any).
  public var fonts: [String: ThemeFont] = [:]
  /// Components by name, each its roles by name (empty when the manifest has none).
  public var components: [String: [String: ThemeComponentRole]] = [:]

  /// The name `colors` gives the theme's main colour (the manifest's `"color"`).
  public static let mainColorName = "color"

  package var inspectedFiles: [InspectedFileRecord] {
    files.values.sorted { $0.path < $1.path }.map {
      InspectedFileRecord(path: $0.path, size: $0.size, sha256: $0.sha256)
    }
  }

  /// Parses manifest bytes; the failure says what is malformed, without the file name.
  package static func parse(_ bytes: [UInt8], maxNameBytes: Int) -> Result<
    ThemeManifest, PackageManifestFailure
  > {
    let decoder = JSONDecoder()
    decoder.userInfo[ThemeFileRecord.maxNameBytesKey] = maxNameBytes
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
    case theme, name, version, formatVersion, minimumReaderVersion, files, assets, color, extraColors
    case fonts, components
  }

  public init(from decoder: any Decoder) throws {
    guard let container = try? decoder.container(keyedBy: Keys.self) else {
      throw PackageManifestFailure("it is not a JSON object")
    }
    let themeKey: Keys = container.contains(.theme) ? .theme : .name
    guard let theme = try? container.decode(String.self, forKey: themeKey) else {
      throw PackageManifestFailure("\"theme\" (or \"name\") is missing or not a string")
    }
    guard let version = try? container.decode(String.self, forKey: .version) else {
      throw PackageManifestFailure("\"version\" is missing or not a string")
    }
    guard let format = try? container.decode(Int.self, forKey: .formatVersion), format >= 1 else {
      throw PackageManifestFailure("\"formatVersion\" is missing or not a positive integer")
    }
    let minimum = (try? container.decodeIfPresent(Int.self, forKey: .minimumReaderVersion)) ?? format
    guard var items = try? container.nestedUnkeyedContainer(forKey: .files) else {
      throw PackageManifestFailure("\"files\" is missing or not an array")
    }
    var files: [String: ThemeFileRecord] = [:]
    var seen = Set<String>()
    while !items.isAtEnd {
      let label = "\"files\" item \(items.currentIndex + 1)"
      let record = try items.decode(ThemeFileRecord.self)
      guard seen.insert(PackageEntryName.collisionKey(record.path)).inserted else {
        throw PackageManifestFailure("\(label) lists '\(record.path)' again")
      }
      files[record.path] = record
    }
    self.theme = theme
    self.version = version
    self.formatVersion = format
    self.minimumReaderVersion = minimum
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
  }
}
