import Foundation
import ThemePackArchive
import ThemePackSupport

/// Turns findings into text: pure functions, so the CLI only prints what they return.
package enum FindingFormatter {
  /// All findings in `format`, each line ending in a newline ("[]\n" for no JSON findings).
  package static func format(_ findings: [Finding], as format: FindingFormat) -> String {
    switch format {
    case .text: return findings.map { textLine($0) + "\n" }.joined()
    case .json: return json(findings)
    case .github: return findings.map { githubLine($0) + "\n" }.joined()
    }
  }

  /// `Assets/themepack.json:3:7: error: [unknown-key] message`, always one line (a line
  /// break inside a name or message is written as `\n`).
  package static func textLine(_ finding: Finding) -> String {
    let line = "\(location(finding)): \(finding.severity.rawValue): [\(finding.ruleID)] \(finding.message)"
    return line.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
  }

  /// A JSON array of objects with `rule`, `severity`, `file`, `message`, and `line`,
  /// `column`, `theme` when known; keys sorted, two-space indent.
  package static func json(_ findings: [Finding]) -> String {
    JSONWriter(style: .standard).string(.array(findings.map(jsonValue)))
  }

  /// One finding as a JSON object.
  package static func jsonValue(_ finding: Finding) -> JSONValue {
    var object: [String: JSONValue] = [
      "rule": .string(finding.ruleID),
      "severity": .string(finding.severity.rawValue),
      "file": .string(finding.file),
      "message": .string(finding.message),
    ]
    if let line = finding.line { object["line"] = .integer(line) }
    if let column = finding.column { object["column"] = .integer(column) }
    if let theme = finding.theme { object["theme"] = .string(theme) }
    return .object(object)
  }

  /// `::error file=Assets/Themes/blue,title=missing-asset (blue)::message`, escaped as
  /// GitHub's workflow-command parser expects.
  package static func githubLine(_ finding: Finding) -> String {
    var properties = ["file=" + escapeProperty(finding.file)]
    if let line = finding.line { properties.append("line=\(line)") }
    if let column = finding.column { properties.append("col=\(column)") }
    let title = finding.ruleID + (finding.theme.map { " (\($0))" } ?? "")
    properties.append("title=" + escapeProperty(title))
    // GitHub's workflow commands say `notice` for information.
    let command = finding.severity == .info ? "notice" : finding.severity.rawValue
    return
      "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))"
  }

  private static func location(_ finding: Finding) -> String {
    guard let line = finding.line else { return finding.file }
    return "\(finding.file):\(line):\(finding.column ?? 1)"
  }

  package static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
