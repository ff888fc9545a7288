/// One positional argument of a command, declared once: parsing, the usage line and the
/// ARGUMENTS section of `themepack help <command>` come from it. Every declared argument
/// is required, in the order declared; the last one may be repeatable (one or more words,
/// `<dir>…`).
public struct ArgumentDeclaration: Sendable, Equatable {
  /// What the argument is called in usage and help: `<in.png>`.
  public let placeholder: String
  /// What the usage error says is missing when it is not given: `input file` gives
  /// `missing input file`.
  public let missingName: String
  /// The help text; a line break starts a new line under the first.
  public let help: String
  /// Whether it takes every remaining word (only the last argument may).
  public let isRepeatable: Bool

  public init(_ placeholder: String, missingName: String, help: String, repeatable: Bool = false) {
    self.placeholder = placeholder
    self.missingName = missingName
    self.help = help
    self.isRepeatable = repeatable
  }

  /// How usage lines show it: `<dir>…` when repeatable.
  public var usageLabel: String { isRepeatable ? placeholder + "…" : placeholder }
}
