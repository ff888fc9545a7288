import Foundation
import ThemePackNative
import ThemePackSupport

/// Draws the first page of a PDF with poppler's command-line tools, `pdfinfo` (its size and
/// whether it carries JavaScript) and `pdftocairo` (its pixels), each in its own process.
///
/// Why a process and not a library: poppler is GPL and MuPDF AGPL, and a tool that links
/// either is bound by it; a separate program it runs is not (docs/project-format.md, "Vector masters"). The
/// process also bounds a hostile file: it is killed after its `VectorCage`'s seconds, its
/// memory is capped at the cage's bytes, and it sees only a copy of the file
/// in an empty scratch folder. Poppler fetches nothing from the network and does not follow
/// external streams.
package struct PDFPageRenderer {
  /// The page's crop box (what viewers show) in points, after its rotation.
  package var points: (width: Double, height: Double)
  private let bytes: [UInt8]
  private let cage: VectorCage

  /// Reads the page size, refusing a file poppler cannot read, one that carries JavaScript
  /// (which no icon needs, and which ThemePack never runs), an encrypted one, and one whose
  /// page box cannot be read (poppler would draw a US Letter page instead).
  package init(bytes: [UInt8], cage: VectorCage) throws(VectorReadError) {
    self.bytes = bytes
    self.cage = cage
    let names = PDFNames.decoded(bytes)
    // Before poppler sees it: what a hostile page hides in `#xx` escapes (`/Java#53cript`)
    // is read as the name it is.
    if let action = PDFNames.scriptAction(in: names) {
      throw VectorReadError(
        "carries JavaScript ('\(action)'), which ThemePack never runs: export the drawing without it")
    }
    if let box = PDFNames.unreadableBox(in: names) {
      throw VectorReadError("has a page box ('\(box)') that cannot be read: export the drawing again")
    }
    let info = try Self.run("pdfinfo", ["-box", "-f", "1", "-l", "1", "page.pdf"], bytes: bytes, cage: cage)
    let fields = Self.fields(String(decoding: info, as: UTF8.self))
    // poppler runs no script either way; the name tree (pdfinfo) and any uncompressed
    // `/JavaScript` action are what can be seen without decompressing every stream.
    if fields["JavaScript"] == "yes" {
      throw VectorReadError("carries JavaScript, which ThemePack never runs: export the drawing without it")
    }
    if fields["Encrypted"]?.hasPrefix("yes") == true {
      throw VectorReadError("is encrypted: export the drawing without a password or restrictions")
    }
    let box = (fields["Page    1 CropBox"] ?? "").split(separator: " ").compactMap { Double($0) }
    guard box.count == 4, box[2] > box[0], box[3] > box[1] else {
      throw VectorReadError("has no page box poppler can read")
    }
    let rotation = Int(fields["Page    1 rot"] ?? "0") ?? 0
    let (width, height) = (box[2] - box[0], box[3] - box[1])
    points = rotation % 180 == 0 ? (width, height) : (height, width)
  }

  /// The page drawn at exactly `width` × `height` pixels on a transparent background. The
  /// crop to `width` × `height` matters: for a page of fractional points (368.203 pt) poppler
  /// rounds the scaled page up a column, which the crop drops.
  package func render(width: Int, height: Int) throws(VectorReadError) -> RGBAImage {
    let png = try run(
      "pdftocairo",
      [
        "-png", "-singlefile", "-transp", "-cropbox", "-f", "1", "-l", "1", "-scale-to-x", "\(width)",
        "-scale-to-y", "\(height)", "-x", "0", "-y", "0", "-W", "\(width)", "-H", "\(height)", "page.pdf",
        "-",
      ])
    let decoded: DecodedPNG
    do {
      decoded = try PNGDecoder.decode(png, file: "pdftocairo output")
    } catch {
      throw VectorReadError("pdftocairo wrote no readable image (\(error.reason))")
    }
    guard decoded.image.width == width, decoded.image.height == height else {
      throw VectorReadError(
        "pdftocairo drew \(decoded.image.width)x\(decoded.image.height) px where \(width)x\(height) were asked"
      )
    }
    return decoded.image
  }

  /// The bitmaps the page draws (`pdfimages -list`: images and stencil masks; a soft mask
  /// goes with its image), each sized by the pixels it gives the whole page at its
  /// resolution, so the lint can weigh it as a PNG master of the page's size.
  package func embeddedBitmaps() throws(VectorReadError) -> [EmbeddedBitmap] {
    let listing = try run("pdfimages", ["-list", "-f", "1", "-l", "1", "page.pdf"])
    return String(decoding: listing, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
      // "page num type width height … x-ppi y-ppi size ratio"; an inline image's object and
      // ID are one "[inline]" column, so the resolution is counted from the end.
      let columns = line.split(separator: " ")
      guard columns.count >= 13, columns[2] == "image" || columns[2] == "stencil",
        let xPPI = Double(columns[columns.count - 4]), let yPPI = Double(columns[columns.count - 3]),
        xPPI > 0, yPPI > 0
      else { return nil }
      return EmbeddedBitmap(
        width: max(1, Int((points.width * xPPI / 72).rounded())),
        height: max(1, Int((points.height * yPPI / 72).rounded())), mediaType: "application/pdf")
    }
  }

  /// Runs a poppler tool on a copy of `bytes` named `page.pdf` in a fresh scratch folder.
  private func run(_ tool: String, _ arguments: [String]) throws(VectorReadError) -> [UInt8] {
    try Self.run(tool, arguments, bytes: bytes, cage: cage)
  }

  private static func run(_ tool: String, _ arguments: [String], bytes: [UInt8], cage: VectorCage)
    throws(VectorReadError) -> [UInt8]
  {
    let folder = NSTemporaryDirectory() + "themepack-pdf-\(FileSystemCalls.processID)-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      try Data(bytes).write(to: URL(fileURLWithPath: folder + "/page.pdf"))
    } catch {
      throw VectorReadError("cannot stage the file for poppler: \(error.localizedDescription)")
    }
    let result: ChildProcess.FinishedRun
    do throws(ChildProcess.Failure) {
      result = try ChildProcess.run(
        tool, arguments, in: folder, timeout: cage.seconds, memoryLimit: cage.memoryBytes)
    } catch {
      switch error {
      case .notFound:
        throw VectorReadError(
          "PDF masters are drawn by poppler's '\(tool)', which is not installed: run 'make deps'")
      case .timedOut(let seconds):
        throw VectorReadError(
          "\(tool) took longer than \(VectorCage(seconds: seconds, memoryBytes: 0).secondsText) on it and was stopped"
        )
      case .notStarted(let reason):
        throw VectorReadError("cannot start \(tool): \(reason)")
      }
    }
    guard result.status == 0 else {
      let lowered = result.errors.lowercased()
      if lowered.contains("out of memory") || lowered.contains("bad_alloc") {
        throw VectorReadError(
          "\(tool) ran out of the \(ByteCount.text(cage.memoryBytes)) it may use on it and was stopped"
        )
      }
      let said = result.errors.split(whereSeparator: \.isNewline).last.map(String.init) ?? "no message"
      throw VectorReadError("poppler cannot read it as a PDF (\(tool): \(JSONParser.shown(said)))")
    }
    return result.output
  }

  /// `pdfinfo`'s "Name: value" lines.
  private static func fields(_ text: String) -> [String: String] {
    var fields: [String: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields[String(line[..<colon])] = value.split(separator: " ", omittingEmptySubsequences: true)
        .joined(separator: " ")
    }
    return fields
  }
}
