/// Every command, in the order `themepack --help` lists them (the pipeline's order).
enum CommandRegistry {
  static let all: [any Command.Type] = [
    LintCommand.self,
    BuildCommand.self,
    PackageCommand.self,
    PreviewCommand.self,
    TintCommand.self,
    DarkColorCommand.self,
    InfoCommand.self,
    ConvertCommand.self,
    KeygenCommand.self,
    VerifyCommand.self,
    UnpackCommand.self,
  ]

  static func command(named name: String) -> (any Command.Type)? {
    all.first { $0.name == name }
  }
}
