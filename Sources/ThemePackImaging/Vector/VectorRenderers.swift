import Foundation
import ThemePackNative
import ThemePackSupport

/// What draws each vector format on this machine, for the build cache: a new librsvg, cairo
/// or poppler may draw the same file with other pixels, so a unit that reads a vector keys
/// its cache entry by these too (a PNG-only unit does not).
package enum VectorRenderers {
  /// The librsvg and cairo `themepack-svg` draws with.
  package static var svg: String { SVGCage.rendererVersions }

  /// The `pdftocairo` on `PATH`, by its own version line, asked once per process; "none"
  /// when it cannot be run (the unit then fails to draw anyway).
  package static let pdf: String = {
    let folder = NSTemporaryDirectory()
    guard let result = try? ChildProcess.run("pdftocairo", ["-v"], in: folder, timeout: 10) else {
      return "none"
    }
    return result.errors.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unknown"
  }()

  /// The renderer line of a unit whose source files are `paths`: one line per vector format
  /// read, or "" when none is.
  package static func description(ofSources paths: [String]) -> String {
    let formats = Set(
      paths.compactMap { VectorFormat.of(fileName: String($0.split(separator: "/").last ?? "")) })
    return VectorFormat.allCases.filter(formats.contains).map { format in
      "renderer \(format.rawValue) \(format == .svg ? svg : pdf)\n"
    }.joined()
  }
}
