import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackSupport

@Suite("Build report: text lines and JSON")
struct BuildReportTests {
  @Test func linesNameThemesAndTotals() {
    let report = BuildReport(
      themes: ["blue", "silver"], assets: 8, filesWritten: 50, bytesWritten: 12_345, elapsedSeconds: 0.4249)
    #expect(
      report.lines == ["built 2 themes: blue, silver", "8 assets, 50 files, 12.3 kB written in 0.42 s"])
  }

  @Test func cachedAssetsAreCountedWhenThereAreAny() {
    let report = BuildReport(
      themes: ["blue"], assets: 8, filesWritten: 50, bytesWritten: 12_345, elapsedSeconds: 0.4249,
      cachedAssets: 5)
    #expect(report.lines[1] == "8 assets (5 from cache), 50 files, 12.3 kB written in 0.42 s")
  }

  @Test func themesLeftInPlaceAreCounted() {
    let report = BuildReport(
      themes: ["blue", "silver"], assets: 8, filesWritten: 1, bytesWritten: 63, elapsedSeconds: 0.2,
      cachedAssets: 8, upToDateThemes: 2)
    #expect(
      report.lines == [
        "built 2 themes (2 already up to date): blue, silver",
        "8 assets (8 from cache), 1 file, 63 bytes written in 0.20 s",
      ])
  }

  @Test func singularsAndNoThemes() {
    let one = BuildReport(themes: ["blue"], assets: 1, filesWritten: 1, bytesWritten: 1, elapsedSeconds: 1)
    #expect(one.lines == ["built 1 theme: blue", "1 asset, 1 file, 1 byte written in 1.00 s"])
    let none = BuildReport(themes: [], assets: 0, filesWritten: 0, bytesWritten: 0, elapsedSeconds: 0)
    #expect(none.lines == ["built 0 themes", "0 assets, 0 files, 0 bytes written in 0.00 s"])
  }

  @Test(arguments: [
    (999, "999 bytes"), (1000, "1.0 kB"), (1049, "1.0 kB"), (1051, "1.1 kB"), (999_949, "999.9 kB"),
    (999_950, "1.0 MB"), (4_250_001, "4.3 MB"),
  ])
  func sizes(bytes: Int, text: String) {
    #expect(ByteCount.text(bytes) == text)
  }

  @Test func jsonHasEveryFieldAndMilliseconds() {
    let report = BuildReport(
      themes: ["blue", "silver"], assets: 8, filesWritten: 50, bytesWritten: 12_345, elapsedSeconds: 0.42449,
      cachedAssets: 3, upToDateThemes: 1)
    let expected = """
      {
        "assets": 8,
        "bytes": 12345,
        "cachedAssets": 3,
        "elapsedSeconds": 0.424,
        "files": 50,
        "themes": [
          "blue",
          "silver"
        ],
        "upToDateThemes": 1
      }

      """
    #expect(JSONWriter(style: .standard).string(report.json) == expected)
  }
}
