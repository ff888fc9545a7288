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

  /// The document's size in units (72 per inch), or nil when it gives none.
  package func size(of bytes: [UInt8], cage: VectorCage) throws(VectorReadError) -> (
    width: Double, height: Double
  )? {
    let answer = try request(.size, bytes: bytes, width: 0, height: 0, cage: cage)
    try answer.check(cage, refusal: "librsvg cannot read it")
    return answer.width > 0 && answer.height > 0 ? (answer.width, answer.height) : nil
  }

  /// The document drawn stretched to `width` × `height` px: straight-alpha RGBA8.
  package func render(_ bytes: [UInt8], width: Int, height: Int, cage: VectorCage) throws(VectorReadError)
    -> [UInt8]
  {
    let answer = try request(.render, bytes: bytes, width: width, height: height, cage: cage)
    try answer.check(cage, refusal: "librsvg cannot draw it")
    guard answer.pixels.count == width * height * 4 else {
      throw VectorReadError(
        "librsvg drew \(answer.pixels.count) bytes where \(width)x\(height) px were asked")
    }
    return answer.pixels
  }

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
  package static let helperPath: String = {
    if let path = ProcessInfo.processInfo.environment["THEMEPACK_SVG_RENDERER"], !path.isEmpty { return path }
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let resolved = (try? FileSystemCalls.resolvedPath(executable)) ?? executable
    return (resolved as NSString).deletingLastPathComponent + "/themepack-svg"
  }()

  private func request(
    _ operation: SVGCageAnswer.Operation, bytes: [UInt8], width: Int, height: Int, cage: VectorCage
  ) throws(VectorReadError) -> SVGCageAnswer {
    let helper = try checkOut()
    var message = SVGCageAnswer.header(
      operation, width: width, height: height, cage: cage, count: bytes.count)
    message += bytes
    // The helper kills its child at the deadline; this one, later, is for the helper itself.
    let deadline = ContinuousClock.now + .milliseconds(Int(cage.seconds * 1000) + 10_000)
    guard (try? helper.connection.send(message, timeoutMilliseconds: 10_000)) != nil,
      let answer = SVGCageAnswer.read(from: helper, until: deadline)
    else {
      helper.stop()
      throw VectorReadError("the SVG renderer '\(Self.helperPath)' stopped answering")
    }
    lock.withLock { idle.append(helper) }
    return answer
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
