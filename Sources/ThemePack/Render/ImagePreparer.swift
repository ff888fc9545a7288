/// Turns an asset's source files (one or more scales of one image) into a prepared image
/// for every configured scale.
///
/// A scale the source provides is used as drawn; a missing scale is resampled from the
/// highest one provided (`Resampler`, premultiplied linear light). Resizable assets are
/// then sliced at each scale (`Slicer`), so a tint afterwards touches only the pixels
/// that ship.
struct ImagePreparer: Sendable {
  var scales: [Int]
  var slice: SliceSpec?
  /// Reads source files inside the project only (`ProjectReader`).
  var reader: ProjectReader

  /// Prepares `files` (scale → path).
  func prepare(files: [Int: String]) throws(BuildError) -> [Int: PreparedImage] {
    guard let highest = files.keys.max(), let highestPath = files[highest] else { return [:] }
    let master = try decode(highestPath)
    var prepared: [Int: PreparedImage] = [:]
    for scale in scales {
      let image: RGBAImage
      let file: String
      if let own = files[scale] {
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
  func prepare(image: RGBAImage, scale sourceScale: Int, file: String) throws(BuildError)
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

  private func finish(_ image: RGBAImage, scale: Int, file: String) throws(BuildError) -> PreparedImage {
    guard let slice else { return PreparedImage(image: image, slice: nil, unsliced: nil, scale: scale) }
    do {
      let sliced = try Slicer.slice(image, spec: slice, scale: scale, file: file)
      return PreparedImage(image: sliced.image, slice: sliced, unsliced: image, scale: scale)
    } catch {
      throw .image(file: file, reason: error.reason)
    }
  }

  func decode(_ path: String) throws(BuildError) -> RGBAImage {
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
