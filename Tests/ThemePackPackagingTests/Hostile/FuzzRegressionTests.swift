import Foundation
import Testing
import ThemePackBuild
import ThemePackImaging
import ThemePackImport
import ThemePackPackaging
import ThemePackSupport
import ThemePackToolTestSupport

/// The inputs `make fuzz` found (kept in `Tests/Fuzz/regressions/`), each now refused with
/// one-line messages.
@Suite("fuzz findings stay fixed")
struct FuzzRegressionTests {
  static let folder = Golden.repositoryRoot.appendingPathComponent("Tests/Fuzz/regressions")

  @Test func libarchiveMessagesAreOneLine() throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.folder.appendingPathComponent("zip-libarchive-message-newline.zip")))
    let problems = PackageVerifier.check(bytes: bytes, publicKey: nil).problems
    #expect(!problems.isEmpty)
    for problem in problems { #expect(!problem.message.contains("\n"), "\(problem.message)") }
  }

  @Test func aBinaryPlistWithASetIsRefusedBeforeFoundationReadsIt() throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("plist-binary-set.plist")))
    #expect(throws: ImportError.self) { _ = try SwiftThemeFileReader.parse(bytes, file: "Red.plist") }
    do {
      _ = try SwiftThemeFileReader.parse(bytes, file: "Red.plist")
    } catch {
      #expect(error.description.contains("is a set"), "\(error.description)")
    }
  }

  /// A JSON theme whose root is a string with escaped newlines: the refusal quotes it escaped.
  @Test func aThemeFileWhoseRootIsAStringIsRefusedInOneLine() throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.folder.appendingPathComponent("plist-json-root-string-newline.json")))
    #expect {
      _ = try SwiftThemeFileReader.parse(bytes, file: "Red.json")
    } throws: { error in
      let message = "\(error)"
      return message.hasPrefix("cannot import 'Red.json': a SwiftTheme theme is a dictionary of key paths")
        && !message.contains("\n")
    }
  }

  @Test func jsonMessagesAreOneLine() throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("json-key-newline.json")))
    #expect {
      _ = try JSONDocument.parseValue(bytes)
    } throws: { error in
      !String(describing: error).contains("\n")
    }
  }

  @Test func manifestMessagesQuotingStringsAreOneLine() throws {
    let bytes = [UInt8](
      try Data(contentsOf: Self.folder.appendingPathComponent("json-manifest-string-newline.json")))
    #expect {
      _ = try RuntimeManifest.parse(bytes, file: "manifest.json")
    } throws: { error in
      let text = String(describing: error)
      return text.contains(#"the string 'de00\u{A},{{'"#) && !text.contains("\n")
    }
  }

  /// An SVG whose start tag holds bytes that are not UTF-8: Foundation's XML parser trapped
  /// on it; now refused in one line before the parser reads it.
  @Test func anSVGThatIsNotUTF8IsRefusedBeforeTheXMLParser() throws {
    let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("svg-invalid-utf8-name.svg")))
    #expect {
      _ = try VectorDocument.read(bytes, format: .svg)
    } throws: { error in
      let reason = (error as? VectorReadError)?.reason ?? ""
      return reason.hasPrefix("is not UTF-8 text (byte ") && !reason.contains("\n")
    }
  }
}
