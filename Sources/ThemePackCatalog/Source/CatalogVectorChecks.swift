import Foundation
import ThemePackImaging
import ThemePackProject

/// The checks of an image set's vector files (`.pdf`, `.svg`) in the catalog lint: each file
/// present is a document the build can draw, read as a vector master is (`VectorDocument`:
/// no outside reference, no script, within the size bounds; a PDF with its `%PDF-` header
/// and `%%EOF` end), and a single-scale vector (an entry without `scale`, as
/// Xcode writes "Single Scale") has no per-scale file beside it for the same idiom and
/// appearance, which would leave Xcode to pick one of the two.
package enum CatalogVectorChecks {
  package static let extensions = ["pdf", "svg"]

  /// Whether `name` is a vector file by its extension.
  package static func isVector(_ name: String) -> Bool {
    extensions.contains((name.split(separator: ".").last.map(String.init) ?? "").lowercased())
  }

  package static func findings(_ set: CatalogImageSet, _ reader: ProjectReader) -> [Finding] {
    var findings: [Finding] = []
    for name in Set(set.entries.compactMap(\.filename)).sorted()
    where isVector(name) && set.files.contains(name) {
      let path = set.path + "/" + name
      let bytes: [UInt8]
      do throws(ProjectReadError) {
        bytes = try reader.bytes(at: path)
      } catch {
        findings.append(error.finding(at: path))
        continue
      }
      if let problem = problem(of: bytes, named: name) {
        findings.append(
          CatalogVectorRule.finding(
            file: path,
            message: "'\(name)': \(problem)"))
      }
    }
    findings += scaleFindings(set)
    return findings
  }

  /// Why `bytes` are no document the build can draw safely, of the kind `name` says, or nil:
  /// read as a vector master is (`VectorDocument`).
  package static func problem(of bytes: [UInt8], named name: String) -> String? {
    guard let format = VectorFormat.of(fileName: name.lowercased()) else { return nil }
    do throws(VectorReadError) {
      _ = try VectorDocument.read(bytes, format: format)
      return nil
    } catch {
      return error.reason
    }
  }

  /// A single-scale vector entry beside per-scale files of its idiom and appearance.
  private static func scaleFindings(_ set: CatalogImageSet) -> [Finding] {
    var findings: [Finding] = []
    for single in set.entries where single.scale == nil {
      guard let name = single.filename, isVector(name) else { continue }
      let scaled = set.entries.filter {
        $0.scale != nil && $0.filename != nil && $0.idiom == single.idiom
          && $0.appearance == single.appearance
      }
      guard let other = scaled.first, let otherName = other.filename, let scale = other.scale else {
        continue
      }
      let position = set.document?.position(of: single.jsonPath)
      findings.append(
        CatalogVectorRule.finding(
          file: set.contentsPath,
          line: position?.line, column: position?.column,
          message:
            "'\(name)' is a single-scale vector of image set '\(set.name)', but '\(otherName)' gives the same "
            + "idiom and appearance a \(scale)x file: keep one or the other"))
    }
    return findings
  }
}
