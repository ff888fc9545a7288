import Foundation
import Testing
import ThemePackBuild
import ThemePackImaging
import ThemePackLint
import ThemePackPackaging
import ThemePackProject
import ThemePackSupport

/// `themepack package` on a copy of the sample project: the main job, end to end.
@Suite("themepack package, end to end")
struct ProjectPackageCommandTests {
  @Test func packagesVerifyAndUnpackToExactlyTheBuiltThemes() throws {
    let project = try BuildCommandTests.SampleProject()
    let key = project.folder.path("signing.key")
    #expect(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
    let result = try project.package(["--sign-key", key])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("blue 1.1.0"))
    #expect(result.standardOutput.contains("added"))

    let packages = try FileManager.default.contentsOfDirectory(atPath: project.output + "/packages").sorted()
    #expect(packages.count == 8)
    #expect(packages.contains("index.json"))
    #expect(packages.contains("index.json.sig"), "a signing key signs the index too")
    for theme in ["blue", "darkGray", "default", "silver", "sunFlower", "wisteria"] {
      let zip = try #require(packages.first { $0.contains("-\(theme)-") && $0.hasSuffix(".zip") })
      let zipPath = project.output + "/packages/" + zip
      let verify = try ThemePackBinary.run(["verify", zipPath, "--public-key", key + ".pub"])
      #expect(verify.status == 0, "\(verify.standardError)")

      let target = project.folder.path("installed/\(theme)")
      let unpack = try ThemePackBinary.run([
        "unpack", zipPath, "--into", target, "--public-key", key + ".pub",
      ])
      #expect(unpack.status == 0, "\(unpack.standardError)")
      let installed = try project.tree("installed/\(theme)")
      let built = try project.tree("Output/themes/\(theme)")
      // Every built image arrives byte for byte; the manifest gains the files list and a signature.
      #expect(Set(installed.keys) == Set(built.keys).union(["manifest.json.sig"]))
      for (path, bytes) in built where path != "manifest.json" {
        #expect(installed[path] == bytes, "\(theme)/\(path)")
      }
      let manifest = try RuntimeManifest.parse([UInt8](try #require(installed["manifest.json"])))
      let listed = try #require(manifest.files)
      #expect(listed.map(\.path) == built.keys.filter { $0 != "manifest.json" }.sorted())
      for record in listed {
        let bytes = [UInt8](try #require(built[record.path]))
        #expect(record.size == bytes.count)
        #expect(record.sha256 == SHA256.hex(of: bytes))
      }
    }
  }

  @Test func publishedVersionsAreImmutable() throws {
    let project = try BuildCommandTests.SampleProject()
    #expect(try project.package().status == 0)
    let before = try project.tree("Output/packages")

    // The same content again is a no-op.
    let again = try project.package()
    #expect(again.status == 0)
    #expect(again.standardOutput.contains("unchanged"))
    #expect(!again.standardOutput.contains("added"))
    #expect(try project.tree("Output/packages") == before)

    // A new colour without a new version fails, naming the theme and what to do.
    let settings = project.assets + "/Themes/blue/theme.json"
    let text = try String(contentsOfFile: settings, encoding: .utf8)
    #expect(text.contains("34,107,170"))
    try text.replacingOccurrences(of: "34,107,170", with: "30,100,180")
      .write(toFile: settings, atomically: true, encoding: .utf8)
    let changed = try project.package()
    #expect(changed.status == 1)
    #expect(
      changed.standardError.contains("theme 'blue' version 1.1.0 is already published with different content")
    )
    #expect(changed.standardError.contains("bump"))
    #expect(try project.tree("Output/packages") == before)

    // With the version bumped it is added next to the old one.
    try String(contentsOfFile: settings, encoding: .utf8).replacingOccurrences(of: "1.1.0", with: "1.1.1")
      .write(toFile: settings, atomically: true, encoding: .utf8)
    let bumped = try project.package()
    #expect(bumped.status == 0, "\(bumped.standardError)")
    let after = try project.tree("Output/packages")
    #expect(after.keys.contains("com.example.ibus.themes-blue-1.1.1.zip"))
    #expect(
      after["com.example.ibus.themes-blue-1.1.0.zip"] == before["com.example.ibus.themes-blue-1.1.0.zip"])
  }

  /// A run stopped between the renames of `index.json` and `index.json.sig` leaves the new
  /// index, the old signature and the note `.index.json.pending`: the next `package`, here
  /// without the key, puts the note's signature in place. A damaged note stops `package`
  /// with one line naming it.
  @Test func theNextPackageHealsAnIndexPairAStoppedRunLeft() throws {
    let project = try BuildCommandTests.SampleProject()
    let key = project.folder.path("signing.key")
    #expect(try ThemePackBinary.run(["keygen", "--out", key]).status == 0)
    #expect(try project.package(["--sign-key", key]).status == 0)
    let packages = project.output + "/packages"
    let index = try FileReader.bytes(at: packages + "/index.json")
    let signature = try FileReader.bytes(at: packages + "/index.json.sig")
    let line = String(decoding: signature.dropLast(), as: UTF8.self)
    let note = #"{"indexSHA256":"\#(SHA256.hex(of: index))","signature":"\#(line)"}"#
    try AtomicFile.write(Array(note.utf8), to: packages + "/.index.json.pending")
    let stale = Data(repeating: 7, count: 64).base64EncodedString() + "\n"
    try AtomicFile.write(Array(stale.utf8), to: packages + "/index.json.sig")
    let healed = try project.package()
    #expect(healed.status == 0, "\(healed.standardError)")
    #expect(try FileReader.bytes(at: packages + "/index.json") == index)
    #expect(try FileReader.bytes(at: packages + "/index.json.sig") == signature)
    #expect(!FileManager.default.fileExists(atPath: packages + "/.index.json.pending"))

    try AtomicFile.write(Array("{\"indexSHA256\": 1}".utf8), to: packages + "/.index.json.pending")
    let refused = try project.package()
    #expect(refused.status == 1)
    #expect(
      refused.standardError.contains(
        "cannot read '\(packages)/.index.json.pending', left by an interrupted publish: "))
    #expect(refused.standardError.split(separator: "\n").count == 1, "\(refused.standardError)")
    #expect(try FileReader.bytes(at: packages + "/index.json.sig") == signature)
  }
}

@Suite("themepack lint: themes changed since their version was packaged")
struct VersionNotBumpedTests {
  @Test func lintWarnsWhenSourcesChangedButTheVersionDidNot() throws {
    let project = try BuildCommandTests.SampleProject()
    #expect(try project.package().status == 0)
    let packages = project.output + "/packages"
    let clean = try ThemePackBinary.run(["lint", "--assets", project.assets, "--packages", packages])
    #expect(clean.status == 0)
    #expect(!clean.standardOutput.contains("version-not-bumped"))

    // Re-save a master with one changed pixel: every theme that uses it changed.
    let master = project.assets + "/Base/busIcon@3x.png"
    var image = try PNGDecoder.decodeFile(atPath: master).image
    var pixel = image[0, 0]
    pixel.alpha = pixel.alpha == 255 ? 254 : pixel.alpha + 1
    image[0, 0] = pixel
    try PNGEncoder.write(image, toPath: master)

    let warned = try ThemePackBinary.run([
      "lint", "--assets", project.assets, "--packages", packages, "--strict",
    ])
    #expect(warned.status == 1)
    let expected = VersionNotBumpedRule.message(
      theme: "blue", version: "1.1.0", package: packages + "/com.example.ibus.themes-blue-1.1.0.zip")
    #expect(
      warned.standardOutput.contains("Themes/blue/theme.json:3:14: warning: [version-not-bumped] \(expected)")
    )
    #expect(warned.standardOutput.components(separatedBy: "[version-not-bumped]").count - 1 == 6)
  }

  @Test func theDefaultPackagesFolderOnlyAppliesToTheDefaultProject() throws {
    let project = try BuildCommandTests.SampleProject()
    #expect(try project.package().status == 0)
    let settings = project.assets + "/Themes/silver/theme.json"
    let text = try String(contentsOfFile: settings, encoding: .utf8)
    #expect(text.contains("#2C3E50"))
    try text.replacingOccurrences(of: "#2C3E50", with: "#2C3E51")
      .write(toFile: settings, atomically: true, encoding: .utf8)
    // In the project folder, with no options: Assets/ is compared with Output/packages.
    let inFolder = try ThemePackBinary.run(["lint"], in: project.folder.url)
    #expect(inFolder.standardOutput.contains("[version-not-bumped] theme 'silver'"))
    // An --assets folder is not compared with the packages of the folder lint runs in.
    let other = try ThemePackBinary.run(["lint", "--assets", project.assets], in: project.folder.url)
    #expect(other.status == 0)
    #expect(!other.standardOutput.contains("[version-not-bumped]"))
  }

  @Test func theSourceDigestIgnoresTheOutputFolderAndFollowsTheSources() throws {
    let project = try BuildCommandTests.SampleProject()
    let loaded = try #require(ThemeProject.load(assetsPath: project.assets).project)
    let blue = try #require(loaded.themes.first { $0.name == "blue" })
    let silver = try #require(loaded.themes.first { $0.name == "silver" })
    let first = ThemeSourceDigest.digest(of: blue, in: loaded)
    #expect(first == ThemeSourceDigest.digest(of: blue, in: loaded))
    #expect(first != ThemeSourceDigest.digest(of: silver, in: loaded))
    #expect(try project.build().status == 0)
    #expect(first == ThemeSourceDigest.digest(of: blue, in: loaded))
    var recoloured = blue
    recoloured.color.red ^= 1
    #expect(first != ThemeSourceDigest.digest(of: recoloured, in: loaded))
  }

  /// `SOURCE_DATE_EPOCH` dates the index, `--index-date` wins over it, and a date going back
  /// or a malformed variable fails with one line and leaves the index as it was.
  @Test func theIndexIsDatedFromSourceDateEpochOrTheOption() throws {
    let project = try BuildCommandTests.SampleProject()
    func run(_ extra: [String], epoch: String) throws -> ThemePackBinary.Result {
      try ThemePackBinary.run(
        ["package", "--assets", project.assets, "--output", project.output] + extra,
        environment: ["SOURCE_DATE_EPOCH": epoch])
    }
    func date() throws -> String? {
      try PackageIndex.load(fromFile: project.output + "/packages/index.json").date
    }
    #expect(try run([], epoch: "1796119200").status == 0)
    #expect(try date() == "2026-12-01T10:00:00Z")
    let back = try run([], epoch: "0")
    #expect(back.status == 1)
    #expect(back.standardError.contains("index date 1970-01-01T00:00:00Z is older than 2026-12-01T10:00:00Z"))
    #expect(back.standardError.split(separator: "\n").count == 1)
    #expect(try run(["--index-date", "2026-12-02T00:00:00Z"], epoch: "soon").status == 0)
    #expect(try date() == "2026-12-02T00:00:00Z")
    let malformed = try run([], epoch: "soon")
    #expect(malformed.status == 1)
    #expect(malformed.standardError.contains("SOURCE_DATE_EPOCH 'soon' is not a whole number of seconds"))
    #expect(try date() == "2026-12-02T00:00:00Z")
  }
}

extension BuildCommandTests.SampleProject {
  func package(_ extra: [String] = []) throws -> ThemePackBinary.Result {
    try ThemePackBinary.run(["package", "--assets", assets, "--output", output] + extra)
  }
}
