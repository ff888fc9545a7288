import ThemePackArchive
import ThemePackImaging
import ThemePackProject
import ThemePackSupport

/// Reads the files of a design tokens source for `themepack init` (`TokensSource`) as the
/// build reads a theme's tokens, turning the first problem into one `ImportError` that names
/// the file (and the line and column, when the problem has them).
package enum TokensFileReading {
  /// One file as read: its bytes, its JSON and its tokens.
  package struct Read {
    package var bytes: [UInt8]
    package var document: JSONDocument
    package var tokens: DesignTokensFile
  }

  /// The suffix of Figma's mode files (`Light.tokens.json`).
  package static let modeFileSuffix = ".tokens.json"

  /// The tokens file at `path` (read through `reading`), its problems named `display`:
  /// over the build's size limit, no JSON, no design tokens in it (no object with `$value`,
  /// `$ref` or the legacy `value`, no `$themes` or `$metadata`), or what `DesignTokensFile`
  /// refuses.
  package static func read(_ path: String, display: String, reading: inout ProjectLoader.Reading)
    throws(ImportError)
    -> Read
  {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reading.reader.bytes(at: path)
    } catch {
      throw ImportError.reading(display, error)
    }
    guard bytes.count <= ProjectLoader.maxTokensFileBytes else {
      throw ImportError(
        file: display,
        reason:
          "the file is \(bytes.count) bytes, more than the \(ProjectLoader.maxTokensFileBytes >> 20) MiB "
          + "a tokens file may be")
    }
    let document: JSONDocument
    do {
      document = try JSONDocument.parse(bytes)
    } catch {
      throw ImportError(file: display, reason: "is not JSON: \(error)")
    }
    guard holdsTokens(document.root, depth: 0) else {
      throw ImportError(
        file: display,
        reason: "holds no design tokens (objects with '$value', or Tokens Studio's 'value' and 'type'); "
          + "SwiftTheme theme files are imported from their folder")
    }
    switch DesignTokensFile.read(document, file: display) {
    case .success(let tokens): return Read(bytes: bytes, document: document, tokens: tokens)
    case .failure(let problem): throw error(problem, file: display, documents: [display: document])
    }
  }

  /// Whether `value` holds a design token at any depth, or is a Tokens Studio file's root.
  package static func holdsTokens(_ value: JSONValue, depth: Int) -> Bool {
    guard let object = value.objectValue else { return false }
    if depth == 0, object["$themes"] != nil || object["$metadata"] != nil { return true }
    if object["$value"] != nil || object["$ref"] != nil { return true }
    if object["value"] != nil, object["type"]?.stringValue != nil { return true }
    return object.contains { !$0.key.hasPrefix("$") && holdsTokens($0.value, depth: depth + 1) }
  }

  /// The `*.tokens.json` files at the top of the folder `path`, sorted.
  package static func modeFileNames(in path: String, reading: inout ProjectLoader.Reading) throws(ImportError)
    -> [String]
  {
    let listing: (entries: [FolderEntry], refused: [ProjectLink])
    do throws(ProjectReadError) {
      listing = try reading.reader.entries(of: path)
    } catch {
      throw ImportError.reading(path, error)
    }
    if let link = listing.refused.first {
      throw ImportError(file: link.path, reason: ProjectReadError.link(link).reason)
    }
    return listing.entries.filter { entry in
      !entry.isFolder && !entry.name.hasPrefix(".") && entry.name.lowercased().hasSuffix(modeFileSuffix)
    }.map(\.name).sorted()
  }

  /// The appearance a mode file gives: its root `$extensions["com.figma.modeName"]`, else its
  /// name (`Dark.tokens.json`, `Theme.Dark.tokens.json`), read as `DesignTokensFile.modeAppearance`
  /// reads a mode's name; a lone file that names no mode is light's. Nil for a file that names
  /// no appearance (`Brand A.tokens.json`).
  package static func appearance(of name: String, document: JSONDocument, only: Bool) -> ThemeAppearance? {
    let stem = String(name.dropLast(modeFileSuffix.count))
    let named = document.root["$extensions"]?[DesignTokensFile.figmaModeNameKey]?.stringValue
    let candidates = [named, stem, stem.split(separator: ".").last.map(String.init)].compactMap { $0 }
    if let appearance = candidates.lazy.compactMap(DesignTokensFile.modeAppearance).first {
      return appearance
    }
    return only && named == nil ? .light : nil
  }

  /// The error of a tokens problem, in its file (else `file`), with its line and column.
  package static func error(
    _ problem: DesignTokenIndex.Problem, file: String, documents: [String: JSONDocument]
  )
    -> ImportError
  {
    let path = problem.file ?? file
    var reason = problem.token.map { "token '\($0)': \(problem.reason)" } ?? problem.reason
    if let position = documents[path]?.position(of: problem.pointer) {
      reason += " (line \(position.line), column \(position.column))"
    }
    return ImportError(file: path, reason: reason)
  }

  /// Throws the first error of `findings` (or a refused link) as an `ImportError`.
  package static func check(_ findings: [Finding], refused: [ProjectLink], source: String) throws(ImportError)
  {
    if let link = refused.first {
      throw ImportError(file: link.path, reason: ProjectReadError.link(link).reason)
    }
    guard let finding = findings.sorted().first(where: { $0.severity == .error }) else { return }
    throw error(finding)
  }

  /// The error of a finding: its file, its message and where in the file.
  package static func error(_ finding: Finding) -> ImportError {
    var reason = finding.message
    if let line = finding.line {
      reason += " (line \(line)" + (finding.column.map { ", column \($0)" } ?? "") + ")"
    }
    return ImportError(file: finding.file, reason: reason)
  }
}
