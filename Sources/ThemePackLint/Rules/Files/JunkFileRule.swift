import ThemePackArchive
import ThemePackProject

/// Files operating systems and zip tools leave behind (`JunkFile`), which end up in packages.
package enum JunkFileRule: ProjectCheck {
  package static let id = "junk-file"
  package static let severity = Finding.Severity.warning
  package static let summary = "junk such as .DS_Store, __MACOSX, Thumbs.db"

  /// "'.DS_Store' is junk (macOS Finder metadata): delete it"
  package static func message(name: String, kind: String) -> String {
    "'\(printable(name))' is junk (\(kind)): delete it"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let folders = context.surveyedFolders
    var findings: [Finding] = []
    for folder in folders {
      for entry in folder.entries {
        guard let kind = JunkName.kind(of: entry.name) else { continue }
        findings.append(
          finding(
            file: folder.path + "/" + entry.name, theme: folder.theme,
            message: message(name: entry.name, kind: kind)))
      }
    }
    return findings
  }

  /// The name with control characters shown as escapes ("Icon\r").
  package static func printable(_ name: String) -> String {
    name.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }
      .joined()
  }
}
