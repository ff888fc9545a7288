import Foundation
import Testing
import ThemePackToolTestSupport

/// The package builds where iOS teams work: every use of a Linux-only symbol (inotify,
/// `sigtimedwait`, `mallopt`, `renameat2`, `SOCK_CLOEXEC`, Glibc itself…) sits in an
/// `os(Linux)`/`canImport(Glibc)` branch (C: `__linux__`/`__GLIBC__`) with the Darwin
/// branch beside it. Linux CI cannot compile the Darwin branches (`apple.yml` does); this
/// keeps a new Linux-only call from slipping in outside one.
@Suite("Platform branches: no Linux-only symbol outside an os(Linux) branch")
struct PlatformBranchTests {
  static let root = Golden.repositoryRoot

  /// Sources are scanned for runtime paths too (`/proc/…` exists only on Linux); tests only
  /// for what would not compile (a Linux-only check at run time is the test's own business).
  @Test(arguments: ["Sources", "Tests", "Plugins"])
  func noLinuxOnlySymbolOutsideALinuxBranch(folder: String) throws {
    let base = Self.root.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
    var scanned = 0
    for relative in files.sorted() where [".swift", ".c", ".h"].contains(where: relative.hasSuffix) {
      guard !relative.hasPrefix("RealProjects/"), !relative.hasPrefix("Golden/") else { continue }
      let text = try String(contentsOf: base.appendingPathComponent(relative), encoding: .utf8)
      scanned += 1
      let findings = PlatformBranchScan.findings(
        in: text, file: "\(folder)/\(relative)", includeRuntimePaths: folder != "Tests")
      for finding in findings { Issue.record(Comment(rawValue: finding.description)) }
    }
    #expect(folder == "Plugins" || scanned > 10, "scanned \(scanned) files under \(folder)")
  }

  /// The scan itself: each case is a file and what it must report.
  @Test(arguments: [
    ("import Glibc\n", ["import Glibc"]),
    ("#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Darwin)\n  import Darwin\n#endif\n", []),
    ("#if os(Linux)\n  x = inotify_init1(0)\n#else\n  x = inotify_init1(0)\n#endif\n", ["inotify_init1"]),
    ("#if !os(Linux)\n  sigtimedwait(a, b, c)\n#endif\n", ["sigtimedwait"]),
    ("/// calls `mallopt` through the shim\nlet a = 1 // mallopt\n", []),
    ("/* memfd_create\n   mallopt */ int x;\n", []),
    (
      "#if defined(__linux__)\nint f = memfd_create(n, 0);\n#endif\nint g = memfd_create(n, 0);\n",
      ["memfd_create"]
    ),
    ("#ifdef __GLIBC__\nmallopt(M_ARENA_MAX, 1);\n#endif\n", []),
    ("#if os(macOS)\n#elseif os(Linux)\nlet t = s.st_mtim\n#endif\n", []),
    ("let t = s.st_mtim\n", ["st_mtim"]),
    ("#if canImport(Darwin)\n  let t = s.st_mtimespec\n#else\n  let t = s.st_mtim\n#endif\n", []),
    ("#if canImport(Darwin)\n#elseif os(Windows)\n#else\n  let t = s.st_mtim\n#endif\n", []),
    ("#if os(Windows)\n#else\n  let t = s.st_mtim\n#endif\n", ["st_mtim"]),
    ("#include <malloc.h>\nint renameat2x;\n", ["<malloc.h>"]),
    ("let table = \"/proc/net/tcp\"\n", ["\"/proc/"]),
    ("#if canImport(Darwin)\n#if os(Linux)\n#endif\nsend(s, b, n, MSG_NOSIGNAL)\n#endif\n", ["MSG_NOSIGNAL"]),
    ("posix_spawn(&pid, path, nil, nil, argv, environ)\n", ["environ"]),
    ("#if canImport(Darwin)\n  let e = _NSGetEnviron().pointee\n#else\n  let e = environ\n#endif\n", []),
    ("let e = ProcessInfo.processInfo.environment\nlet f = __environ\n", ["__environ"]),
    ("int n = get_nprocs();\nint m = ppoll(f, 1, t, s);\n", ["get_nprocs", "ppoll"]),
    (
      "fdatasync(fd)\nlet r = posix_fallocate(fd, 0, off64_t(size))\n",
      ["fdatasync", "posix_fallocate", "off64_t"]
    ),
    (
      "#if os(Linux)\n  close_range(3, ~0, 0)\n#else\n  closefrom(3)\n#endif\nlet f = O_DIRECT\n",
      ["O_DIRECT"]
    ),
  ])
  func scanFindsWhatItMust(text: String, expected: [String]) {
    let found = PlatformBranchScan.findings(in: text, file: "case").map(\.symbol)
    #expect(found == expected, "\(text)")
  }
}
