import Foundation

/// What a process printed and how it ended.
package struct ProcessResult {
  package var status: Int32
  package var output: String
  package var errors: String

  /// Runs `executable` with `arguments` to its end.
  package static func run(_ executable: String, _ arguments: [String]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let said = output.fileHandleForReading.readDataToEndOfFile()
    let complained = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
      status: process.terminationStatus, output: String(decoding: said, as: UTF8.self),
      errors: String(decoding: complained, as: UTF8.self))
  }
}
