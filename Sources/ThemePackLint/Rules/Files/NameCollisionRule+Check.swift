import ThemePackProject

/// The lint's part of `NameCollisionRule`: names of files and folders that collide by
/// letter case or Unicode normalisation.
extension NameCollisionRule: ProjectCheck {
  /// "'Icon.png' and 'icon.png' differ only by letter case: they are one file on macOS and iOS"
  package static func caseMessage(_ first: String, _ second: String) -> String {
    "'\(first)' and '\(second)' differ only by letter case: they are one file on macOS and iOS"
  }

  /// "'Café.png' and 'Café.png' differ only by Unicode normalisation (NFC and NFD): …"
  package static func normalisationMessage(_ first: String, _ second: String) -> String {
    "'\(first)' and '\(second)' differ only by Unicode normalisation (NFC and NFD): "
      + "they are one file on macOS and iOS"
  }

  package static func check(_ context: LintContext) -> [Finding] {
    let folders = context.surveyedFolders
    var findings: [Finding] = []
    for folder in folders {
      // Swift strings compare by canonical equivalence, so NFC and NFD spellings share a key.
      var groups: [String: [String]] = [:]
      var order: [String] = []
      for entry in folder.entries {
        let key = entry.name.lowercased()
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(entry.name)
      }
      for key in order {
        guard let names = groups[key], names.count > 1, let first = names.first else { continue }
        for other in names.dropFirst() {
          let sameLetters = Array(first.unicodeScalars) != Array(other.unicodeScalars) && first == other
          findings.append(
            finding(
              file: folder.path + "/" + other, theme: folder.theme,
              message: sameLetters ? normalisationMessage(first, other) : caseMessage(first, other)))
        }
      }
    }
    return findings
  }
}
