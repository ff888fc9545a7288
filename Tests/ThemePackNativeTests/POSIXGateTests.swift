import Foundation
import Testing
import ThemePackToolTestSupport

/// Only `ThemePackNative` calls the C library's file-system and process functions; every
/// other target of the tool goes through `FileSystemCalls` and `FileDescriptor`. (The app
/// library, `ThemePackClient`, depends on none of the tool's targets and keeps its own calls
/// in `ClientFileSystem`.)
@Suite("POSIX calls stay behind the ThemePackNative gate")
struct POSIXGateTests {
  static let sources = Golden.repositoryRoot.appendingPathComponent("Sources")

  /// The targets the gate does not cover: the gate itself and the app library.
  static let ungated: Set<String> = ["ThemePackNative", "ThemePackClient"]

  /// A bare call of a gated C function (not a method `x.open(`, not a declaration
  /// `func open(` or `case link(`), `errno`, or a raw `S_IF…`/`O_…` constant.
  static let pattern =
    #"(^|[^.\w])(strerror|lstat|stat|fstat|fstatat|open|openat|closedir|rename|renameat2?|link|linkat|unlink|"#
    + #"unlinkat|mkdir|fsync|fchmod|fdopendir|opendir|readdir|kill|dlsym|dlopen|getpid|realpath|readlinkat?|"#
    + #"dup|mallopt)\(|Foundation\.(write|read|link|open|close)\(|\berrno\b|\bS_IF[A-Z]+\b|\bO_[A-Z]+\b"#

  @Test func noFileOutsideNativeCallsTheCLibraryDirectly() throws {
    let regex = try NSRegularExpression(pattern: Self.pattern)
    var offenders: [String] = []
    let files = FileManager.default.enumerator(atPath: Self.sources.path)?.compactMap { $0 as? String } ?? []
    for relative in files.sorted()
    where relative.hasSuffix(".swift") && isGated(relative) {
      let text = try String(contentsOf: Self.sources.appendingPathComponent(relative), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = String(line)
        if code.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
        if code.range(of: #"(func|case) \w+\("#, options: .regularExpression) != nil { continue }
        let range = NSRange(code.startIndex..., in: code)
        if regex.firstMatch(in: code, range: range) != nil {
          offenders.append("\(relative):\(number + 1): \(code)")
        }
      }
    }
    #expect(files.contains { isGated($0) && $0.hasSuffix(".swift") }, "no gated source found")
    #expect(offenders == [])
  }

  /// Whether a path under `Sources/` is in one of the tool's targets the gate covers.
  private func isGated(_ relative: String) -> Bool {
    let target = String(relative.prefix { $0 != "/" })
    return target.hasPrefix("ThemePack") && target != relative && !Self.ungated.contains(target)
  }
}
