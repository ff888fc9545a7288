/// One positional argument of a command, declared once: parsing, the usage line and the
/// ARGUMENTS section of `themepack help <command>` come from it. Every declared argument
/// is required, in the order declared.
public struct ArgumentDeclaration: Sendable, Equatable {
  /// What the argument is called in usage and help: `<in.png>`.
  public let placeholder: String
  /// What the usage error says is missing when it is not given: `input file` gives
  /// `missing input file`.
  public let missingName: String
  /// The help text; a line break starts a new line under the first.
  public let help: String

  public init(_ placeholder: String, missingName: String, help: String) {
    self.placeholder = placeholder
    self.missingName = missingName
    self.help = help
  }
}
