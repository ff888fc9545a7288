import ThemePackArchive
import ThemePackLint
import ThemePackProject
import ThemePackSupport

/// Reads an existing Xcode asset catalog through `ProjectReader` (links leaving the catalog
/// or looping are refused, never followed) and reports every problem as a finding instead of
/// stopping: malformed `Contents.json` with line and column, wrong types, unknown keys, file
/// names that point outside their set, and limits on size, depth and counts.
///
/// Groups (plain folders) are walked; a group whose `Contents.json` has
/// `properties.provides-namespace` puts its name in front of the names of what it holds.
package enum CatalogReader {
  /// The largest `Contents.json` read.
  package static let maxContentsBytes = 1 << 20
  /// The deepest group nesting walked.
  package static let maxDepth = 32
  /// The most entries of one folder, and the most sets of one catalog.
  package static let maxEntries = 20_000

  package static let infoKeys = ["author", "version"]
  package static let groupKeys = ["info", "properties"]
  /// A group's (and the catalog's own) `properties`; Xcode 15 writes the catalog's
  /// "Generate Swift Asset Symbol Extensions" setting as `generate-swift-asset-symbol-extensions`.
  package static let groupPropertyKeys = [
    "provides-namespace", "on-demand-resource-tags", "localizable", "generate-swift-asset-symbol-extensions",
  ]

  /// Reads the catalog at `root`.
  package static func read(_ root: String) -> CatalogContents {
    var contents = CatalogContents(root: root)
    let reader = ProjectReader(root: root)
    if let document = document(root + "/Contents.json", reader, &contents.findings, required: false) {
      _ = checkGroup(document, file: root + "/Contents.json", &contents.findings)
    }
    walk(root, namespace: [], depth: 0, reader, &contents)
    return contents
  }

  private static func walk(
    _ folder: String, namespace: [String], depth: Int, _ reader: ProjectReader,
    _ contents: inout CatalogContents
  ) {
    guard depth <= maxDepth else {
      contents.findings.append(
        CatalogLimitRule.finding(folder, "groups nested deeper than \(maxDepth) levels"))
      return
    }
    guard let entries = list(folder, reader, &contents.findings) else { return }
    for entry in entries where !JunkName.isJunk(entry.name) {
      let path = folder + "/" + entry.name
      guard entry.isFolder else {
        if entry.name != "Contents.json" {
          contents.findings.append(CatalogUnlistedFileRule.strayFinding(path))
        }
        continue
      }
      guard contents.imageSets.count + contents.colorSets.count < maxEntries else {
        contents.findings.append(CatalogLimitRule.finding(path, "more than \(maxEntries) sets"))
        return
      }
      if entry.name.hasSuffix(".imageset") {
        contents.imageSets.append(
          readImageSet(path, name: String(entry.name.dropLast(9)), namespace, reader, &contents.findings))
      } else if entry.name.hasSuffix(".colorset") {
        if let set = readColorSet(
          path, name: String(entry.name.dropLast(9)), namespace, reader, &contents.findings)
        {
          contents.colorSets.append(set)
        }
      } else if entry.name.contains(".") {
        contents.otherSets.append(path)
      } else {
        var inner = namespace
        if let document = document(path + "/Contents.json", reader, &contents.findings, required: false),
          checkGroup(document, file: path + "/Contents.json", &contents.findings)
        {
          inner.append(entry.name)
        }
        walk(path, namespace: inner, depth: depth + 1, reader, &contents)
      }
    }
  }

  /// The entries of `folder`, with refused links reported; nil when it cannot be listed.
  package static func list(_ folder: String, _ reader: ProjectReader, _ findings: inout [Finding])
    -> [FolderEntry]?
  {
    do throws(ProjectReadError) {
      let listing = try reader.entries(of: folder)
      for link in listing.refused {
        findings.append(
          Finding(
            ruleID: SymbolicLinkRule.id, severity: .error, file: link.path,
            message: ProjectReadError.link(link).reason))
      }
      guard listing.entries.count <= maxEntries else {
        findings.append(CatalogLimitRule.finding(folder, "more than \(maxEntries) entries"))
        return nil
      }
      let refused = Set(listing.refused.map { String($0.path.split(separator: "/").last ?? "") })
      return listing.entries.filter { !refused.contains($0.name) }
    } catch {
      findings.append(
        Finding(ruleID: UnreadableFileRule.id, severity: .error, file: folder, message: error.description))
      return nil
    }
  }

  /// The parsed `Contents.json` at `path`, or nil after a finding (or when absent and not
  /// `required`).
  package static func document(
    _ path: String, _ reader: ProjectReader, _ findings: inout [Finding], required: Bool
  ) -> JSONDocument? {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: path)
    } catch {
      if case .file(let fileError) = error, fileError.reason.contains("No such file"), !required {
        return nil
      }
      findings.append(error.finding(at: path))
      return nil
    }
    guard bytes.count <= maxContentsBytes else {
      findings.append(CatalogLimitRule.finding(path, "\(bytes.count) bytes, more than \(maxContentsBytes)"))
      return nil
    }
    do {
      return try JSONDocument.parse(bytes)
    } catch {
      findings.append(JSONSyntaxRule.finding(error, file: path, theme: nil))
      return nil
    }
  }

  /// Checks a catalog or group `Contents.json`; whether it provides a namespace.
  private static func checkGroup(_ document: JSONDocument, file: String, _ findings: inout [Finding]) -> Bool
  {
    let reader = JSONFieldReader(document: document, file: file, theme: nil)
    defer { findings += reader.findings }
    let owner = "a group's Contents.json"
    guard let root = reader.object(document.root, at: "", named: "'\(file)'", owner: owner) else {
      return false
    }
    root.checkKeys(groupKeys)
    root.object("info", owner: "the 'info' of \(owner)")?.checkKeys(infoKeys)
    guard let properties = root.object("properties", owner: "the 'properties' of \(owner)") else {
      return false
    }
    properties.checkKeys(groupPropertyKeys)
    return properties.bool("provides-namespace") ?? false
  }
}
