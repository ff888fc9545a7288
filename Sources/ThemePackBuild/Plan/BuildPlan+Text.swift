import ThemePackArchive
import ThemePackSupport

/// What `themepack build --dry-run` prints.
extension BuildPlan {
  /// Per theme a line (up to date, or why it is installed and how its assets are made),
  /// then a line per asset to render with the reason:
  /// `blue: install (not built before): 2 to render, 1 from cache, 1 shared` and
  /// `  render aboutBtnBG: colour changed`.
  package var lines: [String] {
    var lines: [String] = []
    for (index, theme) in themes.enumerated() {
      guard case .install(let why) = theme.status else {
        lines.append("\(theme.name): up to date")
        continue
      }
      let units = units(ofTheme: index)
      var counts: [(String, Int)] = [("to render", 0), ("from cache", 0), ("shared", 0), ("skipped", 0)]
      var renders: [String] = []
      for unit in units {
        switch unit.action {
        case .render(let reason):
          counts[0].1 += 1
          renders.append("  render \(unit.spec.name): \(reason.text)")
        case .keep, .restore: counts[1].1 += 1
        case .share(let source):
          counts[2].1 += 1
          renders.append("  share \(unit.spec.name): the same as for \(self.units[source].theme.name)")
        case .skip: counts[3].1 += 1
        }
      }
      let summary = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
      lines.append("\(theme.name): install (\(why)): \(summary)")
      lines += renders
    }
    let installing = installing.count
    lines.append(
      "would install \(installing) of \(themes.count) theme\(themes.count == 1 ? "" : "s"); nothing was written"
    )
    return lines
  }

  /// The plan as JSON: per theme its name, `upToDate`, the reason it is installed, and per
  /// asset its action (`render`, `cache`, `shared`, `skip`) with the reason to render.
  package var json: JSONValue {
    .object([
      "themes": .array(
        themes.indices.map { index in
          let theme = themes[index]
          var object: [String: JSONValue] = [
            "name": .string(theme.name), "upToDate": .bool(theme.isUpToDate),
            "assets": .array(units(ofTheme: index).map(Self.json(of:))),
          ]
          if case .install(let why) = theme.status { object["reason"] = .string(why) }
          return .object(object)
        })
    ])
  }

  private static func json(of unit: BuildUnit) -> JSONValue {
    var object: [String: JSONValue] = ["asset": .string(unit.spec.name)]
    switch unit.action {
    case .render(let reason):
      object["action"] = .string("render")
      object["reason"] = .string(reason.text)
    case .keep, .restore: object["action"] = .string("cache")
    case .share: object["action"] = .string("shared")
    case .skip: object["action"] = .string("skip")
    }
    return .object(object)
  }
}
