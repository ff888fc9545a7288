import Foundation
import Testing

/// Debian's aapt2 (package `aapt`), `framework-res.apk` (package `android-framework-res`)
/// and python3, for the tests that run `Tests/AndroidCheck/check.py`.
package enum Aapt2 {
  package static let path: String? = ["/usr/bin/aapt2", "/usr/local/bin/aapt2"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  package static let framework = "/usr/share/android-framework-res/framework-res.apk"
  package static let python = "/usr/bin/python3"
  package static let available =
    path != nil && FileManager.default.fileExists(atPath: framework)
    && FileManager.default.isExecutableFile(atPath: python)
  package static let skipReason: Comment =
    "aapt2, framework-res.apk or python3 missing (apt-get install -y aapt android-framework-res): check skipped"
}
