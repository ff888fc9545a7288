#if THEMEPACK_FUZZ
  /// Small JSON seeds: an index as `themepack package` writes it, a packaged manifest, and
  /// a few shapes the parsers must refuse.
  enum JSONSeeds {
    static let sha = String(repeating: "0123456789abcdef", count: 4)

    static func seeds(for target: FuzzTarget) -> [(String, [UInt8])] {
      let texts: [(String, String)] = [
        (
          "index.json",
          #"{"formatVersion": 1, "minimumReaderVersion": 1, "sequence": 3, "date": "2026-12-01T10:00:00Z", "#
            + #""packages": [{"contentSHA256": "\#(sha)", "file": "A-blue-1.0.0.zip", "formatVersion": 1, "#
            + #""minimumReaderVersion": 1, "sha256": "\#(sha)", "signed": true, "size": 45371, "#
            + #""theme": "blue", "version": "1.0.0"}]}"#
        ),
        (
          "manifest.json",
          ##"{"assets": {"logo": {"files": {"any": {"1x": "logo.png"}, "dark": {"2x": "logo.dark@2x.png"}}, "##
            + ##""slice": {"center": "tile", "insets": {"bottom": 1, "left": 0, "right": 1, "top": 0}, "##
            + ##""mode": "9-part"}}}, "color": {"dark": "#226BAA", "light": "#226BAA"}, "##
            + ##""extraColors": {"onColor": {"dark": "#FFFFFF", "light": "#FFFFFFCC"}}, "##
            + ##""files": [{"path": "logo.png", "sha256": "\##(sha)", "size": 12}], "formatVersion": 1, "##
            + ##""name": "blue", "version": "1.0.0"}"##
        ),
        ("escapes.json", #"["\u00e9\ud83d\ude00\n", -0.5e+3, 1E400, true, null, {"a": {}}]"#),
        ("duplicate.json", #"{"a": 1, "a": 2}"#),
        ("deep.json", String(repeating: "[", count: 300)),
      ]
      return texts.map { ($0.0, Array($0.1.utf8)) }
    }
  }
#endif
