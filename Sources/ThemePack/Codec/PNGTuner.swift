/// Chooses, for one image, the compression `PNGEncodeOptions` leaves automatic, and encodes.
///
/// The rules come from measurements on theme assets (tinted icons, sliced buttons and bars,
/// full-colour art, noisy full-screen backgrounds; README, "Benchmark"):
/// - Palette and low-bit-depth images (tinted art): no filter at level 7. Filters made
///   them 7–30% larger; on the benchmark's 5,300 of them level 9 made the whole output 0.03%
///   smaller than level 7 for 17% more build CPU, and level 6 saved no time over 7.
/// - 8-bit gray, gray+alpha, RGB and RGBA: the best filter depends on the pixels (none won
///   by 15–30% on flat art, sub or average by 20% on noisy gradients; libpng's per-row
///   adaptive choice was never best), and on noise Huffman coding alone beat deflate in size
///   and ran ten times faster. So the five filters are ranked by compressing a sample of
///   rows at level 1, the winner is compared at the final level with the best Huffman-only
///   trial, and the smaller plan encodes the whole image.
/// The sample is `bandCount` bands of `bandRows` rows spread over the image, or the whole
/// image when it is no taller, in which case the winning trial is the output. Ties keep the
/// earlier candidate, so the choice, like the bytes, depends only on the pixels and options.
enum PNGTuner {
  static let bandCount = 8
  static let bandRows = 8
  static let candidateFilters: [PNGEncodeOptions.Filter] = [.none, .sub, .up, .average, .paeth]

  /// Encodes `request` (its level, filter and strategy are ignored) as `options` ask.
  static func encode(
    _ request: PNGNative.EncodeRequest, options: PNGEncodeOptions
  ) throws(PNGError) -> [UInt8] {
    let (plan, output) = try choose(request, options: options)
    if let output { return output }
    return try run(request, plan)
  }

  /// The plan for `request`, and its output when finding the plan already produced it.
  static func choose(
    _ request: PNGNative.EncodeRequest, options: PNGEncodeOptions
  ) throws(PNGError) -> (PNGCompressionPlan, [UInt8]?) {
    let lowBitDepth = request.colorType == PNGColorType.palette.rawValue || request.bitDepth < 8
    let small = request.width * request.height <= PNGEncoder.smallImagePixels
    let level = options.compressionLevel ?? (small && !lowBitDepth ? 9 : 7)
    var plan = PNGCompressionPlan(level: level, filter: options.filter, strategy: options.strategy)
    guard options.filter == .automatic else { return (plan, nil) }
    plan.filter = .none
    guard !lowBitDepth, level > 0 else { return (plan, nil) }

    let sample = self.sample(request)
    let whole = sample.height == request.height
    var bestSize = Int.max
    for filter in candidateFilters {
      let size = try run(sample, PNGCompressionPlan(level: 1, filter: filter, strategy: plan.strategy)).count
      if size < bestSize {
        bestSize = size
        plan.filter = filter
      }
    }
    var output = try run(sample, plan)
    if options.strategy == .automatic {
      for filter in candidateFilters {
        let huffman = PNGCompressionPlan(level: level, filter: filter, strategy: .huffmanOnly)
        let trial = try run(sample, huffman)
        if trial.count < output.count {
          output = trial
          plan = huffman
        }
      }
    }
    return (plan, whole ? output : nil)
  }

  /// The rows the trials compress: `bandCount` evenly spaced bands of `bandRows` rows.
  static func sample(_ request: PNGNative.EncodeRequest) -> PNGNative.EncodeRequest {
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

  static func run(
    _ request: PNGNative.EncodeRequest, _ plan: PNGCompressionPlan
  ) throws(PNGError) -> [UInt8] {
    var request = request
    request.compressionLevel = plan.level
    request.filterMask = filterMask(plan.filter)
    request.zlibStrategy = zlibStrategy(plan.strategy)
    switch PNGNative.encode(request) {
    case .success(let bytes):
      return bytes
    case .failure(let failure):
      throw PNGError(
        kind: failure.status == .outOfMemory ? .outOfMemory : .encode, file: "",
        reason: failure.message.isEmpty ? "invalid image" : failure.message)
    }
  }

  private static func filterMask(_ filter: PNGEncodeOptions.Filter) -> Int32 {
    switch filter {
    case .none, .automatic: return 0x08
    case .sub: return 0x10
    case .up: return 0x20
    case .average: return 0x40
    case .paeth: return 0x80
    case .adaptive: return 0xF8
    }
  }

  private static func zlibStrategy(_ strategy: PNGEncodeOptions.Strategy) -> Int32 {
    switch strategy {
    case .default: return 0
    case .filtered: return 1
    case .huffmanOnly: return 2
    case .rle: return 3
    case .automatic: return -1
    }
  }
}
