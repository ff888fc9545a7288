import ThemePackImaging

/// One file of an app icon, read once through the project's reader and drawn at any square
/// size: a vector (SVG, PDF) at that size, a PNG resampled to it.
///
/// A file that is not square is drawn stretched to the square (the lint's `app-icon-size`
/// reports it), so every look keeps the same geometry.
package struct AppIconArtwork {
  /// The path relative to the project folder, as `appIcon` names it.
  package let path: String
  /// The file's bytes.
  package let bytes: [UInt8]
  /// The vector format, nil for a PNG.
  package let vector: VectorFormat?
  private let document: VectorDocument?
  private let png: RGBAImage?

  /// Reads `path` (relative to `project`'s folder); throws `AppIconError` naming the file.
  package init(_ path: String, in project: ThemeProject) throws(AppIconError) {
    let full = project.assetsPath + "/" + path
    self.path = path
    do {
      bytes = try project.reader.bytes(at: full)
    } catch {
      throw AppIconError(file: full, reason: error.reason)
    }
    vector = VectorFormat.of(fileName: path)
    if let vector {
      do {
        document = try VectorDocument.read(bytes, format: vector)
      } catch {
        throw AppIconError(file: full, reason: error.reason)
      }
      png = nil
    } else {
      do {
        png = try PNGDecoder.decode(bytes, file: full, colorManaged: true).image
      } catch {
        throw AppIconError(file: full, reason: error.reason)
      }
      document = nil
    }
  }

  /// The size the file gives itself, in its own units (points for a vector, pixels for a PNG).
  package var naturalSize: (width: Double, height: Double) {
    if let document { return document.points }
    return (Double(png?.width ?? 1), Double(png?.height ?? 1))
  }

  /// The artwork drawn to fill a `side` × `side` square.
  package func image(side: Int, file: String) throws(AppIconError) -> RGBAImage {
    if let document {
      do {
        return try document.render(width: side, height: side)
      } catch {
        throw AppIconError(file: file, reason: error.reason)
      }
    }
    guard let png else { throw AppIconError(file: file, reason: "holds no picture") }
    if png.width == side, png.height == side { return png }
    return Resampler.resize(png, width: side, height: side)
  }
}
