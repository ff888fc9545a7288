import Foundation
import Testing
import ThemePackArchive
import ThemePackBuild
import ThemePackImaging
import ThemePackToolTestSupport

/// The plan: what a build would do and why, decided without writing a file.
@Suite("build plan: up to date, restored, shared or rendered, and why")
struct BuildPlanTests {
  /// The render reason of every unit, by "theme/asset" ("-" for units that do not render).
  static func reasons(_ plan: BuildPlan) -> [String: String] {
    var reasons: [String: String] = [:]
    for unit in plan.units {
      guard case .render(let reason) = unit.action else {
        reasons["\(unit.theme.name)/\(unit.spec.name)"] = "-"
        continue
      }
      reasons["\(unit.theme.name)/\(unit.spec.name)"] = reason.text
    }
    return reasons
  }

  @Test func aFirstBuildRendersEverythingAndPlanningWritesNothing() throws {
    let fixture = try BuildFixture()
    let plan = try fixture.plan()
    #expect(plan.themes.map(\.name) == ["a", "b"])
    #expect(plan.themes.map(\.status) == [.install("not built before"), .install("not built before")])
    #expect(Self.reasons(plan) == ["a/icon": "not built before", "b/icon": "not built before"])
    #expect(!FileManager.default.fileExists(atPath: fixture.output))
  }

  @Test func withoutTheCacheEveryUnitRendersForThatReason() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    var options = fixture.options
    options.useCache = false
    let plan = try fixture.plan(options)
    #expect(plan.themes.map(\.status) == [.install("cache off"), .install("cache off")])
    #expect(Self.reasons(plan) == ["a/icon": "cache off", "b/icon": "cache off"])
  }

  @Test func afterABuildEveryThemeIsUpToDateAndPlanningTouchesNoFile() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    let before = fixture.snapshot()
    let plan = try fixture.plan()
    #expect(plan.themes.allSatisfy { $0.isUpToDate })
    #expect(plan.units.allSatisfy { if case .keep = $0.action { true } else { false } })
    #expect(plan.lines.last == "would install 0 of 2 themes; nothing was written")
    #expect(fixture.snapshot() == before)
  }

  @Test func aColourChangeRerendersThatThemeOnly() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    try fixture.project.writeTheme("b", color: "#3366CD")
    let plan = try fixture.plan()
    #expect(plan.themes.map(\.status) == [.upToDate, .install("changed since the last build")])
    #expect(Self.reasons(plan) == ["a/icon": "-", "b/icon": "colour changed"])
    #expect(plan.lines.contains("  render icon: colour changed"))
  }

  @Test func aMasterChangeRerendersEveryTheme() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    try fixture.project.writePNG(
      LintFixture.square(6, ThemeRGBA(red: 0, green: 0, blue: 0)), to: "Base/icon@3x.png")
    let plan = try fixture.plan()
    #expect(Self.reasons(plan) == ["a/icon": "master changed", "b/icon": "master changed"])
  }

  @Test func aMissingCacheEntryIsNotInCache() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    let cache = fixture.output + "/" + BuildOptions.defaultCacheFolder
    for shard in try FileManager.default.contentsOfDirectory(atPath: cache) where shard.count == 2 {
      try FileManager.default.removeItem(atPath: cache + "/" + shard)
    }
    let plan = try fixture.plan()
    #expect(plan.themes.map(\.status) == [.install("not in cache"), .install("not in cache")])
    #expect(Self.reasons(plan) == ["a/icon": "not in cache", "b/icon": "not in cache"])
  }

  @Test func aHandEditedOutputFileReinstallsItsTheme() throws {
    let fixture = try BuildFixture()
    try fixture.build()
    try Data("edited".utf8).write(to: URL(fileURLWithPath: fixture.output + "/themes/a/manifest.json"))
    let plan = try fixture.plan()
    #expect(plan.themes.map(\.status) == [.install("installed files changed"), .upToDate])
  }

  @Test func anUntintedMasterIsRenderedOnceAndSharedByTheOtherThemes() throws {
    let fixture = try BuildFixture()
    try fixture.project.write(
      LintFixture.config.replacingOccurrences(of: "\"tint\": \"template\"", with: "\"tint\": \"none\""),
      to: "themepack.json")
    let plan = try fixture.plan()
    let actions = plan.units.map(\.action)
    guard case .render = actions[0], case .share(let source) = actions[1] else {
      Issue.record("expected render then share, got \(actions)")
      return
    }
    #expect(source == 0)
    #expect(plan.units[0].key == plan.units[1].key)
  }

  @Test(arguments: [
    (["color #112233 #445566"], ["color #112234 #445566"], RebuildReason.changed([.color])),
    (
      ["source master 3 aa", "scales 1,2,3"], ["source master 3 bb", "scales 2,3"],
      .changed([.scales, .master])
    ),
    (["source theme-dark 2 aa"], ["source theme-dark 2 bb"], .changed([.darkFile])),
    (["slice 0 0 1 1 tile"], ["slice 0 0 2 1 tile"], .changed([.config])),
    (["color #112233 #445566"], ["color #112233 #445566"], .changed([.tool])),
  ])
  func reasonsNameWhatChanged(before: [String], now: [String], expected: RebuildReason) {
    #expect(RebuildReason.of(now: now, before: before, sameKey: false) == expected)
  }

  @Test func reasonTexts() {
    #expect(RebuildReason.changed([.color]).text == "colour changed")
    #expect(
      RebuildReason.changed([.scales, .master, .tool]).text == "scales, master and tool or encoder changed")
    #expect(RebuildReason.of(now: ["a"], before: nil, sameKey: false) == .notBuiltBefore)
    #expect(RebuildReason.of(now: ["a"], before: ["a"], sameKey: true) == .notInCache)
  }
}
