import ThemePackSupport

extension ProjectConfigReader {
  /// `"outputs"`: the output formats to write, by name (`OutputFormat`); the defaults when
  /// absent, empty or wholly invalid. Unknown names, repeats and a wrong type are errors.
  package static func readOutputs(_ root: JSONObjectCursor) -> [OutputFormat] {
    guard let value = root["outputs"] else { return OutputFormat.defaults }
    let names = OutputFormat.names.map { "'\($0)'" }.joined(separator: ", ")
    guard let array = value.arrayValue else {
      root.report(
        WrongTypeRule.id, .error, at: "outputs",
        WrongTypeRule.message(
          "'outputs' in the config", expected: "an array of output names such as [\"runtime\"]", found: value)
      )
      return OutputFormat.defaults
    }
    var formats: [OutputFormat] = []
    for (index, item) in array.enumerated() {
      let path = "/outputs/\(index)"
      guard let name = item.stringValue else {
        root.reader.report(
          WrongTypeRule.id, .error, at: path,
          WrongTypeRule.message("each output in the config", expected: "a string", found: item))
        continue
      }
      guard let format = OutputFormat(rawValue: name) else {
        let close = UnknownKeyRule.suggestion(for: name, among: OutputFormat.names)
        root.reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message(
            name, for: "'outputs' in the config",
            reason: "unknown output" + (close.map { " (did you mean '\($0)'?)" } ?? "") + "; known: \(names)")
        )
        continue
      }
      if formats.contains(format) {
        root.reader.report(
          InvalidValueRule.id, .error, at: path,
          InvalidValueRule.message(name, for: "'outputs' in the config", reason: "it is listed twice"))
        continue
      }
      formats.append(format)
    }
    if array.isEmpty {
      root.report(
        InvalidValueRule.id, .error, at: "outputs",
        InvalidValueRule.message("[]", for: "'outputs' in the config", reason: "list at least one output"))
    }
    return formats.isEmpty ? OutputFormat.defaults : OutputFormat.canonical(formats)
  }
}
