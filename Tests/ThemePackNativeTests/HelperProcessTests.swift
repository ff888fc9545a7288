import Dispatch
import Foundation
import Testing
import ThemePackNative

/// The SVG cage's helper (`themepack-svg`) outlives the call that starts it: it must hold no
/// descriptor of its parent, or a pipe another thread opened for a child of its own would never
/// reach its end of file (a build that drew an SVG while `pdftocairo` ran hung for ever).
@Suite("A helper process holds none of its parent's descriptors")
struct HelperProcessTests {
  /// `themepack-svg`, built beside the test executable (Linux) or the test bundle (Darwin, where
  /// `swift test` runs the bundle in a host program of the toolchain).
  static let helperPath: String = {
    #if canImport(Darwin)
      let folder = Bundle(for: BundleToken.self).bundleURL.deletingLastPathComponent()
    #else
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    #endif
    return folder.appendingPathComponent("themepack-svg").path
  }()

  /// A class of this test bundle, for `Bundle(for:)`.
  private final class BundleToken {}

  @Test func aPipeOpenWhenTheHelperStartsReachesItsEndOnceItsWriterCloses() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.helperPath), "\(Self.helperPath)")
    let pipe = Pipe()  // Foundation's pipes are not close-on-exec: the helper is handed both ends
    let helper = try HelperProcess(path: Self.helperPath)
    defer { helper.stop() }
    try pipe.fileHandleForWriting.close()
    let ended = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      _ = pipe.fileHandleForReading.readDataToEndOfFile()
      ended.signal()
    }
    #expect(ended.wait(timeout: .now() + 20) == .success, "the helper still holds the pipe's writing end")
  }
}
