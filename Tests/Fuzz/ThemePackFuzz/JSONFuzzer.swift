#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackArchive
  import ThemePackBuild
  import ThemePackPackaging
  import ThemePackSupport

  /// One JSON input through the strict parser and the readers built on it: no crash, one
  /// line per error, and a parsed value written back (`JSONWriter`) parses to itself.
  enum JSONFuzzer {
    static func fuzz(_ bytes: [UInt8]) {
      do {
        let value = try JSONDocument.parseValue(bytes)
        for style in [JSONWriter.Style.standard, .xcode] {
          let written = JSONWriter(style: style).bytes(value)
          let again = try? JSONDocument.parseValue(written)
          precondition(again == value, "written JSON does not parse back to the same value")
        }
      } catch {
        ZipFuzzer.oneLine(error.description)
      }
      do {
        _ = try PackageIndex.parse(bytes, file: "fuzz.json")
      } catch {
        ZipFuzzer.oneLine(error.description)
        precondition(error.description.hasPrefix("invalid package index 'fuzz.json': "), error.description)
      }
      do {
        _ = try RuntimeManifest.parse(bytes, file: "fuzz.json")
      } catch {
        ZipFuzzer.oneLine(error.description)
      }
      do {
        _ = try CheckedJSONDecoder.decode(PackageManifest.self, from: bytes)
      } catch {
        ZipFuzzer.oneLine(error.reason)
      }
    }
  }
#endif
