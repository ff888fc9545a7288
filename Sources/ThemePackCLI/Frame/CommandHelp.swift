/// The usage line and the text of `themepack help <command>`, derived from a command's
/// declarations.
package enum CommandHelp {
  /// `themepack <name>`, the arguments, then each option in order: a required one as
  /// `--name <value>`, an optional one in brackets, a repeatable one followed by `…`, two
  /// that exclude each other as `[--a <value> | --b]`, and a usage group once by its name.
  package static func usage(of command: any Command.Type) -> String {
    var words = ["themepack", command.name] + command.arguments.map(\.usageLabel)
    var groups: Set<String> = []
    var index = 0
    let options = command.options
    while index < options.count {
      let option = options[index]
      index += 1
      if let group = option.usageGroup {
        if groups.insert(group).inserted { words.append("[\(group)]") }
        continue
      }
      var text = option.usageText
      if let other = option.excludes, index < options.count, options[index].name == other {
        text += " | \(options[index].usageText)"
        index += 1
      }
      switch (option.isRequired, option.isRepeatable) {
      case (true, true): words.append("\(text) [\(text)]…")
      case (true, false): words.append(text)
      case (false, true): words.append("[\(text)]…")
      case (false, false): words.append("[\(text)]")
      }
    }
    return words.joined(separator: " ")
  }

  /// OVERVIEW, USAGE, ARGUMENTS (when there are any), OPTIONS with their notes, and the
  /// discussion. Labels are padded to one column, three spaces after the longest.
  package static func text(of command: any Command.Type) -> String {
    let labels = command.arguments.map(\.usageLabel) + command.options.map(\.helpLabel)
    let column = 2 + (labels.map(\.count).max() ?? 0) + 3
    var text = "OVERVIEW: \(command.summary)\n\nUSAGE: \(usage(of: command))\n\n"
    if !command.arguments.isEmpty {
      text += "ARGUMENTS:\n"
      for argument in command.arguments {
        text += row(argument.usageLabel, argument.help, column: column)
      }
      text += "\n"
    }
    text += "OPTIONS:\n"
    for option in command.options {
      text += row(option.helpLabel, option.help, column: column)
    }
    for note in command.optionNotes { text += "  \(note)\n" }
    return text + "\n\(command.discussion)\n"
  }

  /// `names` as running text: `a, b or c`.
  package static func list(_ names: [String], conjunction: String = "or") -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(conjunction) " + names.last!
  }

  /// One help line per value, `name: description`, with `(default)` after the default, `;`
  /// after each but the last and `.` after the last.
  package static func valueList(_ values: [(name: String, description: String)], default: String?) -> String {
    values.enumerated().map { index, value in
      let mark = value.name == `default` ? " (default)" : ""
      let end = index == values.count - 1 ? "." : ";"
      return "\(value.name)\(mark): \(value.description)\(end)"
    }.joined(separator: "\n")
  }

  private static func row(_ label: String, _ help: String, column: Int) -> String {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    var text = "  " + label + String(repeating: " ", count: column - 2 - label.count) + lines[0] + "\n"
    for line in lines.dropFirst() {
      text += String(repeating: " ", count: column) + line + "\n"
    }
    return text
  }
}
