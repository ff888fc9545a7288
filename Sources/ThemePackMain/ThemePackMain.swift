import Foundation
import ThemePackCLI
import ThemePackNative

@main enum ThemePackMain {
  static func main() {
    ProcessMemory.returnLargeBlocksToSystem()
    exit(ThemePackCLI.run(Array(CommandLine.arguments.dropFirst())))
  }
}
