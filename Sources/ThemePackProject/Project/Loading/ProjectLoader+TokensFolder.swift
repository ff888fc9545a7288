import ThemePackArchive
import ThemePackSupport

/// A Tokens Studio folder ("multiple files" sync, `"tokens": {"folder": …}`): `$metadata.json`
/// with `tokenSetOrder`, an optional `$themes.json`, and one file per token set (`core/colors`
/// at `core/colors.json`), assembled into the model of a one-file Tokens Studio export.
extension ProjectLoader {
  /// The most token sets one folder may hold.
  package static let maxTokenSets = 1000

  /// The folder at `path` read (every file through the project's reader, their bytes
  /// together at most `maxTokensFileBytes`), or refused after one finding.
  package static func loadFolder(
    _ path: String, theme: String, reading: inout Reading, findings: inout [Finding]
  )
    -> TokensFileLoad
  {
    var budget = maxTokensFileBytes
    var documents: [String: JSONDocument] = [:]
    func refuse(_ problem: DesignTokenIndex.Problem, in file: String) -> TokensFileLoad {
      findings.append(finding(problem, file: file, documents: documents, theme: theme))
      return .refused
    }
    guard let entries = reading.list(path, theme: theme, findings: &findings) else { return .refused }
    let metadataPath = path + "/$metadata.json"
    guard
      let metadata = document(
        metadataPath, budget: &budget, theme: theme, reading: &reading, findings: &findings)
    else { return .refused }
    documents[metadataPath] = metadata
    guard let listed = metadata.root["tokenSetOrder"]?.arrayValue,
      let order = Optional(listed.compactMap(\.stringValue)), order.count == listed.count
    else {
      return refuse(
        .init(
          pointer: "", token: nil, reason: "'$metadata.json' needs 'tokenSetOrder', an array of set names"),
        in: metadataPath)
    }
    guard order.count <= maxTokenSets else {
      return refuse(
        .init(pointer: "/tokenSetOrder", token: nil, reason: "more than \(maxTokenSets) token sets"),
        in: metadataPath)
    }
    var themes: JSONValue?
    let themesPath = path + "/$themes.json"
    if entries.contains(where: { $0.name == "$themes.json" && !$0.isFolder }) {
      guard
        let document = document(
          themesPath, budget: &budget, theme: theme, reading: &reading, findings: &findings)
      else { return .refused }
      documents[themesPath] = document
      themes = document.root
    }
    var sets: [String: JSONValue] = [:]
    var places: [String: DesignTokenIndex.Place] = [:]
    var formats: [String: DesignTokenFormat] = [:]
    for (index, set) in order.enumerated() where sets[set] == nil {
      let parts = set.split(separator: "/", omittingEmptySubsequences: false)
      guard !set.hasPrefix("$"), !set.contains("\\"),
        parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
      else {
        return refuse(
          .init(
            pointer: "/tokenSetOrder/\(index)", token: nil,
            reason: "token set '\(set)' is not a file name inside the folder ('/' separates subfolders)"),
          in: metadataPath)
      }
      let setPath = path + "/" + set + ".json"
      guard
        let document = document(
          setPath, budget: &budget, theme: theme, reading: &reading, findings: &findings)
      else { return .refused }
      documents[setPath] = document
      sets[set] = document.root
      places[set] = .init(file: setPath, pointer: "")
      do throws(DesignTokenIndex.Problem) {
        formats[set] = try DesignTokenFormatCensus.format(ofFile: document)
      } catch {
        return refuse(error, in: setPath)
      }
    }
    let layout = DesignTokensFile.StudioLayout(
      sets: places, themes: .init(file: themesPath, pointer: ""),
      missingSet: "'tokenSetOrder' in '$metadata.json' does not list", formats: formats)
    do throws(DesignTokenIndex.Problem) {
      let trees = try DesignTokensFile.studioTrees(sets, themes: themes, order: order, layout: layout)
      return .loaded(metadata, DesignTokensFile(trees: trees, documents: documents))
    } catch {
      return refuse(error, in: metadataPath)
    }
  }

  /// The JSON document at `path`, its bytes taken from `budget`, or nil after a finding.
  private static func document(
    _ path: String, budget: inout Int, theme: String, reading: inout Reading, findings: inout [Finding]
  ) -> JSONDocument? {
    guard let bytes = reading.bytes(path, theme: theme, findings: &findings) else { return nil }
    budget -= bytes.count
    guard budget >= 0 else {
      findings.append(
        InvalidTokensRule.finding(
          file: path, theme: theme,
          message: InvalidTokensRule.message(
            theme: theme,
            "the folder's files are more than the \(maxTokensFileBytes >> 20) MiB allowed together")))
      return nil
    }
    do {
      return try JSONDocument.parse(bytes)
    } catch {
      findings.append(JSONSyntaxRule.finding(error, file: path, theme: theme))
      return nil
    }
  }
}
