import Foundation
import Testing
import ThemePackBuild
import ThemePackImaging
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// The sample project's vector masters as `make package` builds them: `mapPin.svg`
/// (template-tinted) and `routeBadge.pdf` (untinted, kept as a vector in the catalog), each
/// at 1x–3x, against the reference renderers at the same size (at most 2% of pixels off by
/// more than 16 levels; in fact exact).
@Suite("The sample's SVG and PDF masters, built as make package builds them")
struct SampleVectorMastersTests {
  static let assets = Golden.repositoryRoot.appendingPathComponent("Assets").path

  private func decode(_ path: String) throws -> RGBAImage {
    try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path).image
  }

  @Test func eachRenderingMatchesItsLibrarysTool() throws {
    let folder = try TemporaryFolder("sample-vectors")
    let output = folder.path("Output")
    try Builder.build(BuildOptions(assetsPath: Self.assets, outputPath: output, jobs: 2))
    let project = try #require(ThemeProject.load(assetsPath: Self.assets).project)
    let svg = try String(contentsOfFile: Self.assets + "/Base/mapPin.svg", encoding: .utf8)
    let pdf = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.assets + "/Base/routeBadge.pdf")))
    for theme in project.themes {
      for scale in [1, 2, 3] {
        let suffix = scale == 1 ? "" : "@\(scale)x"
        let pin = try decode("\(output)/themes/\(theme.name)/mapPin\(suffix).png")
        let pinReference = Tinter.tint(
          try ReferenceRenderer.rsvg(svg, width: 24 * scale, height: 24 * scale), color: theme.color,
          mode: .template)
        #expect(ReferenceRenderer.shareOff(pin, pinReference) <= 0.02, "\(theme.name) mapPin \(scale)x")
        let badge = try decode("\(output)/themes/\(theme.name)/routeBadge\(suffix).png")
        let badgeReference = try ReferenceRenderer.pdftocairo(pdf, width: 40 * scale, height: 24 * scale)
        #expect(
          ReferenceRenderer.shareOff(badge, badgeReference) <= 0.02, "\(theme.name) routeBadge \(scale)x")
      }
      let set = "\(output)/com.example.ibus.themes.xcassets/\(theme.name)/routeBadge.imageset/routeBadge.pdf"
      #expect(FileManager.default.contents(atPath: set) == Data(pdf))
    }
  }
}
