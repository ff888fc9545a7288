import CPNGTestWriter

/// An image in a stored PNG format, written by libpng's own writer so the decoder is
/// tested on files it did not make.
public struct StoredImage: Sendable {
  public var width: Int
  public var height: Int
  /// PNG colour type code: 0, 2, 3, 4 or 6.
  public var colorType: Int
  public var bitDepth: Int
  public var interlaced = false
  /// width × height × channels samples, row by row, each below 2^bitDepth.
  public var samples: [UInt16]
  /// RGB triples (colour type 3).
  public var palette: [UInt8] = []
  /// tRNS alpha for the first palette entries (colour type 3).
  public var paletteAlpha: [UInt8] = []
  /// tRNS key colour for colour type 0 (one sample) or 2 (three samples).
  public var keyColor: [UInt16]? = nil
  /// Chunks written verbatim after IHDR/PLTE/tRNS, before IDAT.
  public var extraChunks: [(type: String, data: [UInt8])] = []

  /// Samples per pixel for the colour type.
  public var channels: Int {
    switch colorType {
    case 2: return 3
    case 4: return 2
    case 6: return 4
    default: return 1
    }
  }

  public struct WriteError: Error, CustomStringConvertible {
    public var description: String
  }

  /// The PNG file libpng writes for this image.
  public init(
    width: Int, height: Int, colorType: Int, bitDepth: Int, interlaced: Bool = false,
    samples: [UInt16], palette: [UInt8] = [], paletteAlpha: [UInt8] = [], keyColor: [UInt16]? = nil,
    extraChunks: [(type: String, data: [UInt8])] = []
  ) {
    self.width = width
    self.height = height
    self.colorType = colorType
    self.bitDepth = bitDepth
    self.interlaced = interlaced
    self.samples = samples
    self.palette = palette
    self.paletteAlpha = paletteAlpha
    self.keyColor = keyColor
    self.extraChunks = extraChunks
  }

  public func pngBytes() throws -> [UInt8] {
    precondition(samples.count == width * height * channels, "sample count does not match")
    let key = keyColor ?? []
    var output: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: 256)
    let chunkTypes = extraChunks.map { Array($0.type.utf8) }
    let chunkData = extraChunks.map(\.data)
    let status = samples.withUnsafeBufferPointer { samplePointer in
      palette.withUnsafeBufferPointer { palettePointer in
        paletteAlpha.withUnsafeBufferPointer { alphaPointer in
          withChunks(types: chunkTypes, data: chunkData) { chunks in
            var image = CPNGTestWriter_Image()
            image.width = UInt32(width)
            image.height = UInt32(height)
            image.colorType = Int32(colorType)
            image.bitDepth = Int32(bitDepth)
            image.interlaced = interlaced ? 1 : 0
            image.samples = samplePointer.baseAddress
            image.palette = palettePointer.baseAddress
            image.paletteCount = Int32(palette.count / 3)
            image.paletteAlpha = alphaPointer.baseAddress
            image.paletteAlphaCount = Int32(paletteAlpha.count)
            image.hasKeyColor = key.isEmpty ? 0 : 1
            if key.count == 1 { image.keyGray = key[0] }
            if key.count == 3 {
              image.keyRed = key[0]
              image.keyGreen = key[1]
              image.keyBlue = key[2]
            }
            image.extraChunks = chunks.baseAddress
            image.extraChunkCount = Int32(chunks.count)
            return message.withUnsafeMutableBufferPointer { text in
              CPNGTestWriter_write(&image, &output, &size, text.baseAddress)
            }
          }
        }
      }
    }
    defer { CPNGTestWriter_free(output) }
    guard status == 0, let output else {
      let reason = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      throw WriteError(description: "libpng could not write the fixture: \(reason)")
    }
    return Array(UnsafeBufferPointer(start: output, count: size))
  }

  private func withChunks<Result>(
    types: [[UInt8]], data: [[UInt8]], _ body: (UnsafeBufferPointer<CPNGTestWriter_Chunk>) -> Result
  ) -> Result {
    // The chunk data must stay alive while libpng writes, so copy it into one buffer.
    let joined = data.flatMap { $0 }
    return joined.withUnsafeBufferPointer { all in
      var chunks: [CPNGTestWriter_Chunk] = []
      var offset = 0
      for (type, bytes) in zip(types, data) {
        var chunk = CPNGTestWriter_Chunk()
        chunk.type = (CChar(type[0]), CChar(type[1]), CChar(type[2]), CChar(type[3]))
        chunk.data = all.baseAddress.map { $0 + offset }
        chunk.length = bytes.count
        chunks.append(chunk)
        offset += bytes.count
      }
      return chunks.withUnsafeBufferPointer(body)
    }
  }
}
