// Draws the sample project's PNG files into an assets folder (default: Assets).
// `make sample-assets` runs it; the output is committed, and the same code always
// writes the same bytes.
import Foundation
import ThemePack

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else {
  FileHandle.standardError.write(Data("usage: SampleAssetsGenerator [<assets folder>]\n".utf8))
  exit(64)
}
let assets = arguments.first ?? "Assets"
let files: [(String, RGBAImage)] = [
  ("Base/themeColor@3x.png", SampleArt.themeColor()),
  ("Base/aboutBtnBG@3x.png", SampleArt.aboutButtonBackground()),
  ("Base/choseBtn@3x.png", SampleArt.chooseButton()),
  ("Base/searchBtn@3x.png", SampleArt.searchButton()),
  ("Base/busIcon@3x.png", SampleArt.busIcon()),
  ("Base/logo@3x.png", SampleArt.logo()),
  ("Base/logo.dark@3x.png", SampleArt.darkLogo()),
  ("Themes/wisteria/choseBtn@3x.png", SampleArt.wisteriaChooseButton()),
]
do {
  for (path, image) in files {
    try PNGEncoder.write(image, toPath: assets + "/" + path, options: PNGEncodeOptions(compressionLevel: 9))
    print("wrote \(assets)/\(path) (\(image.width)×\(image.height) px)")
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
