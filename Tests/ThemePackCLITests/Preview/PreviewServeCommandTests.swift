import Foundation
import Testing
import ThemePackTestSupport

/// `themepack preview --serve`, end to end: the built binary on a copy of the sample, a
/// port it picks, a save it shows, and SIGTERM.
@Suite("themepack preview --serve, end to end")
struct PreviewServeCommandTests {
  /// Serves the page (with a colour input) on 127.0.0.1 only, shows a saved change of blue's
  /// colour within 10 s, and exits 0 within 5 s of SIGTERM.
  @Test func servesShowsASaveAndStopsOnSIGTERM() throws {
    let sample = try SampleCopy("themepack-serve-cli")
    let process = Process()
    process.executableURL = ThemePackBinary.url
    process.arguments = [
      "preview", "--serve", "--port", "0", "--assets", sample.assets, "--output", sample.output, "--theme",
      "blue",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

    let line = try #require(Self.line(startingWith: "serving ", from: output.fileHandleForReading))
    let port = try #require(
      line.firstMatch(of: /^serving http:\/\/127\.0\.0\.1:(\d+)\/ \(Ctrl-C stops\)$/).flatMap { Int($0.1) },
      "\(line)")
    #expect(Self.listeningAddresses(port: port) == ["127.0.0.1"])

    let page = try LoopbackHTTPClient.fetch(port: port, "/")
    #expect(page.status == 200)
    #expect(page.text.contains(#"<input type="color""#))
    #expect(page.text.contains(#"data-theme="blue""#))

    try sample.editJSON("Themes/blue/theme.json") { $0["color"] = "#B02E0C" }
    let deadline = Date() + 10
    var shown = false
    while !shown && Date() < deadline {
      shown = try LoopbackHTTPClient.fetch(port: port, "/").text.contains(##"<td class="hex">#B02E0C</td>"##)
      if !shown { Thread.sleep(forTimeInterval: 0.1) }
    }
    #expect(shown, "blue's new colour did not show within 10 s")

    process.terminate()
    let stopDeadline = Date() + 5
    while process.isRunning && Date() < stopDeadline { Thread.sleep(forTimeInterval: 0.05) }
    #expect(!process.isRunning, "still running 5 s after SIGTERM")
    if !process.isRunning {
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 0)
    }
  }

  @Test(arguments: ["0.0.0.0", "192.168.1.10", "::1"])
  func anotherAddressIsAUsageError(host: String) throws {
    let result = try ThemePackBinary.run(["preview", "--serve", "--host", host, "--port", "0"])
    #expect(result.status == 64)
    #expect(
      result.standardError.hasPrefix(
        "Error: cannot serve on '\(host)': the preview serves 127.0.0.1 only"), "\(result.standardError)")
  }

  /// A port another program holds is an error naming it, before anything is drawn.
  @Test func aTakenPortIsAnErrorNamingIt() throws {
    let folder = try TemporaryFolder("themepack-serve-taken")
    let holder = try LoopbackFileServer(serving: folder.url)
    defer { holder.stop() }
    let port = try #require(holder.baseURL.port)
    let result = try ThemePackBinary.run(["preview", "--serve", "--port", "\(port)"])
    #expect(result.status == 1)
    #expect(result.standardError == "error: cannot listen on 127.0.0.1:\(port): Address already in use\n")
  }

  @Test func portWithoutServeIsAUsageError() throws {
    let result = try ThemePackBinary.run(["preview", "--port", "9000"])
    #expect(result.status == 64)
    #expect(result.standardError.hasPrefix("Error: '--port' needs '--serve'"))
  }

  /// The first line of `handle` that starts with `prefix` (nil when it ends first).
  static func line(startingWith prefix: String, from handle: FileHandle) -> String? {
    var buffer = Data()
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { return nil }
      buffer += chunk
      let lines = String(decoding: buffer, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      for line in lines.dropLast() where line.hasPrefix(prefix) { return String(line) }
    }
  }

  /// The local addresses listening on TCP `port`, from /proc/net/tcp and /proc/net/tcp6.
  static func listeningAddresses(port: Int) -> [String] {
    var addresses: [String] = []
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
      // Read to the end: a /proc table says it is empty, and a read sized by that stops
      // after its first page, which a busy machine's other sockets fill.
      guard let handle = FileHandle(forReadingAtPath: table) else { continue }
      defer { try? handle.close() }
      let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
      for row in text.split(separator: "\n").dropFirst() {
        let fields = row.split(separator: " ")
        guard fields.count > 3, fields[3] == "0A" else { continue }
        let local = fields[1].split(separator: ":")
        guard local.count == 2, Int(local[1], radix: 16) == port else { continue }
        if local[0].count == 8, let value = UInt32(local[0], radix: 16) {
          let bytes = withUnsafeBytes(of: value.littleEndian) { Array($0) }
          addresses.append(bytes.map(String.init).joined(separator: "."))
        } else {
          addresses.append("IPv6 " + local[0])
        }
      }
    }
    return addresses
  }
}
