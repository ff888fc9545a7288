import Foundation
import Testing
import ThemePackCatalog
import ThemePackLint
import ThemePackTestSupport

/// The catalog lint's checks of an image set's vector files (`catalog-vector`): documents of
/// their kind pass, anything else is one finding naming the file; a single-scale vector beside
/// per-scale files of the same idiom and appearance is refused in `Contents.json`.
@Suite("catalog lint: PDF and SVG files of image sets")
struct CatalogVectorTests {
  static func lint(file: String, bytes: [UInt8], entries: String? = nil) throws -> (
    LintReport, TemporaryFolder
  ) {
    let folder = try TemporaryFolder("catalog-vector")
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "V.xcassets/Contents.json")
    try folder.write(bytes, to: "V.xcassets/logo.imageset/\(file)")
    let listed = entries ?? #"{ "filename" : "\#(file)", "idiom" : "universal" }"#
    try folder.write(
      #"{ "images" : [ \#(listed) ], "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "preserves-vector-representation" : true } }"#,
      to: "V.xcassets/logo.imageset/Contents.json")
    return (CatalogLinter.lint(catalogPath: folder.path("V.xcassets")), folder)
  }

  static let svg = Array(
    #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><path d="M0 0h24v24z"/></svg>"#
      .utf8)
  static let pdf = TestPDF.page()

  @Test(arguments: [("logo.svg", svg), ("logo.pdf", pdf)])
  func documentsOfTheirKindLintClean(file: String, bytes: [UInt8]) throws {
    let (report, _) = try Self.lint(file: file, bytes: bytes)
    #expect(report.findings.isEmpty, "\(report.findings)")
  }

  /// (label, file, bytes, the message's end)
  static let hostile: [(String, String, [UInt8], String)] = [
    (
      "a PNG named .pdf", "logo.pdf", [0x89, 0x50, 0x4E, 0x47],
      "not a PDF document: no '%PDF-' header in its first 1024 bytes"
    ),
    (
      "a PDF cut short", "logo.pdf", Array(pdf.prefix(40)),
      "a PDF cut short: no '%%EOF' in its last 1024 bytes"
    ),
    (
      "HTML named .svg", "logo.svg", Array("<html><body/></html>".utf8),
      "not an SVG document: its root element is 'html'"
    ),
    (
      "malformed XML", "logo.svg", Array("<svg><g></svg>".utf8),
      "not an SVG document: malformed XML at line 1"
    ),
    ("empty", "logo.svg", [], "the file is empty"),
    (
      "an external entity", "logo.svg",
      Array(
        #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>"#.utf8),
      "declares the external entity 'x', which ThemePack never reads"
    ),
    (
      "a billion laughs", "logo.svg",
      Array(
        ("<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\">"
          + (1...9).map {
            "<!ENTITY \(Character(UnicodeScalar(97 + $0)!)) \""
              + String(repeating: "&\(Character(UnicodeScalar(96 + $0)!));", count: 10) + "\">"
          }.joined()
          + "]><svg>&j;</svg>").utf8),
      "expands its entities to 13333.3 MB, over the 1.0 MB an SVG may"
    ),
  ]

  @Test(arguments: hostile)
  func badDocumentsAreOneFindingEach(label: String, file: String, bytes: [UInt8], message: String) throws {
    let (report, folder) = try Self.lint(file: file, bytes: bytes)
    let findings = report.findings.filter { $0.ruleID == "catalog-vector" }
    #expect(findings.count == 1, "\(label): \(report.findings)")
    #expect(findings.first?.file == folder.path("V.xcassets/logo.imageset/\(file)"), "\(label)")
    #expect(findings.first?.message.contains(message) == true, "\(label): \(findings)")
    #expect(findings.first?.message.contains("\n") == false, "\(label)")
  }

  /// A vector file that is a link leaving the catalog is never read, and said so.
  @Test func aLinkedVectorLeavingTheCatalogIsRefused() throws {
    let (_, folder) = try Self.lint(file: "logo.pdf", bytes: Self.pdf)
    try FileManager.default.removeItem(atPath: folder.path("V.xcassets/logo.imageset/logo.pdf"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("V.xcassets/logo.imageset/logo.pdf"), withDestinationPath: "/etc/passwd")
    let report = CatalogLinter.lint(catalogPath: folder.path("V.xcassets"))
    #expect(report.findings.contains { $0.ruleID == "symbolic-link" }, "\(report.findings)")
    #expect(!report.findings.contains { $0.ruleID == "catalog-vector" }, "\(report.findings)")
  }

  @Test func aSingleScaleVectorBesidePerScaleFilesIsRefused() throws {
    let png = try LegacyThemeArt.png(
      LegacyThemeArt.flat(width: 2, height: 2, color: (0, 0, 0)), width: 2, height: 2)
    let folder = try TemporaryFolder("catalog-vector")
    try folder.write(#"{"info" : {"author" : "xcode", "version" : 1}}"#, to: "V.xcassets/Contents.json")
    try folder.write(Self.pdf, to: "V.xcassets/logo.imageset/logo.pdf")
    try folder.write(png, to: "V.xcassets/logo.imageset/logo@2x.png")
    try folder.write(
      #"{ "images" : [ { "filename" : "logo.pdf", "idiom" : "universal" }, { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" } ], "info" : { "author" : "xcode", "version" : 1 } }"#,
      to: "V.xcassets/logo.imageset/Contents.json")
    let report = CatalogLinter.lint(catalogPath: folder.path("V.xcassets"))
    let findings = report.findings.filter { $0.ruleID == "catalog-vector" }
    #expect(
      findings.map(\.message) == [
        "'logo.pdf' is a single-scale vector of image set 'logo', but 'logo@2x.png' gives the same idiom and "
          + "appearance a 2x file: keep one or the other"
      ])
    #expect(findings.first?.file == folder.path("V.xcassets/logo.imageset/Contents.json"))
    #expect(findings.first?.line != nil)
  }
}
