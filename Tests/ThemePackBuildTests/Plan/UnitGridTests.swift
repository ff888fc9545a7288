import Testing
import ThemePackBuild

/// `UnitGrid`: asset-major values reached by asset and theme, by theme, and in order.
@Suite("UnitGrid: the units' asset-major layout")
struct UnitGridTests {
  /// Three assets × two themes, each value "asset/theme".
  let grid = UnitGrid(
    (0..<3).flatMap { asset in (0..<2).map { theme in "\(asset)/\(theme)" } }, themeCount: 2)

  @Test func aValueIsReachedByAssetAndTheme() {
    #expect(grid[asset: 0, theme: 0] == "0/0")
    #expect(grid[asset: 2, theme: 1] == "2/1")
    #expect(grid[asset: 1, theme: 0] == "1/0")
  }

  @Test func aThemesValuesComeInAssetOrder() {
    #expect(grid.ofTheme(0) == ["0/0", "1/0", "2/0"])
    #expect(grid.ofTheme(1) == ["0/1", "1/1", "2/1"])
  }

  @Test func asACollectionItRunsInUnitOrder() {
    #expect(Array(grid) == ["0/0", "0/1", "1/0", "1/1", "2/0", "2/1"])
    #expect(grid.count == 6)
  }
}
