/// Every command, in the order `themepack --help` lists them (the pipeline's order).
enum CommandRegistry {
  static let all: [any Command.Type] = [
    InfoCommand.self,
    ConvertCommand.self,
    DarkColorCommand.self,
    TintCommand.self,
    LintCommand.self,
  ]

  static func command(named name: String) -> (any Command.Type)? {
    all.first { $0.name == name }
  }
}
