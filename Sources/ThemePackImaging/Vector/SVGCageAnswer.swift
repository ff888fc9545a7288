import ThemePackNative
import ThemePackSupport

/// One answer of `themepack-svg` (Sources/ThemePackSVGRenderer/main.c has the layout): how
/// the child that drew the request ended, the size or the pixels, librsvg's message.
struct SVGCageAnswer {
  /// What a request asks.
  enum Operation: UInt32 {
    case size = 1
    case render = 2
    case versions = 3
    /// The size, then the iOS scales drawn in the same child (`SVGCage.size(of:cage:)`).
    case sizeAndScales = 4
  }

  static let magic: UInt32 = 0x5653_5054
  static let headerCount = 40

  var status: UInt32
  var width: Double
  var height: Double
  var detail: UInt32
  var message: String
  var pixels: [UInt8]

  /// A request's 32 bytes, in this machine's byte order, before the document's.
  static func header(_ operation: Operation, width: Int, height: Int, cage: VectorCage, count: Int) -> [UInt8]
  {
    var bytes: [UInt8] = []
    func put<Value: FixedWidthInteger>(_ value: Value) {
      withUnsafeBytes(of: value) { bytes += $0 }
    }
    put(magic)
    put(operation.rawValue)
    put(Int32(clamping: width))
    put(Int32(clamping: height))
    put(UInt64(cage.memoryBytes))
    put(UInt32(clamping: Int((cage.seconds * 1000).rounded(.up))))
    put(UInt32(clamping: count))
    return bytes
  }

  /// The next answer on `helper`'s socket, or nil when it does not come by `deadline` or is
  /// not an answer.
  static func read(from helper: HelperProcess, until deadline: ContinuousClock.Instant) -> SVGCageAnswer? {
    guard let header = helper.read(count: headerCount, until: deadline) else { return nil }
    func value<Value: FixedWidthInteger>(_ offset: Int, _: Value.Type) -> Value {
      header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Value.self) }
    }
    func real(_ offset: Int) -> Double { Double(bitPattern: value(offset, UInt64.self)) }
    guard value(0, UInt32.self) == magic else { return nil }
    let messageCount = Int(value(28, UInt32.self))
    let pixelCount = Int(value(32, UInt64.self))
    guard messageCount <= 4096, pixelCount <= PNGLimits.default.maxPixels * 4,
      let message = helper.read(count: messageCount, until: deadline),
      let pixels = helper.read(count: pixelCount, until: deadline)
    else { return nil }
    return SVGCageAnswer(
      status: value(4, UInt32.self), width: real(8), height: real(16), detail: value(24, UInt32.self),
      message: String(decoding: message, as: UTF8.self), pixels: pixels)
  }

  /// Throws the one line that says why the child gave no result; `refusal` leads librsvg's
  /// own message.
  func check(_ cage: VectorCage, refusal: String) throws(VectorReadError) {
    let said = JSONParser.shown(
      String(String(message.split(whereSeparator: \.isNewline).first ?? "").prefix(200)))
    switch status {
    case 0: return
    case 1 where message.lowercased().contains("nomemory") || message.lowercased().contains("out of memory"):
      throw VectorReadError(
        "librsvg ran out of the \(ByteCount.text(cage.memoryBytes)) it may use on it and was stopped")
    case 1: throw VectorReadError("\(refusal): \(said.isEmpty ? "no reason given" : said)")
    case 2:
      throw VectorReadError(
        "librsvg crashed on it (signal \(detail)\(said.isEmpty ? "" : ": " + said)) and it was not drawn")
    case 3: throw VectorReadError("librsvg took longer than \(cage.secondsText) on it and was stopped")
    case 4: throw VectorReadError("librsvg used more than \(cage.secondsText) of CPU on it and was stopped")
    case 5:
      throw VectorReadError(
        "librsvg ran out of the \(ByteCount.text(cage.memoryBytes)) it may use on it and was stopped")
    default: throw VectorReadError("the SVG renderer's child ended with status \(detail) and drew nothing")
    }
  }
}
