import Foundation
import Testing
import ThemePackTestSupport

/// `themepack install` of the sample's real signed index against a server that misbehaves
/// on the package: it ends at `--timeout` however the bytes come (none, or one at a time),
/// says so in one line, exits 1 and leaves the root without the theme.
@Suite("journey: install against a slow server ends at its deadline")
struct InstallDeadlineJourneyTests {
  @Test(arguments: [
    MisbehavingServer.Behaviour.stall, .trickle(size: 1000, interval: 0.5),
  ])
  func aSlowPackageDownloadEndsAtTheTimeout(_ behaviour: MisbehavingServer.Behaviour) throws {
    let journey = try PackageInstallJourneyTests.Journey()
    try journey.package()
    let packages = URL(fileURLWithPath: journey.output + "/packages")
    let index = try [UInt8](Data(contentsOf: packages.appendingPathComponent("index.json")))
    let signature = try [UInt8](Data(contentsOf: packages.appendingPathComponent("index.json.sig")))
    let listing = try #require(try JSONSerialization.jsonObject(with: Data(index)) as? [String: Any])
    let entries = try #require(listing["packages"] as? [[String: Any]])
    let file = try #require(entries.first { $0["theme"] as? String == "blue" }?["file"] as? String)
    let server = try MisbehavingServer([
      "/index.json": .bytes(index), "/index.json.sig": .bytes(signature), "/\(file)": behaviour,
    ])
    defer { server.stop() }

    let started = ContinuousClock.now
    let result = try ThemePackBinary.run([
      "install", "--index", server.url("/index.json").absoluteString, "--theme", "blue", "--into",
      journey.root,
      "--public-key", journey.key + ".pub", "--timeout", "3",
    ])
    let took = ContinuousClock.now - started

    #expect(result.status == 1)
    #expect(
      result.standardError
        == "error: cannot fetch '\(server.url("/\(file)").absoluteString)': it timed out after 3 s\n")
    #expect(took < .seconds(10), "one deadline for the package download: took \(took)")
    #expect(server.requested.contains("/\(file)"), "the index and its signature were accepted first")
    let blue = URL(fileURLWithPath: journey.root).appendingPathComponent("blue")
    let left = (try? FileManager.default.contentsOfDirectory(atPath: blue.path)) ?? []
    #expect(!left.contains("current"), "no version became current: \(left)")
  }
}
