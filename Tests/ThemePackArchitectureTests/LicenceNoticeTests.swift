import Foundation
import Testing
import ThemePackToolTestSupport

/// The repository's licence and its third-party notice: every system library `Package.swift`
/// links is named in `THIRD-PARTY-NOTICES.md` with a licence, and the notice names none that
/// is not linked.
@Suite("LICENSE and THIRD-PARTY-NOTICES.md against Package.swift")
struct LicenceNoticeTests {
  static let root = Golden.repositoryRoot

  private func text(_ name: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
  }

  /// The pkg-config names of `Package.swift`'s system library targets.
  private func linkedLibraries() throws -> Set<String> {
    let manifest = try text("Package.swift")
    return Set(manifest.matches(of: /pkgConfig: "([^"]+)"/).map { String($0.output.1) })
  }

  /// The table rows of the notice's "Linked libraries" section: pkg-config name → licence.
  private func noticeRows() throws -> [String: String] {
    let notice = try text("THIRD-PARTY-NOTICES.md")
    let section = try #require(notice.components(separatedBy: "## Linked libraries").last)
    var rows: [String: String] = [:]
    for line in section.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
      rows[String(cells[1].dropFirst().dropLast())] = cells[3]
    }
    return rows
  }

  @Test func everyLinkedLibraryIsInTheNoticeWithALicence() throws {
    let linked = try linkedLibraries()
    #expect(linked.count >= 8, "\(linked)")
    let rows = try noticeRows()
    #expect(Set(rows.keys) == linked)
    for (library, licence) in rows { #expect(!licence.isEmpty, "\(library)") }
  }

  @Test func theLicenceIsApache2() throws {
    let licence = try text("LICENSE")
    #expect(licence.contains("Apache License"))
    #expect(licence.contains("Version 2.0, January 2004"))
    #expect(try text("THIRD-PARTY-NOTICES.md").contains("Apache License 2.0"))
  }
}
