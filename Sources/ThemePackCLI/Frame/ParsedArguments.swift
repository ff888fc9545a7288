/// The words after a command's name, parsed against the command's declarations: every
/// check that follows from a declaration is made here, so every command reports a wrong
/// command line the same way (`UsageError`, exit 64).
///
/// Words are read left to right. `--name value` and `--name=value` give a value (the word
/// after the name is taken whatever it looks like); `--` ends the options, and every word
/// after it is an argument, as is `-`. The first problem found fails the parse: an option
/// not declared (`unknown option`), a flag given a value, a value missing or not of its
/// kind, an argument too many; then two options that exclude each other, a missing
/// argument, a missing required option.
package struct ParsedArguments: Sendable {
  private var values: [String: [String]] = [:]
  private var argumentValues: [String: [String]] = [:]

  /// Parses `words` against `arguments` and `options`.
  package init(
    _ words: [String], arguments: [ArgumentDeclaration], options: [OptionDeclaration]
  ) throws(UsageError) {
    var bySpelling: [String: OptionDeclaration] = [:]
    for option in options {
      for spelling in option.spellings { bySpelling[spelling] = option }
    }
    var positionals: [String] = []
    var optionsEnded = false
    var index = 0
    while index < words.count {
      let word = words[index]
      index += 1
      if !optionsEnded && word == "--" {
        optionsEnded = true
        continue
      }
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        guard positionals.count < arguments.count || arguments.last?.isRepeatable == true else {
          throw UsageError("unexpected argument '\(word)'")
        }
        positionals.append(word)
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let spelling = String(parts[0])
      guard let option = bySpelling[spelling] else { throw UsageError("unknown option '\(spelling)'") }
      var value = parts.count == 2 ? String(parts[1]) : nil
      if option.isFlag {
        guard value == nil else { throw UsageError("'\(spelling)' takes no value") }
        values[option.name, default: []].append("")
        continue
      }
      if value == nil {
        guard index < words.count, optionsEnded || words[index] != "--" else {
          throw UsageError("missing value for '\(spelling)'")
        }
        value = words[index]
        index += 1
      }
      try Self.check(value!, of: option)
      values[option.name, default: []].append(value!)
    }
    for (index, word) in positionals.enumerated() {
      argumentValues[arguments[min(index, arguments.count - 1)].placeholder, default: []].append(word)
    }
    try checkComplete(arguments: arguments, given: positionals.count, options: options)
  }

  /// Whether the flag was given.
  package func flag(_ option: OptionDeclaration) -> Bool {
    values[option.name] != nil
  }

  /// The option's value (the last one when given more than once), or nil when not given.
  package func text(_ option: OptionDeclaration) -> String? {
    values[option.name]?.last
  }

  /// Every value of a repeatable option, in command-line order.
  package func texts(_ option: OptionDeclaration) -> [String] {
    values[option.name] ?? []
  }

  /// The value of a required option, which the parse made sure of.
  package func required(_ option: OptionDeclaration) -> String {
    guard let value = text(option) else { preconditionFailure("'\(option.name)' is not required") }
    return value
  }

  /// The value of an `.integer` option, or nil when not given.
  package func integer(_ option: OptionDeclaration) -> Int? {
    text(option).flatMap { Int($0) }
  }

  /// The value of a `.decimal` option, or nil when not given.
  package func decimal(_ option: OptionDeclaration) -> Double? {
    text(option).flatMap { Double($0) }
  }

  /// The value of a declared argument.
  package func argument(_ argument: ArgumentDeclaration) -> String {
    guard let value = argumentValues[argument.placeholder]?.first else {
      preconditionFailure("'\(argument.placeholder)' is not declared")
    }
    return value
  }

  /// The value of an optional argument, or nil when the command line did not give it.
  package func optionalArgument(_ argument: ArgumentDeclaration) -> String? {
    argumentValues[argument.placeholder]?.first
  }

  /// Every word of a repeatable argument, in command-line order.
  package func arguments(_ argument: ArgumentDeclaration) -> [String] {
    argumentValues[argument.placeholder] ?? []
  }

  /// Fails unless `value` is of the option's kind, with the message naming what is expected.
  private static func check(_ value: String, of option: OptionDeclaration) throws(UsageError) {
    let prefix = "invalid value '\(value)' for '\(option.name)'"
    switch option.value {
    case .none, .text:
      return
    case .integer(let range):
      guard let number = Int(value), range.contains(number) else {
        throw UsageError(
          "\(prefix): expected an integer from \(range.lowerBound) to \(range.upperBound)")
      }
    case .decimal(let range):
      guard let number = Double(value), number.isFinite, range.contains(number) else {
        throw UsageError("\(prefix): expected a number from \(range.lowerBound) to \(range.upperBound)")
      }
    case .choice(let names):
      guard names.contains(value) else {
        throw UsageError("\(prefix): expected one of \(names.joined(separator: ", "))")
      }
    }
  }

  /// The checks that need the whole command line: exclusions, missing arguments and
  /// required options.
  private func checkComplete(
    arguments: [ArgumentDeclaration], given: Int, options: [OptionDeclaration]
  ) throws(UsageError) {
    for option in options {
      if let other = option.excludes, values[option.name] != nil, values[other] != nil {
        throw UsageError("'\(option.name)' and '\(other)' cannot be used together")
      }
    }
    if given < arguments.count, !arguments[given].isOptional {
      throw UsageError("missing \(arguments[given].missingName)")
    }
    for option in options where option.isRequired && values[option.name] == nil {
      throw UsageError("missing '\(option.name) \(option.placeholder)'")
    }
  }
}
