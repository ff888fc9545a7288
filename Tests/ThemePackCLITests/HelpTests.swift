import Testing

@Suite("themepack --help and usage errors, run as a user would")
struct HelpTests {
  @Test func helpListsCommandsAndExitsZero() throws {
    let result = try ThemePackBinary.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("USAGE: themepack <command>"))
    #expect(result.standardOutput.contains("convert"))
    #expect(result.standardOutput.contains("info"))
  }

  @Test(arguments: [
    (["frobnicate"], "Error: unknown command 'frobnicate'"),
    (["info"], "Error: missing input file"),
    (["info", "a.png", "--bogus"], "Error: unknown option '--bogus'"),
    (["convert", "a.png"], "Error: missing '--output <out.png>'"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let result = try ThemePackBinary.run(arguments)
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix(message))
    #expect(result.standardError.contains("See 'themepack --help'"))
    #expect(result.standardOutput.isEmpty)
  }
}
