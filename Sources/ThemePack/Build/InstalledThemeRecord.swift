import Foundation

/// What a build installed for one theme, kept in the cache folder, so that the next build
/// can leave an unchanged theme where it is instead of copying every file back.
///
/// A record holds the theme's output key (everything its files are made from: every unit's
/// cache key and the theme's own fields) and the path, size and modification time
/// of every file in its runtime folder and catalog group. The theme is up to date when the
/// key matches and the folders hold exactly those files, untouched; an edited, removed or
/// added file makes the build install the theme again. Records are written after the theme
/// is in place, so a build interrupted in between only costs the next build some copying.
struct InstalledThemeRecord: Sendable, Equatable {
  /// One installed file: its path under the output folder and its stamp.
  struct InstalledFile: Sendable, Equatable {
    var path: String
    var stamp: FileStamp
  }

  static let formatVersion = 1
  var key: String
  /// Sorted by path.
  var files: [InstalledFile]

  /// The output key of `theme` built into package `packageName`.
  ///
  /// A theme's files are made from its units (each named by its cache key, which covers the
  /// tool version, the encoder, the asset's entry and its sources) and, for the manifest and
  /// the catalog group, from the theme's own fields; this hashes exactly those, so the key
  /// changes whenever a file of the theme could.
  static func key(of theme: BuiltTheme, unitKeys: [String], packageName: String) -> String {
    var text = "themepack-installed-theme \(formatVersion)\ntool \(ThemePackVersion.current)\n"
    text += "package \(packageName)\ntheme \(theme.name) \(theme.version)\n"
    text += "colors \(theme.color.hexString) \(theme.darkColor.hexString)\n"
    for name in theme.extraColors.keys.sorted() {
      text += "extra \(name) \(theme.extraColors[name]!.hexString)\n"
    }
    text += "sources \(theme.sourceSHA256 ?? "none")\n"
    for unit in unitKeys { text += "unit \(unit)\n" }
    return SHA256.hex(of: Array(text.utf8))
  }

  /// Where the record of `theme` built into `output` lives inside `cacheFolder`: one file
  /// per output folder and theme, so output folders sharing a cache do not mix.
  static func path(cacheFolder: String, output: String, theme: String) -> String {
    let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
    let name = SHA256.hex(of: Array("\(absolute)\n\(theme)".utf8))
    return "\(cacheFolder)/\(BuildCache.installedFolder)/\(name).json"
  }

  /// Every regular file under `folders` (paths relative to `output`), sorted by path; nil
  /// when a folder is missing or holds anything but folders and regular files.
  static func scan(_ folders: [String], in output: String) -> [InstalledFile]? {
    var stamps: [InstalledFile] = []
    for folder in folders {
      guard scan(folder, in: output, into: &stamps) else { return nil }
    }
    return stamps.sorted { $0.path < $1.path }
  }

  private static func scan(_ relative: String, in output: String, into stamps: inout [InstalledFile]) -> Bool
  {
    let descriptor = open(output + "/" + relative, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    // Owns the descriptor from here; entries are stat'ed relative to it (no path walks).
    guard let directory = fdopendir(descriptor) else {
      close(descriptor)
      return false
    }
    defer { closedir(directory) }
    var folders: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      var status = stat()
      guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        folders.append(relative + "/" + name)
      case S_IFREG:
        stamps.append(InstalledFile(path: relative + "/" + name, stamp: FileStamp(status)))
      default:
        return false
      }
    }
    for folder in folders {
      guard scan(folder, in: output, into: &stamps) else { return false }
    }
    return true
  }

  /// The record at `path`, or nil when it is missing or unreadable.
  static func load(from path: String) -> InstalledThemeRecord? {
    guard let bytes = try? FileReader.bytes(at: path), let root = try? JSONDocument.parseValue(bytes),
      root["format"]?.integerValue == formatVersion, let key = root["key"]?.stringValue,
      let list = root["files"]?.arrayValue
    else { return nil }
    var files: [InstalledFile] = []
    for item in list {
      guard let fields = item.arrayValue, fields.count == 2, let path = fields[0].stringValue,
        let stamp = FileStamp(json: fields[1])
      else { return nil }
      files.append(InstalledFile(path: path, stamp: stamp))
    }
    return InstalledThemeRecord(key: key, files: files)
  }

  /// Writes the record to `path` through a temporary file. Failures are ignored: a missing
  /// record only means the next build installs the theme again.
  func save(to path: String) {
    let json = JSONValue.object([
      "format": .integer(Self.formatVersion), "key": .string(key),
      "files": .array(files.map { .array([.string($0.path), $0.stamp.json]) }),
    ])
    try? AtomicFile.write(JSONWriter().bytes(json), to: path)
  }
}
