import Foundation
import Testing
import ThemePackImaging
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// What the lint says about vector masters: one source per picture, names, sizes (a vector
/// is never too small), embedded bitmaps.
@Suite("Vector masters in the lint")
struct VectorMasterLintTests {
  static let icon =
    "<svg xmlns='http://www.w3.org/2000/svg' width='2' height='2'><rect width='2' height='2'/></svg>"

  /// The lint fixture (master `icon`, 2×2 pt) with its PNG master replaced by `icon.svg`.
  private func fixture() throws -> LintFixture {
    let fixture = try LintFixture()
    try fixture.remove("Base/icon@3x.png")
    try fixture.write(Self.icon, to: "Base/icon.svg")
    return fixture
  }

  @Test func aVectorMasterLintsCleanAndIsNeverTooSmall() throws {
    let fixture = try fixture()
    let report = fixture.lint(strict: true)
    #expect(report.findings.filter { $0.severity != .info }.isEmpty, "\(report.findings.map(\.message))")
  }

  @Test func aVectorBesidePNGFilesOfItsAssetIsAnError() throws {
    let fixture = try fixture()
    try fixture.writePNG(LintFixture.square(6, .white), to: "Base/icon@3x.png")
    let findings = fixture.findings(VectorMasterRule.id)
    #expect(findings.count == 1)
    #expect(findings.first?.severity == .error)
    #expect(findings.first?.message.contains("'icon.svg' and 'icon@3x.png' are two sources") == true)
  }

  @Test func anSVGBesideAPDFOfOneAssetIsAnError() throws {
    let fixture = try fixture()
    try fixture.write(try ReferenceRenderer.pdf(fromSVG: Self.icon), to: "Base/icon.pdf")
    #expect(
      fixture.findings(VectorMasterRule.id).map(\.message).first?.contains("'icon.pdf' and 'icon.svg'")
        == true)
  }

  @Test(arguments: [
    ("icon@2x.svg", "a vector file has no scale suffix, it is drawn at every scale: name it 'icon.svg'"),
    ("icon.SVG", "the extension must be lower-case '.svg'"),
  ])
  func aMisnamedVectorIsReported(name: String, problem: String) throws {
    let fixture = try LintFixture()
    try fixture.write(Self.icon, to: "Base/" + name)
    let messages = fixture.findings(UnexpectedFileRule.id).map(\.message)
    #expect(messages == [UnexpectedFileRule.namingMessage(name, problem: problem)])
  }

  @Test func aThemePNGOfAnotherPointSizeThanTheVectorMasterIsInconsistent() throws {
    let fixture = try fixture()
    try fixture.writePNG(LintFixture.square(9, .white), to: "Themes/a/icon@3x.png")
    #expect(fixture.findings(InconsistentSizeRule.id).count == 1)
  }

  @Test func aSmallEmbeddedBitmapIsAWarningAndALargeOneANote() throws {
    let fixture = try fixture()
    func svg(bitmap side: Int) throws -> String {
      let png = try PNGEncoder.encode(LintFixture.square(side, .white)).base64
      return "<svg xmlns='http://www.w3.org/2000/svg' width='2' height='2'>"
        + "<image width='2' height='2' href='data:image/png;base64,\(png)'/></svg>"
    }
    try fixture.write(try svg(bitmap: 4), to: "Base/icon.svg")
    let small = fixture.findings(VectorMasterRule.id)
    #expect(small.map(\.severity) == [.warning])
    #expect(
      small.first?.message.contains("embeds a bitmap of 4x4 px over the document, below the 6x6 px") == true)
    try fixture.write(try svg(bitmap: 6), to: "Base/icon.svg")
    #expect(fixture.findings(VectorMasterRule.id).map(\.severity) == [.info])
  }

  @Test(arguments: [
    (2, Finding.Severity.warning, "4x4 px over the document, below the 6x6 px"), (3, .info, "6x6 px"),
  ])
  func aPDFsImageIsWeighedByTheResolutionItGivesThePage(
    pixelsPerPoint: Int, severity: Finding.Severity, message: String
  ) throws {
    let fixture = try fixture()
    // A 4x4 px inline image drawn `pixelsPerPoint` px a point on a 2 pt page: 2x gives the
    // page 4 px, below the 6 px of 3x; 3x gives it 6.
    let side = Double(4) / Double(pixelsPerPoint)
    let image =
      "q \(side) 0 0 \(side) 0 0 cm BI /W 4 /H 4 /CS /G /BPC 8 /F /AHx ID "
      + String(repeating: "FF", count: 16) + "> EI Q"
    try fixture.remove("Base/icon.svg")
    try fixture.write(TestPDF.page(width: 2, height: 2, content: image), to: "Base/icon.pdf")
    let findings = fixture.findings(VectorMasterRule.id)
    #expect(findings.map(\.severity) == [severity])
    #expect(findings.first?.message.contains("embeds a bitmap of " + message) == true, "\(findings)")
  }

  @Test func aVectorTooLargeToDrawAtTheHighestScaleIsAnError() throws {
    let fixture = try fixture()
    try fixture.write(
      "<svg xmlns='http://www.w3.org/2000/svg' width='3000' height='2'/>", to: "Base/icon.svg")
    let messages = fixture.findings(UnreadableVectorRule.id).map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("would draw 9000x6 px, over the 8192 px a side") == true, "\(messages)")
  }

  @Test func anUnreadableVectorIsOneErrorNamingTheFile() throws {
    let fixture = try fixture()
    try fixture.write("<svg xmlns='http://www.w3.org/2000/svg' width='2'", to: "Base/icon.svg")
    let findings = fixture.findings(UnreadableVectorRule.id)
    #expect(findings.map(\.file) == [fixture.path("Base/icon.svg")])
    #expect(fixture.findings(UndecodablePNGRule.id).isEmpty)
  }
}

extension Array where Element == UInt8 {
  fileprivate var base64: String { Data(self).base64EncodedString() }
}
