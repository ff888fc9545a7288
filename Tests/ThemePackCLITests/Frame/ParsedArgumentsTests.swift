import Testing
import ThemePackCLI

@Suite("ParsedArguments: a command line read against declarations")
struct ParsedArgumentsTests {
  static let file = ArgumentDeclaration("<file>", missingName: "input file", help: "A file.")
  static let json = OptionDeclaration.flag("--json", help: "JSON.")
  static let output = OptionDeclaration.option(
    "--output", aliases: ["-o"], placeholder: "<out>", help: "Where.", required: true)
  static let theme = OptionDeclaration.option(
    "--theme", placeholder: "<name>", help: "A theme (repeatable).", repeatable: true)
  static let jobs = OptionDeclaration.option(
    "--jobs", placeholder: "<n>", value: .integer(1...8), help: "Threads.")
  static let ratio = OptionDeclaration.option(
    "--ratio", placeholder: "<r>", value: .decimal(0...1), help: "A ratio.")
  static let format = OptionDeclaration.option(
    "--format", placeholder: "<format>", value: .choice(["text", "json"]), help: "A format.")
  static let cache = OptionDeclaration.option(
    "--cache", placeholder: "<dir>", help: "A cache.", excludes: "--no-cache")
  static let noCache = OptionDeclaration.flag("--no-cache", help: "No cache.")
  static let options = [json, output, theme, jobs, ratio, format, cache, noCache]

  static func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    try ParsedArguments(words, arguments: [file], options: options)
  }

  @Test func aRepeatableLastArgumentTakesEveryRemainingWord() throws {
    let first = ArgumentDeclaration("<first>", missingName: "first", help: "")
    let rest = ArgumentDeclaration("<dir>", missingName: "folder", help: "", repeatable: true)
    let parsed = try ParsedArguments(
      ["a", "b", "--json", "c", "--", "-d"], arguments: [first, rest], options: [Self.json])
    #expect(parsed.argument(first) == "a")
    #expect(parsed.arguments(rest) == ["b", "c", "-d"])
    #expect(parsed.flag(Self.json))
    #expect(rest.usageLabel == "<dir>…")
    #expect(throws: UsageError("missing folder")) {
      try ParsedArguments(["a"], arguments: [first, rest], options: [])
    }
  }

  @Test func readsValuesFlagsAndArguments() throws {
    let parsed = try Self.parse([
      "in.png", "--json", "-o", "out.png", "--theme", "blue", "--theme=red", "--jobs=4", "--ratio", "0.5",
      "--format", "json",
    ])
    #expect(parsed.argument(Self.file) == "in.png")
    #expect(parsed.flag(Self.json))
    #expect(!parsed.flag(Self.noCache))
    #expect(parsed.required(Self.output) == "out.png")
    #expect(parsed.texts(Self.theme) == ["blue", "red"])
    #expect(parsed.integer(Self.jobs) == 4)
    #expect(parsed.decimal(Self.ratio) == 0.5)
    #expect(parsed.text(Self.format) == "json")
    #expect(parsed.text(Self.cache) == nil)
  }

  @Test func theLastValueOfAnOptionThatIsNotRepeatableCounts() throws {
    let parsed = try Self.parse(["a", "-o", "first", "--output=second"])
    #expect(parsed.required(Self.output) == "second")
  }

  @Test func aValueIsTheNextWordWhateverItLooksLike() throws {
    let parsed = try Self.parse(["a", "--output", "--json"])
    #expect(parsed.required(Self.output) == "--json")
    #expect(!parsed.flag(Self.json))
  }

  @Test func doubleDashEndsOptionsAndADashIsAnArgument() throws {
    #expect(try Self.parse(["-o", "x", "--", "--json"]).argument(Self.file) == "--json")
    #expect(try Self.parse(["-o", "x", "-"]).argument(Self.file) == "-")
  }

  @Test(arguments: [
    (["a", "-o", "x", "--bogus"], "unknown option '--bogus'"),
    (["a", "-o", "x", "--bogus=1"], "unknown option '--bogus'"),
    (["a", "-o", "x", "-q"], "unknown option '-q'"),
    (["a", "-o", "x", "--json=yes"], "'--json' takes no value"),
    (["a", "-o"], "missing value for '-o'"),
    (["a", "--output", "--", "b"], "missing value for '--output'"),
    (["a", "b", "-o", "x"], "unexpected argument 'b'"),
    (["a", "b", "--bogus"], "unexpected argument 'b'"),
    (["-o", "x"], "missing input file"),
    (["a"], "missing '--output <out>'"),
    (["a", "-o", "x", "--jobs", "9"], "invalid value '9' for '--jobs': expected an integer from 1 to 8"),
    (["a", "-o", "x", "--jobs", "two"], "invalid value 'two' for '--jobs': expected an integer from 1 to 8"),
    (
      ["a", "-o", "x", "--ratio", "nan"],
      "invalid value 'nan' for '--ratio': expected a number from 0.0 to 1.0"
    ),
    (
      ["a", "-o", "x", "--ratio=inf"], "invalid value 'inf' for '--ratio': expected a number from 0.0 to 1.0"
    ),
    (["a", "-o", "x", "--format", "xml"], "invalid value 'xml' for '--format': expected one of text, json"),
    (["a", "-o", "x", "--cache", "c", "--no-cache"], "'--cache' and '--no-cache' cannot be used together"),
  ])
  func rejects(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try Self.parse(words) }
  }
}
