import Foundation

/// Finds uses of Linux-only C symbols that no Linux branch encloses, in Swift and C files.
///
/// A line is inside a Linux branch when an enclosing `#if`/`#elseif` condition names Linux
/// (`os(Linux)`, `canImport(Glibc)`, `__linux__`, `__GLIBC__`) without negating it; its
/// `#else` is not. Comments are not code: `//` to the end of a line and C's `/* … */`.
struct PlatformBranchScan {
  /// A use found outside every Linux branch.
  struct Finding: Equatable, CustomStringConvertible {
    var file: String
    var line: Int
    var symbol: String
    var description: String { "\(file):\(line): \(symbol) outside an os(Linux) branch" }
  }

  /// Symbols that exist only in glibc or the Linux kernel's interface, or spellings of
  /// portable calls that compile only against Glibc (`SOCK_STREAM.rawValue`, `st_mtim`,
  /// `environ`, which Darwin's module does not declare for Swift). Looked for outside string
  /// literals.
  static var linuxOnly: Regex<(Substring, Substring?)> {
    #/(?:^|[^A-Za-z0-9_])(inotify_[A-Za-z0-9_]+|IN_[A-Z_]{4,}|sigtimedwait|sigwaitinfo|syncfs|mallopt|mallinfo2?|malloc_trim|malloc_usable_size|M_MMAP_THRESHOLD|M_ARENA_MAX|renameat2|O_PATH|O_TMPFILE|O_NOATIME|SOCK_CLOEXEC|SOCK_NONBLOCK|MSG_NOSIGNAL|MSG_MORE|SO_PEERCRED|memfd_create|epoll_[A-Za-z0-9_]+|timerfd_[A-Za-z0-9_]+|accept4|pipe2|dup3|ppoll|signalfd|eventfd|prctl|prlimit|statx|copy_file_range|fallocate|posix_fallocate|fdatasync|sync_file_range|close_range|posix_spawn_file_actions_addclosefrom_np|pthread_getattr_np|pidfd_[a-z_]+|execvpe|clearenv|O_DIRECT|O_LARGEFILE|off64_t|f?stat64|lstat64|fstatat64|lseek64|pread64|pwrite64|ftruncate64|open64|CLOCK_BOOTTIME|CLOCK_(?:MONOTONIC|REALTIME)_COARSE|SOL_TCP|TCP_CORK|MAP_POPULATE|posix_fadvise|getrandom|gettid|getauxval|sched_getaffinity|get_nprocs|secure_getenv|strchrnul|memrchr|mremap|st_[amc]tim|SOCK_STREAM\.rawValue|_?_?environ|Glibc\.[A-Za-z_]+|import\s+Glibc)(?![A-Za-z0-9_])|<malloc\.h>/#
  }

  /// A path that exists only on Linux, looked for inside string literals too.
  static var linuxOnlyPath: Regex<Substring> { #/"\/proc\//# }

  /// String and regex literals on one line (`"…"`, `#"…"#`, `#/…/#`), left out of the symbol
  /// search: a test's table of cases is not a call.
  static var literals: Regex<AnyRegexOutput> { try! Regex(##"#/.*?/#|#*"(?:[^"\\]|\\.)*"#*"##) }

  /// One open `#if`: whether the branch being read is Linux's, and whether a condition of
  /// the chain so far named Darwin (then its `#else` is Linux's).
  private struct Frame {
    var isLinux: Bool
    var namedDarwin: Bool
  }

  /// The conditions that mean Darwin in a `#if` line.
  static var darwinCondition: Regex<(Substring, Substring)> {
    #/(?:^|[^!])(canImport\(Darwin\)|os\(macOS\)|os\(iOS\)|defined\(__APPLE__\))/#
  }

  /// The conditions that mean "Linux" in a `#if` line.
  static var linuxCondition: Regex<(Substring, Substring)> {
    #/(?:^|[^!])(os\(Linux\)|canImport\(Glibc\)|defined\(__linux__\)|defined\(__GLIBC__\))/#
  }

  /// Every use of a Linux-only symbol in `text` (the file `name`) outside a Linux branch.
  static func findings(in text: String, file name: String, includeRuntimePaths: Bool = true) -> [Finding] {
    var stack: [Frame] = []
    var inBlockComment = false
    var findings: [Finding] = []
    let symbols = linuxOnly
    let (paths, literals, linux, darwin) = (linuxOnlyPath, literals, linuxCondition, darwinCondition)
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = code(of: String(rawLine), inBlockComment: &inBlockComment)
      let directive = line.trimmingCharacters(in: .whitespaces)
      if let condition = directive.firstMatch(of: /^#\s*(if|ifdef|elif|elseif)\b(.*)$/) {
        let text = condition.output.2
        let branch = Frame(
          isLinux: text.contains(linux) || isLinuxIfdef(directive),
          namedDarwin: text.contains(darwin) || directive.hasPrefix("#ifdef __APPLE__"))
        if condition.output.1 == "if" || condition.output.1 == "ifdef" {
          stack.append(branch)
        } else if let last = stack.popLast() {
          stack.append(Frame(isLinux: branch.isLinux, namedDarwin: last.namedDarwin || branch.namedDarwin))
        }
        continue
      }
      if directive.hasPrefix("#else") || directive.hasPrefix("# else"), let last = stack.popLast() {
        // The other branch of a Darwin test is Linux's: the package builds on those two.
        stack.append(Frame(isLinux: last.namedDarwin && !last.isLinux, namedDarwin: false))
        continue
      }
      if directive.hasPrefix("#endif") || directive.hasPrefix("# endif") {
        _ = stack.popLast()
        continue
      }
      guard !stack.contains(where: \.isLinux) else { continue }
      let bare = line.replacing(literals, with: "\"\"")
      for match in bare.matches(of: symbols) {
        findings.append(Finding(file: name, line: index + 1, symbol: String(match.output.1 ?? "<malloc.h>")))
      }
      for match in line.matches(of: paths) where includeRuntimePaths {
        findings.append(Finding(file: name, line: index + 1, symbol: String(line[match.range])))
      }
    }
    return findings
  }

  private static func isLinuxIfdef(_ directive: String) -> Bool {
    directive.hasPrefix("#ifdef __linux__") || directive.hasPrefix("#ifdef __GLIBC__")
  }

  /// `line` without its comments; `inBlockComment` carries a C comment across lines.
  private static func code(of line: String, inBlockComment: inout Bool) -> String {
    var kept = ""
    var rest = Substring(line)
    while !rest.isEmpty {
      if inBlockComment {
        guard let end = rest.range(of: "*/") else { return kept }
        rest = rest[end.upperBound...]
        inBlockComment = false
      } else if let start = rest.range(of: "/*"),
        rest.range(of: "//").map({ start.lowerBound < $0.lowerBound }) ?? true
      {
        kept += rest[..<start.lowerBound]
        rest = rest[start.upperBound...]
        inBlockComment = true
      } else if let comment = rest.range(of: "//") {
        kept += rest[..<comment.lowerBound]
        return kept
      } else {
        kept += rest
        return kept
      }
    }
    return kept
  }
}
