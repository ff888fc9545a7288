import Testing
import ThemePackArchive
import ThemePackImaging

@Suite("ThemeColorSolver: every colour in four appearances, every pair met or reported")
struct ThemeColorSolverTests {
  static func hex(_ text: String) -> ThemeRGBA { try! ColorParser.parse(text) }
  static let backgrounds = AppearanceValues {
    $0.isDark ? DarkColor.defaultBackground : ThemeRGBA(red: 255, green: 255, blue: 255)
  }

  static func roles(color: String, onColor: String, given: [ThemeAppearance: ThemeRGBA] = [:]) -> [ColorRole]
  {
    [
      .themeColor(hex(color), minimumContrast: 3),
      ColorRole(name: "onColor", light: hex(onColor), given: given, surface: .color("color"), need: .text),
      ColorRole(name: "outline", light: hex("#7F8C8D"), surface: .background, need: .ui),
    ]
  }

  static let themes: [(String, String)] = [
    ("#226BAA", "#FFFFFF"), ("#34495E", "#FFFFFF"), ("#24A049", "#0B3D1A"), ("#BDC3C7", "#2C3E50"),
    ("#F1C40F", "#2C3E50"), ("#8E44AD", "#FFFFFF"), ("#FFFFFF", "#000000"), ("#000000", "#FFFFFF"),
    ("#808080", "#FFFFFF"), ("#FFFF00", "#000000"), ("#0000FF", "#FFFFFF"),
  ]

  @Test(arguments: themes)
  func derivedValuesMeetEveryPairInEveryAppearance(color: String, onColor: String) throws {
    let solved = ThemeColorSolver.solve(
      Self.roles(color: color, onColor: onColor), backgrounds: Self.backgrounds)
    #expect(solved.cycle.isEmpty)
    let values = try #require(solved.values["color"])
    #expect(values.light == Self.hex(color), "a given value is used as given")
    #expect(solved.checks.count == 11, "3 pairs × 4 appearances, minus the theme colour in light")
    for check in solved.checks {
      if check.isGiven {
        continue  // given light values are the designer's (the lint reports them)
      }
      #expect(check.meets, "\(color)/\(onColor): \(check.color) in \(check.appearance): \(check.ratio)")
      let mine = solved.values[check.color]![check.appearance]
      let theirs =
        check.surface == .background
        ? Self.backgrounds[check.appearance] : solved.values[check.surface.name]![check.appearance]
      #expect(WCAGContrast.ratio(mine, theirs) == check.ratio)
    }
    let onHigh = solved.checks.first { $0.color == "onColor" && $0.appearance == .darkHighContrast }
    #expect(onHigh?.minimum == 7)
    let mainHigh = solved.checks.first { $0.color == "color" && $0.appearance == .lightHighContrast }
    #expect(mainHigh?.minimum == 4.5)
  }

  @Test func theDarkGrayBugIsFixed() throws {
    // The sample's darkGray: a given light dark colour; white text on it was 1.94:1.
    var roles = Self.roles(color: "#34495E", onColor: "#FFFFFF")
    roles[0] = .themeColor(Self.hex("#34495E"), given: [.dark: Self.hex("#A9BCD0")], minimumContrast: 3)
    let solved = ThemeColorSolver.solve(roles, backgrounds: Self.backgrounds)
    #expect(solved.values["color"]?.dark == Self.hex("#A9BCD0"))
    let onDark = try #require(solved.values["onColor"]?.dark)
    #expect(WCAGContrast.ratio(onDark, Self.hex("#A9BCD0")) >= 4.5)
    #expect(HCT(onDark).tone < 50, "text on a light dark colour turns dark")
  }

  @Test func aGivenFailingValueIsKeptAndReported() throws {
    let roles = Self.roles(color: "#34495E", onColor: "#FFFFFF", given: [.dark: Self.hex("#FFFFFF")])
    var withLightDark = roles
    withLightDark[0] = .themeColor(
      Self.hex("#34495E"), given: [.dark: Self.hex("#A9BCD0")], minimumContrast: 3)
    let solved = ThemeColorSolver.solve(withLightDark, backgrounds: Self.backgrounds)
    #expect(solved.values["onColor"]?.dark == Self.hex("#FFFFFF"))
    let check = try #require(solved.checks.first { $0.color == "onColor" && $0.appearance == .dark })
    #expect(check.isGiven)
    #expect(!check.meets)
    #expect(abs(check.ratio - 1.94) < 0.01)
  }

  @Test func theOrderPutsTheThemeColourFirstAndFindsCycles() {
    let roles = [
      ColorRole(name: "b", light: Self.hex("#000000"), surface: .color("a")),
      ColorRole(name: "a", light: Self.hex("#FFFFFF"), surface: .color("color")),
      .themeColor(Self.hex("#226BAA"), minimumContrast: 3),
      ColorRole(name: "x", light: Self.hex("#FFFFFF"), surface: .color("y")),
      ColorRole(name: "y", light: Self.hex("#FFFFFF"), surface: .color("x")),
    ]
    let (order, cycle) = ThemeColorSolver.solvingOrder(roles)
    #expect(order.first == "color")
    #expect(order.firstIndex(of: "a")! < order.firstIndex(of: "b")!)
    #expect(Set(cycle) == ["x", "y"])
    let solved = ThemeColorSolver.solve(roles, backgrounds: Self.backgrounds)
    #expect(!solved.checks.contains { $0.color == "x" || $0.color == "y" }, "pairs in a cycle are left out")
    #expect(solved.values["x"]?.dark == Self.hex("#FFFFFF"))
  }

  @Test func anUnreachablePairNamesTheBestRatio() throws {
    // 7:1 text on a mid grey is out of reach for any colour.
    let roles = [
      .themeColor(Self.hex("#808080"), given: [.lightHighContrast: Self.hex("#808080")], minimumContrast: 3),
      ColorRole(name: "onColor", light: Self.hex("#FFFFFF"), surface: .color("color"), need: .text),
    ]
    let solved = ThemeColorSolver.solve(roles, backgrounds: Self.backgrounds)
    let check = try #require(
      solved.checks.first { $0.color == "onColor" && $0.appearance == .lightHighContrast })
    #expect(!check.meets)
    #expect(!check.isGiven)
    #expect(check.bestPossible < 7)
    #expect(abs(check.ratio - check.bestPossible) < 1e-12)
  }
}
