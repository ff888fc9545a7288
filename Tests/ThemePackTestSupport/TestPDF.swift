import Foundation

/// Shared by the test targets. Hand-made one-page PDFs with their cross-reference offsets computed, for readers' tables.
public enum TestPDF {
  /// A page of `width` × `height` points drawing `content`; `catalog` is added to the
  /// document catalog's dictionary (an `/OpenAction`, say).
  public static func page(
    width: Double = 24, height: Double = 24, content: String = "0 0 1 rg 2 2 20 20 re f", catalog: String = ""
  )
    -> [UInt8]
  {
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R \(catalog)>>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
    ]
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (index, object) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
    }
    let start = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(start)\n%%EOF\n"
    return Array(text.utf8)
  }
}
