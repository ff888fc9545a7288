import Foundation
import ThemePackArchive
import ThemePackImaging
import ThemePackProject

/// A design tokens source of `themepack init`, read with the rules and the readers the build
/// uses for a theme's `"tokens"` (`ProjectReader`, so no link leaves the source; the same
/// size limits; `DesignTokensFile`), and the bytes of every file read, to copy into the
/// project as they are.
///
/// Three layouts (`layout(of:)` tells them apart by names): one tokens file, Figma's one file
/// per mode (`*.tokens.json` in a folder), and a Tokens Studio folder (`$metadata.json`).
package struct TokensSource {
  /// How the source is laid out.
  package enum Layout: Sendable, Equatable {
    /// One tokens file (plain DTCG, or a Tokens Studio file with `$themes`/`$metadata`).
    case file
    /// One plain DTCG file per mode in a folder (`modeFileNames` says whose).
    case modeFiles
    /// Tokens Studio's "multiple files" sync: `$metadata.json`, `$themes.json`, a file per set.
    case folder
  }

  /// The file or folder as the user gave it (without trailing `/`).
  package let path: String
  package let layout: Layout
  /// Of a mode-files source, each appearance's file name in the folder; empty otherwise.
  package var modeFileNames: [ThemeAppearance: String] = [:]
  /// Every file the build will read, by its path relative to the source's folder (for a
  /// file, its name), with its bytes.
  package let files: [String: [UInt8]]
  /// The tokens, assembled as the build assembles them (mode files into one set of trees).
  package let tokens: DesignTokensFile
  /// The `*.tokens.json` files of a mode folder that name no mode, left out.
  package let unusedFiles: [String]

  /// The name the source goes by: its last path part without `.tokens.json` or `.json`
  /// (`Brand.tokens.json` → `Brand`, a folder `design-tokens` → `design-tokens`).
  package var name: String { Self.name(of: path) }

  /// The name of the source at `path`, as `name` gives it.
  package static func name(of path: String) -> String {
    var name = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    for suffix in [".tokens.json", ".json"] where name.lowercased().hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    return name
  }

  /// The path findings and messages give for `relative` (a file of `files`).
  package func display(_ relative: String) -> String {
    layout == .file ? path : path + "/" + relative
  }

  /// The source at `path`, laid out as `layout`, read; throws the first problem, naming its
  /// file (and line): a file that is no JSON, holds no tokens, breaks a rule of the tokens
  /// format, a mode folder without a light file, a set file a folder lists and lacks.
  package static func open(_ path: String, layout: Layout) throws(ImportError) -> TokensSource {
    switch layout {
    case .file: return try openFile(path)
    case .modeFiles: return try openModeFolder(path)
    case .folder: return try openStudioFolder(path)
    }
  }

  private static func openFile(_ path: String) throws(ImportError) -> TokensSource {
    let slash = path.lastIndex(of: "/")
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let root = folder.isEmpty ? "/" : folder
    var reading = ProjectLoader.Reading(reader: ProjectReader(root: root))
    let full = (root == "/" ? "" : root) + "/" + name
    let read = try TokensFileReading.read(full, display: path, reading: &reading)
    return TokensSource(
      path: path, layout: .file, files: [name: read.bytes], tokens: read.tokens, unusedFiles: [])
  }

  private static func openModeFolder(_ path: String) throws(ImportError) -> TokensSource {
    var reading = ProjectLoader.Reading(reader: ProjectReader(root: path))
    let names = try TokensFileReading.modeFileNames(in: path, reading: &reading)
    var files: [String: [UInt8]] = [:]
    var modes: [DesignTokensFile.ModeFile] = []
    var unused: [String] = []
    for name in names {
      let read = try TokensFileReading.read(path + "/" + name, display: path + "/" + name, reading: &reading)
      guard
        let appearance = TokensFileReading.appearance(
          of: name, document: read.document, only: names.count == 1)
      else {
        unused.append(name)
        continue
      }
      if let taken = modes.first(where: { $0.appearance == appearance }) {
        throw ImportError(
          file: path + "/" + name,
          reason:
            "names the \(appearance.description) mode, as '\(URL(fileURLWithPath: taken.path).lastPathComponent)' does: "
            + "keep one file per mode")
      }
      files[name] = read.bytes
      modes.append(
        .init(appearance: appearance, path: path + "/" + name, document: read.document, tokens: read.tokens))
    }
    guard let light = modes.first(where: { $0.appearance == .light }) else {
      throw ImportError(
        file: path,
        reason:
          "no light mode file among \(names.map { "'\($0)'" }.joined(separator: ", ")) (a file's mode is its root "
          + "$extensions '\(DesignTokensFile.figmaModeNameKey)', else its name: Light.tokens.json, Dark.tokens.json)"
      )
    }
    var tokens = light.tokens
    if modes.count > 1 {
      switch DesignTokensFile.modes(modes) {
      case .success(let assembled): tokens = assembled
      case .failure(let problem):
        throw TokensFileReading.error(
          problem, file: light.path,
          documents: Dictionary(
            modes.map { ($0.path, $0.document) }, uniquingKeysWith: { first, _ in first }))
      }
    }
    let modeNames = Dictionary(modes.map { ($0.appearance, URL(fileURLWithPath: $0.path).lastPathComponent) })
    {
      a, _ in a
    }
    return TokensSource(
      path: path, layout: .modeFiles, modeFileNames: modeNames, files: files, tokens: tokens,
      unusedFiles: unused)
  }

  private static func openStudioFolder(_ path: String) throws(ImportError) -> TokensSource {
    var reading = ProjectLoader.Reading(reader: ProjectReader(root: path))
    var findings: [Finding] = []
    let load = ProjectLoader.loadFolder(path, theme: name(of: path), reading: &reading, findings: &findings)
    try TokensFileReading.check(findings, refused: reading.refused, source: path)
    guard case .loaded(_, let tokens) = load else {
      throw ImportError(file: path, reason: "the Tokens Studio folder could not be read")
    }
    var files: [String: [UInt8]] = [:]
    for file in tokens.documents.keys.sorted() {
      guard file.hasPrefix(path + "/") else { continue }
      do throws(ProjectReadError) {
        files[String(file.dropFirst(path.count + 1))] = try reading.reader.bytes(at: file)
      } catch {
        throw ImportError.reading(file, error)
      }
    }
    return TokensSource(path: path, layout: .folder, files: files, tokens: tokens, unusedFiles: [])
  }
}
