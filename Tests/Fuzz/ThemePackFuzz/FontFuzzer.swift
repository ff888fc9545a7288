#if THEMEPACK_FUZZ
  import Foundation
  import ThemePackTestSupport
  import ThemePackProject

  /// One input through the font-file reader (`FontFiles.faces`, FreeType underneath): no
  /// crash, and every refusal one line naming the file; every face read has a PostScript name.
  enum FontFuzzer {
    static let coverage = FontFiles.coverage(of: FontFiles.defaultSampleText + "éß€")

    static func fuzz(_ bytes: [UInt8]) {
      switch FontFiles.faces(bytes, path: "Fonts/fuzz.ttf", coverage: coverage) {
      case .success(let faces):
        precondition(!faces.isEmpty && faces.count <= FontFiles.maxFaces, "\(faces.count) faces")
        precondition(faces.allSatisfy { $0.postScriptName != nil }, "a face without a PostScript name")
      case .failure(let error):
        ZipFuzzer.oneLine(error.description)
        precondition(error.description.hasPrefix("'Fonts/fuzz.ttf': "), error.description)
      }
    }

    /// Small seeds: a TrueType font, a collection of two, a restricted one, a TTC header alone.
    static func seeds() -> [(String, [UInt8])] {
      [
        ("regular.ttf", TestFont(postScriptName: "Seed-Regular").bytes),
        (
          "pair.ttc",
          TestFont.collection([TestFont(postScriptName: "Seed-A"), TestFont(postScriptName: "Seed-B")])
        ),
        (
          "restricted.ttf",
          TestFont(postScriptName: "Seed-Bold", weight: 700, fsType: 2, characters: "Aé").bytes
        ),
        ("header.ttc", Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 16]),
      ]
    }
  }
#endif
