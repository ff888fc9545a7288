import ThemePackImaging
import ThemePackProject

/// Turns an asset's source files (one or more scales of one image) into a prepared image
/// for every configured scale.
///
/// A scale the source provides is used as drawn; a missing scale is resampled from the
/// highest one provided (`Resampler`, premultiplied linear light). A vector file (`.svg`,
/// `.pdf`) provides every scale: it is drawn at each (`VectorDocument`), read once. Resizable assets are
/// then sliced at each scale (`Slicer`), so a tint afterwards touches only the pixels
/// that ship.
package struct ImagePreparer: Sendable {
  package var scales: [Int]
  package var slice: SliceSpec?
  /// Reads source files inside the project only (`ProjectReader`).
  package var reader: ProjectReader

  package init(scales: [Int], slice: SliceSpec? = nil, reader: ProjectReader) {
    self.scales = scales
    self.slice = slice
    self.reader = reader
  }

  /// Prepares `files` (scale → path).
  package func prepare(files: [Int: String]) throws(BuildError) -> [Int: PreparedImage] {
    guard let highest = files.keys.max(), let highestPath = files[highest] else { return [:] }
    if VectorFormat.isVector(highestPath) { return try prepare(vector: highestPath) }
    let master = try decode(highestPath)
    var prepared: [Int: PreparedImage] = [:]
    for scale in scales {
      let image: RGBAImage
      let file: String
      if let own = files[scale], !VectorFormat.isVector(own) {
        image = scale == highest ? master : try decode(own)
        file = own
      } else {
        image = Resampler.resize(master, fromScale: highest, toScale: scale)
        file = highestPath
      }
      prepared[scale] = try finish(image, scale: scale, file: file)
    }
    return prepared
  }

  /// Prepares an image already in memory at `scale`, deriving every configured scale.
  package func prepare(image: RGBAImage, scale sourceScale: Int, file: String) throws(BuildError)
    -> [Int: PreparedImage]
  {
    var prepared: [Int: PreparedImage] = [:]
    for scale in scales {
      let scaled =
        scale == sourceScale ? image : Resampler.resize(image, fromScale: sourceScale, toScale: scale)
      prepared[scale] = try finish(scaled, scale: scale, file: file)
    }
    return prepared
  }

  /// Draws the vector file at `path` at every configured scale (and returns the
  /// renderings; extra renditions for other layouts draw it again through `vector(at:)`).
  package func prepare(vector path: String) throws(BuildError) -> [Int: PreparedImage] {
    let document = try vector(at: path)
    var prepared: [Int: PreparedImage] = [:]
    for scale in scales {
      let image: RGBAImage
      do throws(VectorReadError) {
        image = try document.render(scale: scale)
      } catch {
        throw .image(file: path, reason: error.reason)
      }
      prepared[scale] = try finish(image, scale: scale, file: path)
    }
    return prepared
  }

  /// The vector document at `path`, read through the project reader.
  package func vector(at path: String) throws(BuildError) -> VectorDocument {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: path)
    } catch {
      throw .image(file: path, reason: error.reason)
    }
    guard let format = VectorFormat.of(fileName: path) else {
      throw .image(file: path, reason: "not a vector file")
    }
    do throws(VectorReadError) {
      return try VectorDocument.read(bytes, format: format)
    } catch {
      throw .image(file: path, reason: error.reason)
    }
  }

  private func finish(_ image: RGBAImage, scale: Int, file: String) throws(BuildError) -> PreparedImage {
    guard let slice else { return PreparedImage(image: image, slice: nil, unsliced: nil, scale: scale) }
    do {
      let sliced = try Slicer.slice(image, spec: slice, scale: scale, file: file)
      return PreparedImage(image: sliced.image, slice: sliced, unsliced: image, scale: scale)
    } catch {
      throw .image(file: file, reason: error.reason)
    }
  }

  package func decode(_ path: String) throws(BuildError) -> RGBAImage {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: path)
    } catch {
      throw .image(file: path, reason: error.reason)
    }
    do {
      // Colour-managed: pixels tagged with another colour space are converted to sRGB here.
      return try PNGDecoder.decode(bytes, file: path, colorManaged: true).image
    } catch {
      throw .image(file: path, reason: error.reason)
    }
  }
}
