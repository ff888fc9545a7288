#if canImport(CoreText)
  import CoreText
  import Foundation

  /// The Apple glue of `ThemeFontRegistering`: `CTFontManagerRegisterFontURLs` and
  /// `CTFontManagerUnregisterFontURLs` in the `.process` scope (fonts this process can use until
  /// it ends or unregisters them; collections register every face). Thin on purpose: when and
  /// which files is `ThemeFontRegistrationPlan`'s decision, tested on Linux.
  package struct CoreTextFontRegistrar: ThemeFontRegistering {
    public init() {}

    public func register(_ files: [URL]) -> [(file: URL, reason: String)] {
      let failures = Failures()
      let done = DispatchSemaphore(value: 0)
      CTFontManagerRegisterFontURLs(files as CFArray, .process, true) { errors, finished in
        for case let error as NSError in errors as NSArray {
          let urls = error.userInfo[kCTFontManagerErrorFontURLsKey as String] as? [URL] ?? []
          for url in urls { failures.add(url, error.localizedDescription) }
        }
        if finished { done.signal() }
        return true
      }
      done.wait()
      return failures.all
    }

    public func unregister(_ files: [URL]) {
      let done = DispatchSemaphore(value: 0)
      CTFontManagerUnregisterFontURLs(files as CFArray, .process) { _, finished in
        if finished { done.signal() }
        return true
      }
      done.wait()
    }

    /// The failures the handler reports, which CoreText may call on another thread.
    private final class Failures: @unchecked Sendable {
      private let lock = NSLock()
      private var failures: [(file: URL, reason: String)] = []
      func add(_ file: URL, _ reason: String) { lock.withLock { failures.append((file, reason)) } }
      var all: [(file: URL, reason: String)] { lock.withLock { failures } }
    }
  }
#endif
