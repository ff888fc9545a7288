// Draws the sample project's PNG files and vector masters into an assets folder (default: Assets).
// `make sample-assets` runs it; the output is committed, and the same code always
// writes the same bytes.
//
// `--benchmark DIR [--themes N] [--assets N] [--backgrounds N] [--grain LEVELS]`
// writes the benchmark project
// instead (see BenchmarkProject; `make bench` uses it), and
// `--benchmark DIR --vector [--themes N] [--assets N]` the vector one: N SVG icons
// (see VectorBenchmarkProject).
import Foundation
import ThemePackImaging

let usage = """
  usage: SampleAssetsGenerator [<assets folder>]
         SampleAssetsGenerator --benchmark <folder> [--themes N] [--assets N] [--backgrounds N]
                                           [--grain LEVELS]
         SampleAssetsGenerator --benchmark <folder> --vector [--themes N] [--assets N]

  """

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data(message.utf8))
  exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--benchmark" {
  let vector = arguments.dropFirst(2).contains("--vector")
  let options = Array(arguments.dropFirst(2).filter { $0 != "--vector" })
  guard arguments.count >= 2, options.count % 2 == 0 else { fail(usage, status: 64) }
  var project = BenchmarkProject()
  var vectorProject = VectorBenchmarkProject()
  for index in stride(from: 0, to: options.count, by: 2) {
    guard let value = Int(options[index + 1]), value >= 0 else { fail(usage, status: 64) }
    switch (options[index], vector) {
    case ("--themes", false) where value >= 1: project.themeCount = value
    case ("--themes", true) where value >= 1: vectorProject.themeCount = value
    case ("--assets", false) where value >= BenchmarkProject.minimumAssetCount: project.assetCount = value
    case ("--assets", true) where value >= 1: vectorProject.iconCount = value
    case ("--backgrounds", false): project.backgroundCount = value
    case ("--grain", false): project.grain = Double(value)
    default: fail(usage, status: 64)
    }
  }
  do {
    if vector {
      try vectorProject.write(to: arguments[1]) { print($0) }
    } else {
      try project.write(to: arguments[1]) { print($0) }
    }
  } catch {
    fail("error: \(error)\n", status: 1)
  }
  exit(0)
}
guard arguments.count <= 1, arguments.first?.hasPrefix("-") != true else { fail(usage, status: 64) }
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
// Each theme's colour and the colour of the glyph its preview art draws on it. The glyph is a
// UI graphic (3:1); theme.json's `onColor` is the text colour (4.5:1), the same except in
// 'default', where white text on #24A049 reaches only 3.39:1 and theme.json says #06200E.
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
  let vectors: [(String, [UInt8])] = [
    ("Base/mapPin.svg", Array(SampleVectorArt.mapPin.utf8)),
    ("Base/routeBadge.pdf", SampleVectorArt.routeBadge()),
    ("Icons/AppIcon.svg", Array(SampleVectorArt.appIcon.utf8)),
  ]
  for (path, bytes) in vectors {
    try FileManager.default.createDirectory(
      atPath: assets + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: assets + "/" + path))
    print("wrote \(assets)/\(path) (\(bytes.count) bytes)")
  }
} catch {
  fail("error: \(error)\n", status: 1)
}
