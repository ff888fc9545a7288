import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackSupport

/// Lints an existing Xcode asset catalog as a catalog (`themepack lint --assets X.xcassets`):
/// what `CatalogReader` finds while reading, then per image set the files listed but
/// missing, present but not listed, undecodable (a colour space the build refuses included),
/// converted to sRGB when built (information), a pixel size that disagrees with its scale
/// and the set's other scales, a scale without a dark image where others have one, resizing
/// insets outside the image; and asset names used twice in the catalog.
package enum CatalogLinter {
  /// The rules a catalog lint reports, sorted by id, for `themepack help lint`.
  package static var rules: [(id: String, severity: Finding.Severity, summary: String)] {
    ruleTypes.map { (id: $0.id, severity: $0.severity, summary: $0.summary) }.sorted { $0.id < $1.id }
  }

  /// Every rule a catalog lint reports.
  package static var ruleTypes: [any LintRule.Type] {
    [
      CatalogDuplicateNameRule.self, CatalogLimitRule.self, CatalogMissingDarkRule.self,
      CatalogMissingFileRule.self, CatalogPathRule.self, CatalogResizingRule.self,
      CatalogScaleMismatchRule.self, CatalogSystemColorRule.self, CatalogUnlistedFileRule.self,
      CatalogVectorRule.self,
    ]
  }

  /// Reads and lints the catalog at `path`.
  package static func lint(catalogPath path: String, options: LintOptions = LintOptions()) -> LintReport {
    let contents = CatalogReader.read(path)
    var findings = contents.findings
    var imageCount = 0
    let reader = ProjectReader(root: path)
    for set in contents.imageSets {
      let sizes = decodeSizes(set, reader, &findings)
      imageCount += sizes.count
      findings += fileFindings(set)
      findings += CatalogImageChecks.scaleFindings(set, sizes)
      findings += CatalogImageChecks.darkFindings(set)
      findings += CatalogImageChecks.resizingFindings(set, sizes)
      findings += CatalogVectorChecks.findings(set, reader)
    }
    findings += duplicateFindings(contents.imageSets.map { ($0.name, $0.path) })
    findings += duplicateFindings(contents.colorSets.map { ($0.name, $0.path) })
    let vectorCount = contents.imageSets.map { set in
      Set(set.entries.compactMap(\.filename).filter { VectorFormat.of(fileName: $0.lowercased()) != nil })
        .count
    }.reduce(0, +)
    let scope =
      "1 catalog (\(contents.imageSets.count) image sets, \(contents.colorSets.count) colour sets, "
      + "\(imageCount) PNG files, \(vectorCount) vector files)"
    return LintReport(
      findings: findings, options: options, themeCount: 0, imageCount: imageCount, scope: scope)
  }

  /// Files listed but missing, and files present but not listed.
  private static func fileFindings(_ set: CatalogImageSet) -> [Finding] {
    var findings: [Finding] = []
    let listed = Set(set.entries.compactMap(\.filename))
    for entry in set.entries {
      guard let name = entry.filename, !set.files.contains(name) else { continue }
      let position = set.document?.position(of: JSONDocument.path(entry.jsonPath, "filename"))
      findings.append(
        CatalogMissingFileRule.finding(
          file: set.contentsPath,
          line: position?.line, column: position?.column,
          message: CatalogMissingFileRule.message(name, set: set.name)))
    }
    for file in set.files where !listed.contains(file) {
      findings.append(
        CatalogUnlistedFileRule.finding(
          file: set.path + "/" + file,
          message: CatalogUnlistedFileRule.message(file, set: set.name)))
    }
    return findings
  }

  /// The pixel size of every listed PNG that is present, by file name; undecodable ones
  /// become findings.
  private static func decodeSizes(
    _ set: CatalogImageSet, _ reader: ProjectReader, _ findings: inout [Finding]
  ) -> [String: (width: Int, height: Int)] {
    var sizes: [String: (width: Int, height: Int)] = [:]
    for name in Set(set.entries.compactMap(\.filename)).sorted()
    where set.files.contains(name) && name.lowercased().hasSuffix(".png") {
      let path = set.path + "/" + name
      do {
        let bytes = try reader.bytes(at: path)
        let decoded = try PNGDecoder.decode(bytes, file: path)
        sizes[name] = (decoded.image.width, decoded.image.height)
        findings += colorFindings(bytes, decoded.metadata, path: path)
      } catch let error as PNGError {
        findings.append(
          Finding(ruleID: UndecodablePNGRule.id, severity: .error, file: path, message: error.description))
      } catch let error as ProjectReadError {
        findings.append(error.finding(at: path))
      } catch {
        findings.append(
          Finding(ruleID: UnreadableFileRule.id, severity: .error, file: path, message: "\(error)"))
      }
    }
    return sizes
  }

  /// What a build does with the file's colours, as the project lint says it: a colour space
  /// the build refuses (an HDR or unknown `cICP`, a damaged profile) is the error the build
  /// stops on; one it converts to sRGB (Display P3 `cICP` or ICC, `gAMA`/`cHRM`) is
  /// information (`color-conversion`).
  private static func colorFindings(_ bytes: [UInt8], _ metadata: PNGMetadata, path: String) -> [Finding] {
    do throws(ICCProfileError) {
      let space = try PNGColorSpace.of(png: bytes, metadata: metadata)
      guard space.convertsToSRGB else { return [] }
      return [
        ColorConversionRule.finding(
          file: path, message: ColorConversionRule.message(space: space.name, treatment: space.treatment))
      ]
    } catch {
      let refusal = PNGError(kind: .colorProfile, file: path, reason: error.reason)
      return [
        Finding(ruleID: UndecodablePNGRule.id, severity: .error, file: path, message: refusal.description)
      ]
    }
  }

  /// One finding per set after the first that uses a name.
  private static func duplicateFindings(_ sets: [(name: String, path: String)]) -> [Finding] {
    var first: [String: String] = [:]
    var findings: [Finding] = []
    for set in sets {
      if let other = first[set.name] {
        findings.append(
          CatalogDuplicateNameRule.finding(
            file: set.path,
            message: CatalogDuplicateNameRule.message(set.name, other: other)))
      } else {
        first[set.name] = set.path
      }
    }
    return findings
  }
}
