/// A one-page PDF around a content stream, its cross-reference offsets computed; no dates
/// or identifiers, so the same drawing always gives the same bytes.
enum SamplePDF {
  /// The page is `width` × `height` points; `content` is PDF drawing operators.
  static func page(width: Double, height: Double, content: String) -> [UInt8] {
    let stream = Array(content.utf8)
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>",
      "<< /Length \(stream.count) >>\nstream\n\(content)\nendstream",
    ]
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let start = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets {
      let digits = String(offset)
      text += String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n"
    }
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(start)\n%%EOF\n"
    return Array(text.utf8)
  }
}
