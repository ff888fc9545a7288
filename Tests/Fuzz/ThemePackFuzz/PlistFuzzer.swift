#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackImport

  /// One input through the SwiftTheme theme-file reader, as a property list and as JSON: no
  /// crash, and every refusal one line naming the file.
  enum PlistFuzzer {
    static func fuzz(_ bytes: [UInt8]) {
      for file in ["fuzz.plist", "fuzz.json"] {
        do {
          let root = try SwiftThemeFileReader.parse(bytes, file: file)
          _ = root.leaves
        } catch {
          ZipFuzzer.oneLine(error.description)
          precondition(error.description.hasPrefix("cannot import '\(file)': "), error.description)
        }
      }
    }

    /// Small seeds: an XML theme, a binary one (written by Foundation), a JSON one, and the
    /// shapes the binary checks refuse.
    static func seeds() -> [(String, [UInt8])] {
      let theme: [String: Any] = [
        "Global": ["barTintColor": "#56ABE4", "textFont": "PingFangSC-Regular,30", "rowHeight": 44]
          as [String: Any],
        "UIStatusBarStyle": "LightContent",
        "Cell": ["iconImage": "images/icon.png", "flags": [true, false]] as [String: Any],
      ]
      var seeds: [(String, [UInt8])] = []
      for (name, format) in [
        ("xml.plist", PropertyListSerialization.PropertyListFormat.xml), ("binary.plist", .binary),
      ] {
        if let data = try? PropertyListSerialization.data(fromPropertyList: theme, format: format, options: 0)
        {
          seeds.append((name, Array(data)))
        }
      }
      if let data = try? JSONSerialization.data(withJSONObject: theme, options: [.sortedKeys]) {
        seeds.append(("theme.json", Array(data)))
      }
      let cycle: [UInt8] =
        Array("bplist00".utf8) + [0xA1, 0, 8] + [0, 0, 0, 0, 0, 0, 1, 1]
        + [0, 0, 0, 0, 0, 0, 0, 1] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 10]
      seeds.append(("cycle.plist", cycle))
      return seeds
    }
  }
#endif
