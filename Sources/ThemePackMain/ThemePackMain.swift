import Foundation
import ThemePackCLI

@main enum ThemePackMain {
  static func main() { exit(ThemePackCLI.run(Array(CommandLine.arguments.dropFirst()))) }
}
