#if canImport(CoreText)
  import CoreText
  import Foundation

  /// The Apple glue of `ThemeFontRegistering`: `CTFontManagerRegisterFontsForURL` and
  /// `CTFontManagerUnregisterFontsForURL` in the `.process` scope (fonts this process can use until
  /// it ends or unregisters them; a collection registers every face), one file at a time. Thin
  /// on purpose: when and which files is `ThemeFontRegistrationPlan`'s decision, tested on Linux.
  ///
  /// The one-file calls are synchronous and say which file failed by the URL given: the
  /// many-file `CTFontManagerRegisterFontURLs` answers through a handler on a thread CoreText
  /// does not document (waiting for it on the main thread could wait for ever), and names a
  /// failed file by a URL of its own (`kCTFontManagerErrorFontURLsKey`), which need not be
  /// the path the registry records (`/private/var/…` for `/var/…`). CoreText's header also
  /// says that on iOS only fonts registered by `CTFontManagerRegisterFontsForURL(s)` can be
  /// unregistered, which the switch to a new version's face needs.
  package struct CoreTextFontRegistrar: ThemeFontRegistering {
    public init() {}

    public func register(_ files: [URL]) -> [(file: URL, reason: String)] {
      var failures: [(file: URL, reason: String)] = []
      for file in files {
        var error: Unmanaged<CFError>?
        if !CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error) {
          failures.append((file, Self.reason(error)))
        }
      }
      return failures
    }

    public func unregister(_ files: [URL]) {
      for file in files {
        var error: Unmanaged<CFError>?
        if !CTFontManagerUnregisterFontsForURL(file as CFURL, .process, &error) {
          // Nothing to do about it: the caller forgets the file either way.
          error?.release()
        }
      }
    }

    /// The system's words for a refused file, as one line.
    private static func reason(_ error: Unmanaged<CFError>?) -> String {
      guard let error = error?.takeRetainedValue() else { return "CoreText refused it" }
      let words = error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
      return words.isEmpty ? "CoreText refused it" : words
    }
  }
#endif
