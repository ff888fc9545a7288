import Foundation
import ThemePack
import ThemePackCLI

@main enum ThemePackMain {
  static func main() {
    ProcessMemory.returnLargeBlocksToSystem()
    exit(ThemePackCLI.run(Array(CommandLine.arguments.dropFirst())))
  }
}
