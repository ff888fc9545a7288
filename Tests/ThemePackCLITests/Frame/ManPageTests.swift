import Foundation
import Testing
import ThemePackTestSupport

@testable import ThemePackCLI

/// `themepack help --man`: the manual page written from the command declarations, every
/// command and option in it, read by `man -l` where man is installed.
@Suite("themepack help --man: the manual page from the declarations")
struct ManPageTests {
  static let page = CapturedConsole.run(["help", "--man"])

  /// The macros the page may use; any other line starting with `.` would be a stray request.
  static let macros: Set<String> = [".TH", ".SH", ".SS", ".TP", ".PP", ".B", ".nf", ".fi"]

  @Test func everyCommandAndOptionIsOnThePage() {
    #expect(Self.page.status == 0)
    let text = Self.page.standardOutput
    #expect(text.hasPrefix(".TH THEMEPACK 1 "))
    for command in CommandRegistry.all {
      #expect(
        text.contains("\n.SS \(command.name.replacingOccurrences(of: "-", with: #"\-"#))\n"),
        "\(command.name)")
      for option in command.options {
        let label = option.helpLabel.replacingOccurrences(of: "-", with: #"\-"#)
        #expect(text.contains(#"\fB\#(label)\fR"#), "\(command.name) \(option.name)")
      }
    }
  }

  @Test func everyRequestIsAKnownMacro() {
    for line in Self.page.standardOutput.split(separator: "\n")
    where line.hasPrefix(".") || line.hasPrefix("'") {
      let request = String(line.split(separator: " ").first ?? "")
      #expect(Self.macros.contains(request), "stray request: \(line)")
    }
  }

  @Test func thePageIsTheSameEachTime() {
    #expect(CapturedConsole.run(["help", "--man"]).standardOutput == Self.page.standardOutput)
  }

  /// Whether `/usr/bin/man` is man-db's program, not missing nor the stub script a minimized
  /// Ubuntu image puts there.
  static var hasMan: Bool {
    guard let head = FileManager.default.contents(atPath: "/usr/bin/man")?.prefix(2) else { return false }
    return Array(head) != Array("#!".utf8)
  }

  @Test(.enabled(if: hasMan, "skipped: man-db's man is not installed (apt-get install man-db)"))
  func manReadsIt() throws {
    let folder = try TemporaryFolder("man-page")
    try folder.write(Self.page.standardOutput, to: "themepack.1")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
    process.arguments = ["-l", folder.path("themepack.1")]
    process.environment = ["MANPAGER": "cat", "MANWIDTH": "100", "PATH": "/usr/bin:/bin", "LC_ALL": "C"]
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(said)")
    #expect(shown.contains("THEMEPACK(1)"))
    #expect(shown.contains("EXIT STATUS"))
    #expect(!said.contains("warning"), "\(said)")
  }
}
