import ThemePackSupport

/// Numbers the columns or rows of an image so that equal lines get equal numbers.
///
/// Numbers are given in order of first appearance, so the same image always gives the same
/// numbers. Lines are hashed first and compared pixel by pixel only when their hashes agree.
package enum LineNumbering {
  /// Numbers for columns `start..<end`, compared over the full height.
  package static func columns(of image: RGBAImage, from start: Int, to end: Int) -> [Int] {
    let width = image.width
    return image.pixels.withUnsafeBytes { bytes in
      let pixels = PixelWords(bytes: bytes)
      var hashes = [UInt64](repeating: 0xcbf2_9ce4_8422_2325, count: end - start)
      for y in 0..<image.height {
        for x in start..<end {
          hashes[x - start] = mix(hashes[x - start], pixels[y * width + x])
        }
      }
      return number(hashes) { first, second in
        for y in 0..<image.height
        where pixels[y * width + start + first] != pixels[y * width + start + second] {
          return false
        }
        return true
      }
    }
  }

  /// Numbers for rows `start..<end`, compared over the full width.
  package static func rows(of image: RGBAImage, from start: Int, to end: Int) -> [Int] {
    let width = image.width
    return image.pixels.withUnsafeBytes { bytes in
      let pixels = PixelWords(bytes: bytes)
      let hashes = (start..<end).map { y in
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for x in 0..<width { hash = mix(hash, pixels[y * width + x]) }
        return hash
      }
      return number(hashes) { first, second in
        for x in 0..<width
        where pixels[(start + first) * width + x] != pixels[(start + second) * width + x] {
          return false
        }
        return true
      }
    }
  }

  /// Reads whole RGBA pixels as one 32-bit word each, for hashing and comparing.
  private struct PixelWords {
    package let bytes: UnsafeRawBufferPointer
    package subscript(index: Int) -> UInt32 {
      bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
    }
  }

  private static func mix(_ hash: UInt64, _ pixel: UInt32) -> UInt64 {
    (hash ^ UInt64(pixel)) &* 0x0000_0100_0000_01b3 ^ (hash >> 29)
  }

  /// Gives line `i` the number of the first earlier line with the same hash that `equal`
  /// confirms, or the next unused number.
  private static func number(_ hashes: [UInt64], equal: (Int, Int) -> Bool) -> [Int] {
    var firstLines = [UInt64: [Int]]()
    var numbers = [Int](repeating: 0, count: hashes.count)
    var next = 0
    for (line, hash) in hashes.enumerated() {
      if let match = firstLines[hash]?.first(where: { equal($0, line) }) {
        numbers[line] = numbers[match]
      } else {
        firstLines[hash, default: []].append(line)
        numbers[line] = next
        next += 1
      }
    }
    return numbers
  }
}
