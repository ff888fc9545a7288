import Foundation
import Testing
import ThemePackLint
import ThemePackProject
import ThemePackTestSupport
import ThemePackToolTestSupport

/// What review found the font lint let through: names the manifest refuses (which stopped the
/// build with a terse manifest error), a file too large read whole before being refused, and a
/// symbolic link in `Fonts/` skipped without a word.
@Suite("lint: font file names and PostScript names the manifest refuses, oversized files, links")
struct FontFileMendTests {
  /// (label, file name in theme a's Fonts/, the face's PostScript name, message part)
  static let refusedNames: [(String, String, String, String)] = [
    // FreeType itself gives no PostScript name for one with a space or a '%'.
    ("a PostScript name with a space", "Brand-Bold.ttf", "Brand Bold", "face 0 has no PostScript name"),
    ("a PostScript name with '%'", "Brand-Bold.ttf", "Brand%Bold", "face 0 has no PostScript name"),
    // FreeType reads one of 128 characters; the manifest (and the client) take at most 127.
    (
      "a PostScript name of 128 characters", "Brand-Bold.ttf", String(repeating: "B", count: 128),
      "face 0: a PostScript name has 1 to 127 characters"
    ),
    ("a hidden file", ".Brand-Bold.ttf", "Brand-Bold", "a font file's name cannot start with '.'"),
    (
      "a backslash in the file name", "Brand\\Bold.ttf", "Brand-Bold",
      "a font file's name cannot hold a control character or a backslash"
    ),
  ]

  @Test(arguments: refusedNames)
  func aNameTheManifestRefusesIsAnUnreadableFontError(
    label: String, file: String, name: String, message: String
  )
    throws
  {
    let fixture = try LintFixture()
    try fixture.write(TestFont(postScriptName: name).bytes, to: "Themes/a/Fonts/" + file)
    let findings = fixture.findings(UnreadableFontRule.id)
    #expect(findings.count == 1, "\(label): \(fixture.lint().findings)")
    #expect(findings.first?.severity == .error, "\(label)")
    #expect(
      findings.first?.message.hasPrefix("font file '\(file)' is not usable: \(message)") == true,
      "\(label): \(findings.first?.message ?? "")")
  }

  @Test func aFontFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
    let fixture = try LintFixture()
    let path = fixture.path("Themes/a/Fonts/Huge.ttf")
    try fixture.write([], to: "Themes/a/Fonts/Huge.ttf")
    // A sparse file: its size on disk is over the limit, its bytes were never written.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: UInt64(FontFiles.maxFileSize + 1))
    try handle.close()
    let findings = fixture.findings(UnreadableFontRule.id)
    #expect(
      findings.map(\.message) == [
        "font file 'Huge.ttf' is not usable: \(FontFiles.maxFileSize + 1) bytes on disk, more than the "
          + "\(FontFiles.maxFileSize) allowed: not read"
      ])
  }

  @Test func aSymbolicLinkInFontsLeadingOutIsReported() throws {
    let fixture = try LintFixture()
    let outside = try TemporaryFolder("themepack-font-outside")
    try Data(TestFont(postScriptName: "Brand-Bold").bytes).write(
      to: URL(fileURLWithPath: outside.path("B.ttf")))
    try fixture.makeFolder("Themes/a/Fonts")
    try fixture.makeFolder("Fonts")
    for folder in ["Themes/a/Fonts", "Fonts"] {
      try FileManager.default.createSymbolicLink(
        atPath: fixture.path(folder + "/Brand-Bold.ttf"), withDestinationPath: outside.path("B.ttf"))
    }
    let findings = fixture.findings(SymbolicLinkRule.id)
    #expect(
      findings.map(\.file).sorted() == [
        fixture.path("Fonts/Brand-Bold.ttf"), fixture.path("Themes/a/Fonts/Brand-Bold.ttf"),
      ])
    #expect(findings.allSatisfy { $0.message.contains("leads outside the project folder") })
    #expect(findings.first { $0.file.contains("Themes/a") }?.theme == "a")
  }
}
