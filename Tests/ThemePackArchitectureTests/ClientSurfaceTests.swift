import Foundation
import Testing
import ThemePackToolTestSupport

/// The app library's surface (issue 50): what an iOS developer reads is the public top-level
/// types of ThemePackClient, on every platform's branch; the wire types are `package`.
@Suite("ThemePackClient's public surface: at most 22 types, each in the DocC topics")
struct ClientSurfaceTests {
  static let client = FolderDependencyTests.sources.appendingPathComponent("ThemePackClient")
  static let topics = client.appendingPathComponent("ThemePackClient.docc/ThemePackClient.md")

  static func publicTypes() throws -> [String] {
    let manager = FileManager.default
    let files = try manager.subpathsOfDirectory(atPath: client.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    return try files.flatMap { file in
      PublicTypeScan.publicTopLevelTypes(
        in: try String(contentsOf: client.appendingPathComponent(file), encoding: .utf8))
    }
  }

  @Test func theClientHasAtMostTwentyTwoPublicTopLevelTypes() throws {
    let types = try Self.publicTypes()
    #expect(types.count <= 22, "\(types.count) public types: \(types.sorted())")
    #expect(types.contains("ThemeStore") && types.contains("ThemeInstaller"), "the scan found the library")
  }

  /// The DocC topics name every public type (the Apple-only SwiftUI view, which Linux's
  /// symbol graph lacks, is named in the prose of docs/packages-and-app.md instead).
  @Test func everyPublicTypeIsInTheTopics() throws {
    let topics = try String(contentsOf: Self.topics, encoding: .utf8)
    for type in try Self.publicTypes() where type != "ThemedImage" {
      #expect(topics.contains("- ``\(type)``"), "\(type) is not in ThemePackClient.md's topics")
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var label: String
    var source: String
    var expected: [String]
    var testDescription: String { label }
  }

  static let cases: [Case] = [
    Case(label: "a public struct", source: "public struct A {}", expected: ["A"]),
    Case(label: "attributes and final", source: "@MainActor public final class B {}", expected: ["B"]),
    Case(label: "a typealias", source: "public typealias C = Int", expected: ["C"]),
    Case(label: "package and internal", source: "package struct D {}\nstruct E {}", expected: []),
    Case(label: "nested", source: "public struct F { public struct G {} }", expected: ["F"]),
    Case(label: "in an extension", source: "extension H { public enum I {} }", expected: []),
    Case(
      label: "inside #if", source: "#if canImport(UIKit)\n  public struct J: View {}\n#endif", expected: ["J"]
    ),
    Case(label: "a public member", source: "struct K { public var x: Int }", expected: []),
    Case(label: "a comment", source: "// public struct L {}\n/* public enum M {} */", expected: []),
    Case(label: "a string", source: #"let s = "public struct N {}""#, expected: []),
    Case(label: "a public function", source: "public func struct_() {}", expected: []),
    Case(
      label: "a scoped re-export", source: "@_exported import struct ThemePackArchive.ThemeRGBA",
      expected: ["ThemeRGBA"]),
    Case(label: "a module re-export", source: "@_exported import ThemePackArchive", expected: []),
    Case(label: "a scoped import", source: "import struct ThemePackArchive.ThemeRGBA", expected: []),
    Case(
      label: "a re-exported function",
      source: "@_exported import func ThemePackArchive.f\npublic struct O {}",
      expected: ["O"]),
    Case(
      label: "a scoped enum re-export",
      source: "@_exported import enum ThemePackArchive.P\nimport struct Q.R",
      expected: ["P"]),
  ]

  @Test(arguments: cases)
  func theScanCountsOnlyPublicTopLevelTypes(_ item: Case) {
    #expect(PublicTypeScan.publicTopLevelTypes(in: item.source) == item.expected)
  }
}
