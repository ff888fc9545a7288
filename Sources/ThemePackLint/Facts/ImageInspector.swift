import Dispatch
import Foundation
import ThemePackImaging
import ThemePackProject

/// Decodes each PNG once (in parallel when asked) and keeps what the rules need.
package enum ImageInspector {
  /// One file to inspect, and whether its dominant colour is needed.
  package struct Request: Sendable, Hashable {
    package var path: String
    package var wantsDominantColor: Bool
  }

  /// Inspects every request, reading the files through `reader` (which refuses symbolic
  /// links leading outside the project); results come back in request order whatever the
  /// threading.
  package static func inspect(
    _ requests: [Request], reader: ProjectReader, parallel: Bool
  ) -> [Result<ImageFacts, PNGError>] {
    let slots = Slots<Result<ImageFacts, PNGError>>(count: requests.count)
    if parallel && requests.count > 1 {
      DispatchQueue.concurrentPerform(iterations: requests.count) { index in
        slots.set(index, inspect(requests[index], reader: reader))
      }
    } else {
      for index in requests.indices { slots.set(index, inspect(requests[index], reader: reader)) }
    }
    return slots.values
  }

  package static func inspect(_ request: Request, reader: ProjectReader) -> Result<ImageFacts, PNGError> {
    let bytes: [UInt8]
    do throws(ProjectReadError) {
      bytes = try reader.bytes(at: request.path)
    } catch {
      return .failure(PNGError(kind: .io, file: request.path, reason: error.reason))
    }
    if let format = VectorFormat.of(fileName: request.path) {
      return inspectVector(bytes, format: format, request: request)
    }
    do {
      // Colour-managed, as the build reads the file: facts and dominant colour are sRGB.
      let decoded = try PNGDecoder.decode(bytes, file: request.path, colorManaged: true)
      let description = decoded.metadata.iccProfileName == nil ? nil : ICCProfileDescription.of(png: bytes)
      return .success(
        ImageFacts(
          width: decoded.image.width, height: decoded.image.height, metadata: decoded.metadata,
          iccDescription: description, colorSpaceName: decoded.colorSpace?.name,
          convertsToSRGB: decoded.colorSpace?.convertsToSRGB ?? false,
          colorTreatment: decoded.colorSpace?.treatment,
          dominantColor: request.wantsDominantColor ? DominantColor.of(decoded.image) : nil))
    } catch {
      return .failure(error)
    }
  }

  /// A vector master's facts: its size in points, and its rendering at the highest scale iOS
  /// knows (as the build draws it) for the pixel size and the dominant colour.
  private static func inspectVector(_ bytes: [UInt8], format: VectorFormat, request: Request)
    -> Result<ImageFacts, PNGError>
  {
    do throws(VectorReadError) {
      let document = try VectorDocument.read(bytes, format: format)
      let scale = ImageFileName.knownScales.max() ?? 3
      let needsPixels = request.wantsDominantColor
      let image = needsPixels ? try document.render(scale: scale) : nil
      let size = document.pixelSize(scale: scale)
      try document.checkBounds(width: size.width, height: size.height)
      let largest = try document.embeddedBitmaps().map { [$0.width, $0.height] }.max {
        $0[0] * $0[1] < $1[0] * $1[1]
      }
      return .success(
        ImageFacts(
          width: size.width, height: size.height, metadata: PNGMetadata(), iccDescription: nil,
          colorSpaceName: nil, vectorPoints: [document.points.width, document.points.height],
          embeddedBitmap: largest, dominantColor: image.flatMap { DominantColor.of($0) }))
    } catch {
      return .failure(PNGError(kind: .vector, file: request.path, reason: error.reason, operation: .read))
    }
  }

  /// Write-once result slots shared by the worker threads; each index is written by
  /// exactly one iteration, and read only after all have finished.
  private final class Slots<Value: Sendable>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
      storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
      lock.lock()
      storage[index] = value
      lock.unlock()
    }

    var values: [Value] { storage.map { $0! } }
  }
}
