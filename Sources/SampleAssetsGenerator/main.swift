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
// Each theme's colour and the colour drawn on it, as its theme.json declares them.
let themes: [(String, Raster.Paint, Raster.Paint)] = [
  ("blue", Raster.Paint(bytes: 34, 107, 170), .white),
  ("darkGray", Raster.Paint(bytes: 52, 73, 94), .white),
  ("default", Raster.Paint(bytes: 36, 160, 73), .white),
  ("silver", Raster.Paint(bytes: 189, 195, 199), Raster.Paint(bytes: 44, 62, 80)),
  ("sunFlower", Raster.Paint(bytes: 241, 196, 15), Raster.Paint(bytes: 44, 62, 80)),
  ("wisteria", Raster.Paint(bytes: 142, 68, 173), .white),
]
let previews = themes.map { name, color, onColor in
  ("Themes/\(name)/themePreview@3x.png", SampleArt.themePreview(color: color, onColor: onColor))
}
do {
  for (path, image) in files + previews {
    try PNGEncoder.write(image, toPath: assets + "/" + path, options: PNGEncodeOptions(compressionLevel: 9))
    print("wrote \(assets)/\(path) (\(image.width)×\(image.height) px)")
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}
