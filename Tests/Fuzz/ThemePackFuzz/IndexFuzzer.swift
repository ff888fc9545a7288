#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackArchive
  import ThemePackClient

  /// One input through the client's index and manifest readers (Foundation's JSON decoder
  /// underneath): no crash, refusals in one line naming the index, and every package of an
  /// accepted index safe to make folders of.
  enum IndexFuzzer {
    static func fuzz(_ bytes: [UInt8]) {
      do {
        let index = try ThemeIndex.parse(bytes, source: "fuzz.json")
        precondition(index.sequence >= 0)
        for entry in index.packages {
          for name in [entry.theme, entry.version, entry.file] {
            precondition(PackageEntryName.componentProblem(name) == nil, "unsafe name accepted: \(name)")
          }
          precondition(entry.size >= 0 && entry.sha256.utf8.count == 64)
        }
      } catch {
        ZipFuzzer.oneLine(error.message)
        precondition(error.message.hasPrefix("invalid package index 'fuzz.json': "), error.message)
      }
      if case .failure(let failure) = ThemePackClient.ThemeManifest.parse(bytes, maxNameBytes: 1024) {
        ZipFuzzer.oneLine(failure.reason)
      }
    }
  }
#endif
