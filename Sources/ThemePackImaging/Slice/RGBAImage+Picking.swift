import ThemePackSupport

extension RGBAImage {
  /// The image whose pixel `(i, j)` is this image's pixel `(columns[i], rows[j])`.
  /// Both lists must be non-empty and hold valid indices.
  package func picking(columns: [Int], rows: [Int]) -> RGBAImage {
    var output = [UInt8](repeating: 0, count: columns.count * rows.count * 4)
    pixels.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { output in
        var target = 0
        for row in rows {
          let rowStart = row * width * 4
          for column in columns {
            let index = rowStart + column * 4
            output[target] = source[index]
            output[target + 1] = source[index + 1]
            output[target + 2] = source[index + 2]
            output[target + 3] = source[index + 3]
            target += 4
          }
        }
      }
    }
    return RGBAImage(width: columns.count, height: rows.count, pixels: output)
  }
}
