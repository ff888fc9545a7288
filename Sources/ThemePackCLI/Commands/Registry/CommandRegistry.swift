/// Every command, in the order `themepack --help` lists them (the pipeline's order).
enum CommandRegistry {
  static let all: [any Command.Type] = [
    InitCommand.self,
    LintCommand.self,
    BuildCommand.self,
    MergeCommand.self,
    PackageCommand.self,
    VerifyCommand.self,
    UnpackCommand.self,
    ThemesCommand.self,
    InstallCommand.self,
    InstalledCommand.self,
    RemoveCommand.self,
    GenerateCommand.self,
    PreviewCommand.self,
    DiffCommand.self,
    TintCommand.self,
    DarkColorCommand.self,
    ConvertCommand.self,
    InfoCommand.self,
    KeygenCommand.self,
  ]

  static func command(named name: String) -> (any Command.Type)? {
    all.first { $0.name == name }
  }
}
