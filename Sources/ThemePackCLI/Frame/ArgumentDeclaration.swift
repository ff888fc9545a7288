/// One positional argument of a command, declared once: parsing, the usage line and the
/// ARGUMENTS section of `themepack help <command>` come from it. Arguments are taken in
/// the order declared; the required ones come first, then any optional ones (`[<new>]`,
/// absent when the command line runs out of words); the last one may be repeatable (one or
/// more words, `<dir>…`).
package struct ArgumentDeclaration: Sendable, Equatable {
  /// What the argument is called in usage and help: `<in.png>`.
  package let placeholder: String
  /// What the usage error says is missing when it is not given: `input file` gives
  /// `missing input file`.
  package let missingName: String
  /// The help text; a line break starts a new line under the first.
  package let help: String
  /// Whether it takes every remaining word (only the last argument may).
  package let isRepeatable: Bool
  /// Whether the command runs without it (only arguments after every required one may be).
  package let isOptional: Bool

  package init(
    _ placeholder: String, missingName: String, help: String, repeatable: Bool = false, optional: Bool = false
  ) {
    self.placeholder = placeholder
    self.missingName = missingName
    self.help = help
    self.isRepeatable = repeatable
    self.isOptional = optional
  }

  /// How usage lines show it: `<dir>…` when repeatable, `[<new>]` when optional.
  package var usageLabel: String {
    let label = isRepeatable ? placeholder + "…" : placeholder
    return isOptional ? "[\(label)]" : label
  }
}
