import Foundation
import ThemePackNative
import ThemePackSupport

/// Draws SVG documents in `themepack-svg`, the program beside `themepack` that is ThemePack's
/// only user of librsvg: this process never loads it. Each request is drawn by a child of
/// that program that sets its own limits (`VectorCage`), so a document that crashes librsvg,
/// hangs or allocates without bound costs one refusal, never this process.
///
/// Helpers are started when first needed and kept for the next request, one per thread
/// drawing at once; a helper that stops answering is killed and replaced.
package final class SVGCage: @unchecked Sendable {
  /// The cage of this process.
  package static let shared = SVGCage()

  private let lock = NSLock()
  private var idle: [HelperProcess] = []
  private var drawn: [String: [UInt8]] = [:]
  private var drawnBytes = 0
  private var sizes: [String: (width: Double, height: Double)?] = [:]

  private init() {
    // The helpers end with this process, each waited for, so none is left to init and their
    // drawing time counts in this process's (`make bench` measures it).
    atexit { SVGCage.shared.finishIdle() }
  }

  /// Ends every idle helper and waits for it.
  private func finishIdle() {
    let helpers = lock.withLock {
      defer { idle.removeAll() }
      return idle
    }
    for helper in helpers { helper.finish() }
  }

  /// The document's size in units (72 per inch), or nil when it gives none; read once per
  /// document (by its bytes' digest) and process. The same child then draws the iOS scales
  /// (round(size × scale) px) when they hold at most `scalePixels` in all, kept for `render`:
  /// one child per master for the lint's size and the build's renderings. A scale it could not
  /// draw, or not within the time the helper gives them, is drawn (or refused) when asked for.
  package func size(of bytes: [UInt8], cage: VectorCage) throws(VectorReadError) -> (
    width: Double, height: Double
  )? {
    let digest = SHA256.hex(of: bytes)
    if let kept = lock.withLock({ sizes[digest] }) { return kept }
    var message = SVGCageAnswer.header(
      .sizeAndScales, width: Self.scalePixels, height: 0, cage: cage, count: bytes.count)
    message += bytes
    let answers = try exchange(message, answers: 1, followed: true, cage: cage)
    guard let answer = answers.first else { throw VectorReadError("the SVG renderer gave no answer") }
    try answer.check(cage, refusal: "librsvg cannot read it")
    let size = answer.width > 0 && answer.height > 0 ? (answer.width, answer.height) : nil
    lock.withLock { sizes[digest] = size }
    for drawing in answers.dropFirst() {
      let (width, height) = (Int(drawing.width), Int(drawing.height))
      guard drawing.status == 0, width > 0, height > 0, drawing.pixels.count == width * height * 4 else {
        break
      }
      keep(drawing.pixels, as: digest + " \(width)x\(height)")
    }
    return size
  }

  /// The most pixels (all three scales together) `size(of:cage:)` has drawn with the size.
  static let scalePixels = 1 << 20

  /// Whether the rendering of `bytes` at `width` × `height` px is kept (drawn before, by
  /// `render` or with the size).
  package func keeps(_ bytes: [UInt8], width: Int, height: Int) -> Bool {
    let key = SHA256.hex(of: bytes) + " \(width)x\(height)"
    return lock.withLock { drawn[key] != nil }
  }

  /// Keeps `pixels` under `key` when the memo has room (`memoBytes`).
  private func keep(_ pixels: [UInt8], as key: String) {
    lock.withLock {
      guard drawnBytes + pixels.count <= Self.memoBytes, drawn[key] == nil else { return }
      drawn[key] = pixels
      drawnBytes += pixels.count
    }
  }

  /// The document drawn stretched to `width` × `height` px: straight-alpha RGBA8. `also`
  /// names other sizes to draw in the same child (a master's other scales), kept for the
  /// calls that ask for them. Each document (by its bytes' digest) and size is drawn once per
  /// process, up to `memoBytes` of pixels kept in all: the lint draws a master at 3x for its
  /// colour, and the build then takes that rendering instead of drawing it again.
  package func render(
    _ bytes: [UInt8], width: Int, height: Int, also: [[Int]] = [], cage: VectorCage
  ) throws(VectorReadError) -> [UInt8] {
    let digest = SHA256.hex(of: bytes)
    func key(_ size: [Int]) -> String { digest + " \(size[0])x\(size[1])" }
    if let kept = lock.withLock({ drawn[key([width, height])] }) { return kept }
    var sizes = [[width, height]]
    for size in also where !sizes.contains(size) && lock.withLock({ drawn[key(size)] == nil }) {
      sizes.append(size)
    }
    var message = SVGCageAnswer.header(.render, width: sizes.count, height: 0, cage: cage, count: bytes.count)
    message += bytes
    for size in sizes {
      for side in size { withUnsafeBytes(of: Int32(clamping: side)) { message += $0 } }
    }
    let answers = try exchange(message, answers: sizes.count, cage: cage)
    guard let first = answers.first else { throw VectorReadError("the SVG renderer gave no answer") }
    try first.check(cage, refusal: "librsvg cannot draw it")
    for (size, answer) in zip(sizes, answers) where answer.status == 0 {
      guard answer.pixels.count == size[0] * size[1] * 4 else {
        throw VectorReadError(
          "librsvg drew \(answer.pixels.count) bytes where \(size[0])x\(size[1]) px were asked")
      }
      keep(answer.pixels, as: key(size))
    }
    return first.pixels
  }

  /// The most pixel bytes `render` keeps for the process (64 MiB).
  static let memoBytes = 64 << 20

  /// The librsvg and cairo versions the helper draws with ("librsvg 2.54.7 cairo 1.16.0"),
  /// or "none" when it cannot be started.
  package static let rendererVersions: String = {
    guard let answer = try? shared.request(.versions, bytes: [], width: 0, height: 0, cage: .standard) else {
      return "none"
    }
    return answer.message
  }()

  /// The path of `themepack-svg`: `THEMEPACK_SVG_RENDERER` when set, else beside this
  /// process's executable (symbolic links resolved), where `swift build` and `make build` put it.
  /// On Darwin, where `swift test` runs the tests in a host program of the toolchain, beside
  /// the test bundle holding this code when the executable has none beside it.
  package static let helperPath: String = {
    if let path = ProcessInfo.processInfo.environment["THEMEPACK_SVG_RENDERER"], !path.isEmpty { return path }
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let resolved = (try? FileSystemCalls.resolvedPath(executable)) ?? executable
    let beside = (resolved as NSString).deletingLastPathComponent + "/themepack-svg"
    #if canImport(Darwin)
      let bundle = Bundle(for: SVGCage.self).bundleURL.deletingLastPathComponent().appendingPathComponent(
        "themepack-svg")
      if !FileManager.default.isExecutableFile(atPath: beside),
        FileManager.default.isExecutableFile(atPath: bundle.path)
      {
        return bundle.path
      }
    #endif
    return beside
  }()

  private func request(
    _ operation: SVGCageAnswer.Operation, bytes: [UInt8], width: Int, height: Int, cage: VectorCage
  ) throws(VectorReadError) -> SVGCageAnswer {
    var message = SVGCageAnswer.header(
      operation, width: width, height: height, cage: cage, count: bytes.count)
    message += bytes
    guard let answer = try exchange(message, answers: 1, cage: cage).first else {
      throw VectorReadError("the SVG renderer gave no answer")
    }
    return answer
  }

  /// Sends `message` to an idle helper and reads up to `answers` answers, fewer when one says
  /// the child did not draw (it stops there); `followed`: as many more as the first one's
  /// `detail` says follow it (at most 3, `.sizeAndScales`).
  private func exchange(
    _ message: [UInt8], answers expected: Int, followed: Bool = false, cage: VectorCage
  ) throws(VectorReadError) -> [SVGCageAnswer] {
    var count = expected
    let helper = try checkOut()
    // The helper kills its child at the deadline; this one, later, is for the helper itself.
    let deadline = ContinuousClock.now + .milliseconds(Int(cage.seconds * 1000) + 10_000)
    var answers: [SVGCageAnswer] = []
    guard (try? helper.connection.send(message, timeoutMilliseconds: 10_000)) != nil else {
      helper.stop()
      throw VectorReadError("the SVG renderer '\(Self.helperPath)' stopped answering")
    }
    while answers.count < count, answers.last.map({ $0.status == 0 }) ?? true {
      guard let answer = SVGCageAnswer.read(from: helper, until: deadline) else {
        helper.stop()
        throw VectorReadError("the SVG renderer '\(Self.helperPath)' stopped answering")
      }
      if followed, answers.isEmpty, answer.status == 0 { count += min(Int(answer.detail), 3) }
      answers.append(answer)
    }
    lock.withLock { idle.append(helper) }
    return answers
  }

  private func checkOut() throws(VectorReadError) -> HelperProcess {
    if let helper = lock.withLock({ idle.popLast() }) { return helper }
    guard FileManager.default.isExecutableFile(atPath: Self.helperPath) else {
      throw VectorReadError(
        "SVG masters are drawn by 'themepack-svg', which is not at '\(Self.helperPath)': install it beside "
          + "themepack (make build does), or name it in THEMEPACK_SVG_RENDERER")
    }
    do throws(SystemCallError) {
      return try HelperProcess(path: Self.helperPath)
    } catch {
      throw VectorReadError("cannot start the SVG renderer '\(Self.helperPath)': \(error)")
    }
  }
}
