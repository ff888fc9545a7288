import Foundation
import Testing
import ThemePackToolTestSupport

/// The README and `docs/`: the README stays short, every relative link resolves to a file
/// (and a `#fragment` to a heading of it), as GitHub renders them.
@Suite("README.md and docs/: short README, every relative link resolves")
struct DocumentationLinksTests {
  static let root = Golden.repositoryRoot

  static var pages: [String] {
    let docs =
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// GitHub's anchor of a heading: lower-cased, punctuation but `-` and `_` dropped, spaces
  /// become `-`.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        return character.isLetter || character.isNumber || character == "-" || character == "_"
          ? character : nil
      })
  }

  private func text(_ relative: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(relative), encoding: .utf8)
  }

  @Test func theReadmeIsAtMost400LinesAndDocsHasItsPages() throws {
    #expect(try text("README.md").split(separator: "\n", omittingEmptySubsequences: false).count <= 400)
    #expect(Self.pages.count >= 6, "\(Self.pages)")
  }

  @Test(arguments: pages)
  func everyRelativeLinkResolves(page: String) throws {
    let folder = (page as NSString).deletingLastPathComponent
    let links = try text(page).matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    for link in links where !link.hasPrefix("http://") && !link.hasPrefix("https://") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let target = parts[0].isEmpty ? page : (folder.isEmpty ? parts[0] : folder + "/" + parts[0])
      let path = Self.root.appendingPathComponent(target).standardized.path
      #expect(FileManager.default.fileExists(atPath: path), "\(page): '\(link)' names no file")
      guard parts.count == 2, target.hasSuffix(".md"), let linked = try? text(target) else { continue }
      let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
        Self.anchor(String($0.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces))
      }
      #expect(anchors.contains(parts[1]), "\(page): '\(link)' names no heading of \(target)")
    }
  }
}
