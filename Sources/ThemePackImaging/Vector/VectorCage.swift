import Foundation
import ThemePackSupport

/// The bounds one vector render runs in, each in a child process of its own (`SVGCage` for
/// SVG, `PDFPageRenderer` for PDF): a wall-clock deadline (the CPU time is capped at the
/// same seconds) and an address-space limit. A document that crashes, runs past either
/// or allocates past the limit ends that child only and is refused with one line.
package struct VectorCage: Sendable, Equatable {
  /// How long one render may take, in seconds.
  package var seconds: Double
  /// The address space the child may take, in bytes.
  package var memoryBytes: Int

  package init(seconds: Double, memoryBytes: Int) {
    self.seconds = seconds
    self.memoryBytes = memoryBytes
  }

  /// `VectorLimits.renderSeconds` and `VectorLimits.renderMemoryBytes`, unless the
  /// environment variable `THEMEPACK_VECTOR_SECONDS` names a shorter deadline (a CI job
  /// that wants hostile files refused sooner, and the tests).
  package static let standard: VectorCage = {
    let fallback = VectorCage(
      seconds: VectorLimits.renderSeconds, memoryBytes: VectorLimits.renderMemoryBytes)
    guard let text = ProcessInfo.processInfo.environment["THEMEPACK_VECTOR_SECONDS"],
      let seconds = Double(text), seconds > 0, seconds < fallback.seconds
    else { return fallback }
    return VectorCage(seconds: seconds, memoryBytes: fallback.memoryBytes)
  }()

  /// The deadline as a message says it: "20 s", "0.5 s".
  var secondsText: String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
