import Foundation
import Testing
import ThemePackTestSupport

/// The hostile SVGs of issue 47 in a project, run through `themepack lint` and `build` as a
/// user would: the bombs are refused by the lint, the files librsvg crashes or hangs on stop
/// the build with one line naming the file, and `themepack` itself never aborts.
@Suite("themepack lint and build with hostile SVG masters: one line each, never an abort")
struct VectorCageCommandTests {
  @Test func hostileMastersGiveOneLineEachAndTheProcessEndsNormally() throws {
    let folder = try TemporaryFolder("themepack-vector-cage")
    let assets = folder.path("project")
    #expect(try BenchmarkProjectTests.generate([assets, "--vector", "--themes", "1", "--assets", "4"]) == 0)
    let icons = ["icon001", "icon002", "icon003", "icon004"].map { "\(assets)/Base/\($0).svg" }
    func write(_ text: String, _ index: Int) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: icons[index]))
    }
    try write(CagedFixtures.entityRepetition, 0)
    try write(CagedFixtures.fortyBitmaps, 1)
    let lint = try ThemePackBinary.run(["lint", "--assets", assets])
    #expect(lint.status == 1, "\(lint.standardError)")
    let lines = lint.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.contains { $0.hasPrefix(icons[0] + ":") && $0.contains("expands its entities") })
    #expect(lines.contains { $0.hasPrefix(icons[1] + ":") && $0.contains("embeds 40 bitmaps") })

    // A crash and a hang, each alone in a copy.
    for (index, text, said) in [
      (2, CagedFixtures.convolution, "librsvg crashed on it (signal 6"),
      (3, CagedFixtures.morphology, "1 s"),
    ] {
      let copy = folder.path("case\(index)")
      try FileManager.default.copyItem(atPath: assets, toPath: copy)
      let path = copy + "/Base/icon00\(index + 1).svg"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      try Data(CagedFixtures.harmless.utf8).write(to: URL(fileURLWithPath: copy + "/Base/icon001.svg"))
      try Data(CagedFixtures.harmless.utf8).write(to: URL(fileURLWithPath: copy + "/Base/icon002.svg"))
      let build = try ThemePackBinary.run(
        ["build", "--assets", copy, "--output", folder.path("out\(index)"), "--no-cache"],
        environment: ["THEMEPACK_VECTOR_SECONDS": "1"])
      #expect(build.status == 1, "\(index): \(build.standardError)")
      // The lint (when it weighs the master's colour) or the build refuses it: one line.
      let errors = build.standardError.split(separator: "\n").filter { $0.contains(path) }
      #expect(errors.count == 1, "\(index): \(build.standardError)")
      #expect(errors.first?.contains(path) == true && errors.first?.contains(said) == true, "\(errors)")
    }
  }
}

/// The hostile documents, as text.
enum CagedFixtures {
  static let svg = "<svg xmlns='http://www.w3.org/2000/svg' "
  static let harmless = svg + "width='24' height='24'><rect width='20' height='20' fill='#000'/></svg>"
  static let convolution =
    svg + "width='24' height='24'><filter id='f'><feConvolveMatrix order='21' kernelMatrix='"
    + Array(repeating: "1", count: 441).joined(separator: " ")
    + "'/></filter><rect width='24' height='24' filter='url(#f)'/></svg>"
  static let morphology =
    svg + "width='600' height='600'><filter id='f'><feMorphology radius='300'/></filter>"
    + "<rect width='600' height='600' filter='url(#f)'/></svg>"
  static let entityRepetition =
    "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY big '" + String(repeating: "x", count: 50_000) + "'>]>"
    + svg + "width='24' height='24'><desc>" + String(repeating: "&big;", count: 20_000) + "</desc></svg>"
  static let fortyBitmaps: String = {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
    for value: UInt32 in [4096, 2048] {
      bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
    let image =
      "<image width='1' height='1' href='data:image/png;base64,\(Data(bytes).base64EncodedString())'/>"
    return svg + "width='24' height='24'>" + String(repeating: image, count: 40) + "</svg>"
  }()
}
