import Foundation
import ThemePackImaging

/// What the renders of one master's themes share: the template shape of each scale
/// (`TemplateShape`) and the compressed streams of every other palette image
/// (`PNGImageDataMemo`). Both depend only on the master and the options, so which theme
/// makes an entry first never changes a byte. `MasterStore` keeps one per master while the
/// master is in use. Safe across threads.
package final class RenderMemo: @unchecked Sendable {
  /// Streams of palette images by their packed rows.
  package let streams = PNGImageDataMemo()
  private var shapes: [Int: TemplateShape] = [:]
  private let lock = NSLock()

  package init() {}

  /// The template shape of the master at `scale` (the master's own scales only: extra
  /// renditions do not use shapes), made by `make` the first time. Two
  /// threads asking at once may both make it; they make the same shape.
  package func shape(scale: Int, make: () throws(PNGError) -> TemplateShape) throws(PNGError) -> TemplateShape
  {
    lock.lock()
    let kept = shapes[scale]
    lock.unlock()
    if let kept { return kept }
    let made = try make()
    lock.lock()
    shapes[scale] = made
    lock.unlock()
    return made
  }
}
