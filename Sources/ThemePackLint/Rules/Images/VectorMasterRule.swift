import ThemePackImaging
import ThemePackProject

/// How a vector master sits in its folder: one source per asset (a vector beside PNG files
/// of the same asset, or an SVG beside a PDF, leaves the build two pictures), and a bitmap
/// embedded in it, which does not scale as the paths do, checked against the highest scale
/// like a PNG master.
package enum VectorMasterRule: ProjectCheck {
  package static let id = "vector-master"
  package static let severity = Finding.Severity.error
  package static let summary = "a vector master beside other files of its asset, or embedding a bitmap"

  package static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for (folder, theme) in context.imageFolders {
      findings += pairFindings(folder, theme: theme)
      let vectors = (folder.vectors.values.sorted() + folder.darkVectors.values.sorted())
      for path in vectors {
        guard let facts = context.facts(path), let bitmap = facts.embeddedBitmap,
          let points = facts.vectorPoints
        else { continue }
        findings.append(bitmapFinding(path, theme: theme, bitmap: bitmap, points: points, context: context))
      }
    }
    return findings
  }

  /// A vector and PNG files (or two vectors) of one asset and appearance in one folder.
  private static func pairFindings(_ folder: ImageFolder, theme: String?) -> [Finding] {
    var findings: [Finding] = []
    var sources: [String: [String]] = [:]
    for entry in folder.entries where !entry.isFolder {
      guard let parsed = ImageFileName(parsing: entry.name) else { continue }
      sources[parsed.asset + (parsed.appearance.isDark ? ".dark" : ""), default: []].append(entry.name)
    }
    for (_, names) in sources.sorted(by: { $0.key < $1.key }) {
      let vectors = names.filter { VectorFormat.of(fileName: $0) != nil }
      guard let vector = vectors.first, names.count > 1 else { continue }
      let others = names.filter { $0 != vector }
      let kept = vectors.count == names.count ? vector : others.joined(separator: ", ")
      findings.append(
        Finding(
          ruleID: id, severity: .error, file: folder.path + "/" + vector, theme: theme,
          message:
            "'\(vector)' and \(others.map { "'\($0)'" }.joined(separator: ", ")) are two sources of one "
            + "picture; the build uses \(kept): keep one"))
    }
    return findings
  }

  private static func bitmapFinding(
    _ path: String, theme: String?, bitmap: [Int], points: [Double], context: LintContext
  ) -> Finding {
    let scale = context.config?.scales.max() ?? (ImageFileName.knownScales.max() ?? 3)
    let needed = (
      Resampler.pixelSize(points: points[0], scale: scale),
      Resampler.pixelSize(points: points[1], scale: scale)
    )
    let size = "\(bitmap[0])x\(bitmap[1]) px over the document"
    if bitmap[0] < needed.0 || bitmap[1] < needed.1 {
      return Finding(
        ruleID: id, severity: .warning, file: path, theme: theme,
        message: "embeds a bitmap of \(size), below the \(needed.0)x\(needed.1) px the document covers at "
          + "\(scale)x: it is drawn upscaled there (embed a larger one, or draw it as paths)")
    }
    return Finding(
      ruleID: id, severity: .info, file: path, theme: theme,
      message: "embeds a bitmap of \(size): drawn with the paths, enough for \(scale)x")
  }
}
