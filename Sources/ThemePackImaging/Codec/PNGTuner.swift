import ThemePackNative
import ThemePackSupport

/// Chooses, for one image, the compression `PNGEncodeOptions` leaves automatic, and encodes:
/// rows filtered by `PNGRowFilter`, compressed in one call by libdeflate (zlib for the
/// strategies libdeflate lacks), written by libpng as one IDAT chunk.
///
/// The rules come from measurements on the benchmark's payloads (docs/benchmark.md):
/// - Palette and low-bit-depth images (tinted art): no filter at level 7. On the benchmark's
///   5,400 of them libdeflate 7 wrote 2.5% less than zlib 7 in a third of its CPU time;
///   libdeflate 6 saved a fifth of that time for 2% more bytes, and 9 took three times
///   longer for 1% less.
/// - Truecolour and 8-bit gray images of at most `PNGEncoder.smallImagePixels` pixels: level
///   12 (libdeflate's optimal parse). On the sample project's 36 of them level 9 wrote 5.7%
///   more than zlib 9 did, 12 wrote 2% less; at that size it costs milliseconds.
/// - 8-bit gray, gray+alpha, RGB and RGBA: the best filter depends on the pixels (none on
///   flat art, sub or average on gradients and grain; a per-row adaptive choice was never
///   best), and on some noise Huffman coding alone beats deflate. So the five filters are
///   ranked by compressing a sample of rows at libdeflate level 1, the winner is compared at
///   the final level with the best Huffman-only trial (zlib), and the smaller plan encodes
///   the whole image. On the benchmark's grainy full-screen backgrounds sub wins, and
///   libdeflate 7 writes 1.8% less than zlib 7 in 40% of its time (libdeflate 6: 0.4% more,
///   a quarter of the time; 10: 10% less, 1.3 times zlib's time).
/// The sample is `bandCount` bands of `bandRows` rows spread over the image, or the whole
/// image when it is no taller, in which case the winning trial is the output. Ties keep the
/// earlier candidate, so the choice, like the bytes, depends only on the pixels and options.
package enum PNGTuner {
  package static let bandCount = 8
  package static let bandRows = 8
  package static let candidateFilters: [PNGEncodeOptions.Filter] = [.none, .sub, .up, .average, .paeth]

  /// Encodes `request` as `options` ask; a palette image's stream comes from `memo` when
  /// it holds the same rows. The request is consumed: packed rows of their own (RGB, gray,
  /// palette; RGBA rows are the caller's pixels) are let go once filtered, before compression,
  /// so a large image does not hold them with its filtered rows, stream and file at once.
  package static func encode(
    _ request: consuming PNGNative.EncodeRequest, options: PNGEncodeOptions, memo: PNGImageDataMemo? = nil
  ) throws(PNGError) -> [UInt8] {
    let data: [UInt8]
    if let memo, request.colorType == PNGColorType.palette.rawValue {
      let key = request
      data = try memo.stream(for: key, options: options) { () throws(PNGError) in
        try imageData(key, options: options)
      }
    } else {
      let (plan, whole) = try choose(request, options: options)
      if let whole {
        data = whole
      } else {
        let filtered = PNGRowFilter.apply(plan.filter, to: request)
        request.rows = []
        data = try deflate(filtered, plan)
      }
    }
    return try write(request, imageData: data)
  }

  /// The PNG file of `request` with `imageData` as its one `IDAT` (libpng's chunk writer).
  package static func write(_ request: PNGNative.EncodeRequest, imageData: [UInt8]) throws(PNGError)
    -> [UInt8]
  {
    switch PNGNative.write(request, imageData: imageData) {
    case .success(let bytes):
      return bytes
    case .failure(let failure):
      throw PNGError(
        kind: failure.status == .outOfMemory ? .outOfMemory : .encode, file: "",
        reason: failure.message.isEmpty ? "invalid image" : failure.message)
    }
  }

  /// The compressed image data (the `IDAT` stream) of `request` under the plan `choose` makes.
  package static func imageData(
    _ request: PNGNative.EncodeRequest, options: PNGEncodeOptions
  ) throws(PNGError) -> [UInt8] {
    let (plan, imageData) = try choose(request, options: options)
    if let imageData { return imageData }
    return try compress(request, plan)
  }

  /// The plan for `request`, and its compressed image data (the IDAT stream) when finding
  /// the plan already produced it.
  package static func choose(
    _ request: PNGNative.EncodeRequest, options: PNGEncodeOptions
  ) throws(PNGError) -> (PNGCompressionPlan, [UInt8]?) {
    let lowBitDepth = request.colorType == PNGColorType.palette.rawValue || request.bitDepth < 8
    let small = request.width * request.height <= PNGEncoder.smallImagePixels
    let level = options.compressionLevel ?? (small && !lowBitDepth ? 12 : 7)
    var plan = PNGCompressionPlan(level: level, filter: options.filter, strategy: options.strategy)
    guard options.filter == .automatic else { return (plan, nil) }
    plan.filter = .none
    guard !lowBitDepth, level > 0 else { return (plan, nil) }

    let sample = self.sample(request)
    let whole = sample.height == request.height
    let filtered = candidateFilters.map { PNGRowFilter.apply($0, to: sample) }
    var bestSize = Int.max
    var best = 0
    for (index, filter) in candidateFilters.enumerated() {
      let size = try deflate(
        filtered[index], PNGCompressionPlan(level: 1, filter: filter, strategy: plan.strategy)
      )
      .count
      if size < bestSize {
        bestSize = size
        best = index
      }
    }
    plan.filter = candidateFilters[best]
    var output = try deflate(filtered[best], plan)
    if options.strategy == .automatic {
      for (index, filter) in candidateFilters.enumerated() {
        let huffman = PNGCompressionPlan(level: level, filter: filter, strategy: .huffmanOnly)
        let trial = try deflate(filtered[index], huffman)
        if trial.count < output.count {
          output = trial
          plan = huffman
        }
      }
    }
    return (plan, whole ? output : nil)
  }

  /// The rows the trials compress: `bandCount` evenly spaced bands of `bandRows` rows.
  package static func sample(_ request: PNGNative.EncodeRequest) -> PNGNative.EncodeRequest {
    guard request.height > bandCount * bandRows else { return request }
    var sample = request
    sample.height = bandCount * bandRows
    sample.rows = []
    sample.rows.reserveCapacity(sample.height * request.rowBytes)
    let spacing = request.height / bandCount
    for band in 0..<bandCount {
      let first = band * spacing + (spacing - bandRows) / 2
      sample.rows += request.rows[(first * request.rowBytes)..<((first + bandRows) * request.rowBytes)]
    }
    return sample
  }

  /// The image data of `request` under `plan`: its rows filtered, then compressed.
  package static func compress(
    _ request: PNGNative.EncodeRequest, _ plan: PNGCompressionPlan
  ) throws(PNGError) -> [UInt8] {
    try deflate(PNGRowFilter.apply(plan.filter, to: request), plan)
  }

  /// The zlib stream of filtered rows: libdeflate for `.default` and `.automatic`, zlib for
  /// its own strategies (at most level 9, zlib's highest).
  package static func deflate(_ filtered: [UInt8], _ plan: PNGCompressionPlan) throws(PNGError) -> [UInt8] {
    let zlibStrategy: Int?
    switch plan.strategy {
    case .automatic, .default: zlibStrategy = nil
    case .filtered: zlibStrategy = 1
    case .huffmanOnly: zlibStrategy = 2
    case .rle: zlibStrategy = 3
    }
    let stream = filtered.withUnsafeBytes { bytes in
      if let zlibStrategy {
        return ZlibNative.deflate(bytes, level: min(plan.level, 9), strategy: zlibStrategy)
      }
      return DeflateNative.zlibCompress(bytes, level: plan.level)
    }
    guard let stream else {
      throw PNGError(kind: .outOfMemory, file: "", reason: "cannot compress the image data")
    }
    return stream
  }
}
