#if THEMEPACK_FUZZ
  import CPNGTestWriter
  import Foundation
  import ThemePackArchive
  import ThemePackImaging

  /// The PNG seed corpus: one small file per colour type, bit depth, interlacing and tRNS
  /// variant (written by libpng's writer), files with colour chunks, and files from our
  /// own encoder in each reduction path.
  enum SeedCorpus {
    /// The seeds, by name (without extension).
    static func seeds() -> [(String, [UInt8])] {
      var seeds: [(String, [UInt8])] = []
      let depths = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
      for (colorType, allowed) in depths.sorted(by: { $0.key < $1.key }) {
        for depth in allowed {
          for interlaced in [false, true] {
            for key in colorType == 4 || colorType == 6 ? [false] : [false, true] {
              let name = "ct\(colorType)-\(depth)bit\(interlaced ? "-adam7" : "")\(key ? "-trns" : "")"
              if let bytes = libpngFile(colorType: colorType, depth: depth, interlaced: interlaced, key: key)
              {
                seeds.append((name, bytes))
              }
            }
          }
        }
      }
      let colourChunks: [(String, [UInt8])] = [
        ("sRGB", [0]), ("gAMA", [0, 0, 0xB1, 0x8F]), ("cICP", [12, 13, 0, 1]),
        ("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]),
        ("iCCP", Array("Display P3".utf8) + [0, 0, 0x78, 0x9C, 3, 0, 0, 0, 0, 1]),
        ("tEXt", Array("Software\0themepack".utf8)),
      ]
      if let bytes = libpngFile(colorType: 2, depth: 8, interlaced: false, key: false, chunks: colourChunks) {
        seeds.append(("colour-chunks", bytes))
      }
      var image = RGBAImage(width: 9, height: 7, fill: .clear)
      for (name, colors) in [
        ("palette", 5), ("gray", 1), ("grayalpha", 300), ("rgb", 299), ("rgba", 301),
      ] {
        for index in 0..<(9 * 7) {
          let value = UInt8((index * 37 + colors) % 256)
          switch name {
          case "palette": image[index % 9, index / 9] = ThemeRGBA(red: value % 5 * 40, green: 1, blue: 2)
          case "gray": image[index % 9, index / 9] = ThemeRGBA(red: value, green: value, blue: value)
          case "grayalpha":
            image[index % 9, index / 9] = ThemeRGBA(red: value, green: value, blue: value, alpha: value &* 3)
          case "rgb": image[index % 9, index / 9] = ThemeRGBA(red: value, green: value &* 7, blue: 9)
          default:
            image[index % 9, index / 9] = ThemeRGBA(red: value, green: value &* 7, blue: 9, alpha: value)
          }
        }
        if let bytes = try? PNGEncoder.encode(image) { seeds.append(("encoder-\(name)", bytes)) }
      }
      return seeds
    }

    /// A 9 × 7 file in the given format written by libpng.
    static func libpngFile(
      colorType: Int, depth: Int, interlaced: Bool, key: Bool, chunks: [(String, [UInt8])] = []
    ) -> [UInt8]? {
      let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
      let limit = colorType == 3 ? min(1 << depth, 16) : 1 << depth
      let samples = (0..<(9 * 7 * channels)).map { UInt16(($0 * 7919) % limit) }
      let palette = (0..<(limit * 3)).map { UInt8(($0 * 53) % 256) }
      let alpha: [UInt8] = key && colorType == 3 ? [0, 128] : []
      let chunkTypes = chunks.map { Array($0.0.utf8) }
      let chunkData = chunks.flatMap(\.1)
      var output: UnsafeMutablePointer<UInt8>? = nil
      var size = 0
      var message = [CChar](repeating: 0, count: 256)
      let status = samples.withUnsafeBufferPointer { samplePointer in
        palette.withUnsafeBufferPointer { palettePointer in
          alpha.withUnsafeBufferPointer { alphaPointer in
            chunkData.withUnsafeBufferPointer { dataPointer in
              var list: [CPNGTestWriter_Chunk] = []
              var offset = 0
              for (type, chunk) in zip(chunkTypes, chunks) {
                var entry = CPNGTestWriter_Chunk()
                entry.type = (CChar(type[0]), CChar(type[1]), CChar(type[2]), CChar(type[3]))
                entry.data = dataPointer.baseAddress.map { $0 + offset }
                entry.length = chunk.1.count
                offset += chunk.1.count
                list.append(entry)
              }
              return list.withUnsafeBufferPointer { listPointer in
                var image = CPNGTestWriter_Image()
                image.width = 9
                image.height = 7
                image.colorType = Int32(colorType)
                image.bitDepth = Int32(depth)
                image.interlaced = interlaced ? 1 : 0
                image.samples = samplePointer.baseAddress
                image.palette = palettePointer.baseAddress
                image.paletteCount = Int32(limit)
                image.paletteAlpha = alphaPointer.baseAddress
                image.paletteAlphaCount = Int32(alpha.count)
                image.hasKeyColor = key && colorType != 3 ? 1 : 0
                image.keyGray = samples[0]
                image.keyRed = samples[0]
                image.keyGreen = samples[min(1, samples.count - 1)]
                image.keyBlue = samples[min(2, samples.count - 1)]
                image.extraChunks = listPointer.baseAddress
                image.extraChunkCount = Int32(list.count)
                return message.withUnsafeMutableBufferPointer {
                  CPNGTestWriter_write(&image, &output, &size, $0.baseAddress)
                }
              }
            }
          }
        }
      }
      defer { CPNGTestWriter_free(output) }
      guard status == 0, let output else { return nil }
      return Array(UnsafeBufferPointer(start: output, count: size))
    }
  }
#endif
