internal import CFreeType

extension FreeTypeNative {
  /// A line of text drawn in one face: each pixel's coverage (0 nothing, 255 full), row by
  /// row, `width × height`; the baseline lies `baseline` rows from the top.
  package struct TextLine: Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var baseline: Int
    package var coverage: [UInt8]
  }

  /// The largest pixel size `drawLine` draws at.
  package static let maxPixelSize = 256
  /// The most scalars of a line `drawLine` draws; the rest are left out.
  package static let maxLineScalars = 200

  /// `text` (its first `maxLineScalars` scalars, on one line, no kerning or shaping: glyph
  /// after glyph by their advances) drawn in face `faceIndex` of the font file `bytes` at
  /// `pixelSize` pixels per em (1…`maxPixelSize`), antialiased, cut at `maxWidth` pixels. A
  /// scalar the face has no glyph for is drawn as its missing-glyph box. Fails when FreeType
  /// cannot read the face or set the size. The corresponding C functions are
  /// `FT_New_Memory_Face`, `FT_Set_Pixel_Sizes`, `FT_Get_Char_Index`, `FT_Load_Glyph` and
  /// `FT_Render_Glyph` (`FT_RENDER_MODE_NORMAL`: 8-bit grey).
  package static func drawLine(
    _ text: String, in bytes: [UInt8], faceIndex: Int, pixelSize: Int, maxWidth: Int
  ) -> Result<TextLine, Failure> {
    guard !bytes.isEmpty else { return .failure(Failure(message: "the file is empty")) }
    guard (1...maxPixelSize).contains(pixelSize), maxWidth >= 1 else {
      return .failure(
        Failure(message: "a size of \(pixelSize) px or a width of \(maxWidth) px is out of range"))
    }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      return .failure(Failure(message: "FreeType could not start"))
    }
    defer { FT_Done_FreeType(library) }
    return bytes.withUnsafeBufferPointer { buffer in
      var opened: FT_Face?
      let error = FT_New_Memory_Face(
        library, buffer.baseAddress, FT_Long(buffer.count), FT_Long(faceIndex), &opened)
      guard error == 0, let face = opened else { return .failure(Failure(message: describe(error: error))) }
      defer { FT_Done_Face(face) }
      guard FT_Set_Pixel_Sizes(face, 0, FT_UInt(pixelSize)) == 0, let size = face.pointee.size else {
        return .failure(Failure(message: "the face cannot be drawn at \(pixelSize) px"))
      }
      let metrics = size.pointee.metrics
      // Ascender and descender in 26.6 fixed point; a broken font's are clamped to the em.
      let ascent = min(max(Int(metrics.ascender) >> 6, 1), pixelSize * 2)
      let descent = min(max(-(Int(metrics.descender) >> 6), 0), pixelSize)
      let height = ascent + descent
      return .success(draw(Array(text.unicodeScalars.prefix(maxLineScalars)), face, ascent, height, maxWidth))
    }
  }

  private static func draw(
    _ scalars: [Unicode.Scalar], _ face: FT_Face, _ ascent: Int, _ height: Int, _ maxWidth: Int
  ) -> TextLine {
    var coverage = [UInt8](repeating: 0, count: maxWidth * height)
    var pen = 0
    var right = 1
    for scalar in scalars where pen < maxWidth {
      let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      guard FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_DEFAULT)) == 0, let slot = face.pointee.glyph else {
        continue
      }
      if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP {
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { continue }
      }
      let bitmap = slot.pointee.bitmap
      if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), let source = bitmap.buffer {
        let left = pen + Int(slot.pointee.bitmap_left)
        let top = ascent - Int(slot.pointee.bitmap_top)
        let pitch = Int(bitmap.pitch)
        for row in 0..<Int(bitmap.rows) where (0..<height).contains(top + row) {
          let start = pitch >= 0 ? row * pitch : (Int(bitmap.rows) - 1 - row) * -pitch
          for column in 0..<Int(bitmap.width) where (0..<maxWidth).contains(left + column) {
            let target = (top + row) * maxWidth + left + column
            coverage[target] = max(coverage[target], source[start + column])
          }
        }
        right = max(right, min(maxWidth, left + Int(bitmap.width)))
      }
      pen += Int(slot.pointee.advance.x) >> 6
    }
    let width = max(1, min(maxWidth, max(pen, right)))
    var trimmed = [UInt8](repeating: 0, count: width * height)
    for row in 0..<height {
      trimmed[(row * width)..<(row * width + width)] = coverage[(row * maxWidth)..<(row * maxWidth + width)]
    }
    return TextLine(width: width, height: height, baseline: ascent, coverage: trimmed)
  }
}
