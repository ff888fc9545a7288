internal import CVectorBridge

/// The one gate to librsvg (through our own `CVectorBridge`): an SVG document parsed from
/// bytes, its size, and renderings of it.
///
/// librsvg reads the bytes with no base file, so `<image href="file">`, `<use href>` of
/// another file and `@import` cannot load anything outside them; it runs no script and bounds
/// the elements and references a document may hold. One document is used by one thread at
/// a time.
package final class SVGNative {
  /// librsvg refused the document; `message` is its own text.
  package struct Failure: Error {
    package var message: String
  }

  private let handle: OpaquePointer

  /// Parses `bytes`. The corresponding C function is `themepack_svg_open` (`rsvg_handle_new_from_data`).
  package init(bytes: [UInt8]) throws(Failure) {
    var message = [CChar](repeating: 0, count: 512)
    let opened = bytes.withUnsafeBufferPointer { buffer in
      themepack_svg_open(buffer.baseAddress!, buffer.count, &message, message.count)
    }
    guard let opened else { throw Failure(message: Self.text(message)) }
    handle = opened
  }

  deinit {
    themepack_svg_close(handle)
  }

  /// The document's width and height in units (72 dpi: a point is a unit), from its
  /// `width`/`height` or else its `viewBox`; nil when it has neither.
  package var size: (width: Double, height: Double)? {
    var width = 0.0
    var height = 0.0
    guard themepack_svg_size(handle, &width, &height) != 0 else { return nil }
    return (width, height)
  }

  /// The whole document drawn stretched to `width` × `height` pixels: straight-alpha RGBA8,
  /// rows top to bottom. The corresponding C function is `themepack_svg_render`
  /// (`rsvg_handle_render_document` on a cairo image surface).
  package func render(width: Int, height: Int) throws(Failure) -> [UInt8] {
    var message = [CChar](repeating: 0, count: 512)
    var failed = false
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      failed =
        themepack_svg_render(
          handle, Int32(width), Int32(height), buffer.baseAddress!, &message, message.count)
        == 0
      count = failed ? 0 : width * height * 4
    }
    if failed { throw Failure(message: Self.text(message)) }
    return pixels
  }

  /// The librsvg and cairo versions this process draws with ("librsvg 2.54.7 cairo 1.16.0").
  package static let rendererVersions: String = {
    var text = [CChar](repeating: 0, count: 128)
    themepack_svg_renderer_versions(&text, text.count)
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  private static func text(_ message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "librsvg gave no reason"
  }
}
