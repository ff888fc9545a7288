import Foundation
import Testing
import ThemePackTestSupport

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The Python that runs the bench's scripts (`make bench` runs `python3`).
private let benchmarkPython = "/usr/bin/python3"

/// `Tests/Benchmark/range_server.py`, the server `make bench`'s update table is measured
/// against: it must answer a range with 206 and exactly those bytes, or the bench would
/// silently time full downloads (Python's own http.server ignores `Range`). No timing here.
@Suite(
  "the update bench's server answers Range honestly",
  .enabled(if: FileManager.default.isExecutableFile(atPath: benchmarkPython)))
struct BenchmarkRangeServerTests {
  static let size = 100_000
  /// The served file: every byte different from its neighbours, so a shifted range shows.
  static let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }

  /// One request: its `Range` (and `If-Range`), and the status, `Content-Range` and bytes it
  /// must get.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var headers: [String: String]
    var status: Int
    var contentRange: String?
    var body: Range<Int>

    init(_ name: String, _ range: String?, _ status: Int, _ contentRange: String?, _ body: Range<Int>) {
      self.name = name
      headers = range.map { ["Range": $0] } ?? [:]
      self.status = status
      self.contentRange = contentRange
      self.body = body
    }

    var testDescription: String { name }
  }

  static let whole = 0..<100_000
  static let cases: [Case] = [
    Case("a middle range", "bytes=1000-1999", 206, "bytes 1000-1999/100000", 1000..<2000),
    Case("an open range", "bytes=99990-", 206, "bytes 99990-99999/100000", 99990..<100_000),
    Case("a suffix", "bytes=-10", 206, "bytes 99990-99999/100000", 99990..<100_000),
    Case(
      "a range past the end, clipped", "bytes=99000-200000", 206, "bytes 99000-99999/100000", 99000..<100_000),
    Case("the first byte", "bytes=0-0", 206, "bytes 0-0/100000", 0..<1),
    Case("no Range", nil, 200, nil, whole),
    Case("two ranges, answered whole", "bytes=0-1,5-6", 200, nil, whole),
    Case("bad syntax, answered whole", "bytes=9-3", 200, nil, whole),
    Case("another unit, answered whole", "items=0-9", 200, nil, whole),
    Case("a start past the end", "bytes=100000-", 416, "bytes */100000", 0..<0),
    {
      var item = Case("If-Range of another file", "bytes=0-9", 200, nil, whole)
      item.headers["If-Range"] = "\"changed\""
      return item
    }(),
  ]

  /// `range_server.py` serving a folder with `file.bin`, stopped when the value dies.
  final class Server {
    let folder: TemporaryFolder
    let process = Process()
    let base: String

    init() throws {
      folder = try TemporaryFolder("themepack-range-server")
      try folder.write(BenchmarkRangeServerTests.bytes, to: "file.bin")
      let script = ThemePackBinary.repositoryRoot.appendingPathComponent("Tests/Benchmark/range_server.py")
      process.executableURL = URL(fileURLWithPath: benchmarkPython)
      process.arguments = [script.path, folder.url.path]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      var line = Data()
      while !line.contains(UInt8(ascii: "\n")) {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        line += chunk
      }
      let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      let prefix = "serving http://127.0.0.1:"
      base = try #require(text.hasPrefix(prefix) ? String(text.dropFirst(8)) : nil, "\(text)")
    }

    /// GETs `file.bin` with `headers`: the status, the response's headers and its bytes.
    func get(_ headers: [String: String]) async throws -> (status: Int, headers: [String: String], body: Data)
    {
      var request = URLRequest(url: try #require(URL(string: base + "/file.bin")))
      for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
      request.cachePolicy = .reloadIgnoringLocalCacheData
      request.timeoutInterval = 60
      let configuration = URLSessionConfiguration.ephemeral
      configuration.urlCache = nil
      let (body, response) = try await URLSession(configuration: configuration).data(for: request)
      let http = try #require(response as? HTTPURLResponse)
      var fields: [String: String] = [:]
      for (name, value) in http.allHeaderFields {
        if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
      }
      return (http.statusCode, fields, body)
    }

    deinit {
      process.terminate()
      process.waitUntilExit()
    }
  }

  @Test(arguments: cases)
  func answersARangeRequestAsAStaticHostDoes(_ item: Case) async throws {
    let server = try Server()
    let answer = try await server.get(item.headers)
    #expect(answer.status == item.status)
    #expect(answer.headers["content-range"] == item.contentRange)
    #expect(answer.body == Data(Self.bytes[item.body]))
    if item.status != 416 {
      #expect(answer.headers["accept-ranges"] == "bytes")
      #expect(answer.headers["content-length"] == String(item.body.count))
    }
  }

  @Test func answersARangeWhoseIfRangeIsTheFilesETag() async throws {
    let server = try Server()
    let whole = try await server.get([:])
    let etag = try #require(whole.headers["etag"])
    #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && etag.count > 2)
    let part = try await server.get(["Range": "bytes=500-599", "If-Range": etag])
    #expect(part.status == 206)
    #expect(part.headers["content-range"] == "bytes 500-599/100000")
    #expect(part.headers["etag"] == etag)
    #expect(part.body == Data(Self.bytes[500..<600]))
  }
}
