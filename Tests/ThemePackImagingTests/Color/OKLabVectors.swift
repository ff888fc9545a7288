/// OKLab figures copied from public test suites. Figures only.
enum OKLabVectors {
  /// Björn Ottosson, "A perceptual color space for image processing", table of XYZ (D65) and
  /// OKLab pairs, rounded to 3 decimals (bottosson/bottosson.github.io@f6f08b7 posts/oklab).
  static let fromXYZ: [(xyz: (Double, Double, Double), lab: (Double, Double, Double))] = [
    ((0.950, 1.000, 1.089), (1.000, 0.000, 0.000)),
    ((1.000, 0.000, 0.000), (0.450, 1.236, -0.019)),
    ((0.000, 1.000, 0.000), (0.922, -0.671, 0.263)),
    ((0.000, 0.000, 1.000), (0.153, -1.415, -0.449)),
  ]

  /// culori test/oklab.test.js (Evercoder/culori@4e0a502): sRGB → OKLab; Ottosson's 10-digit
  /// matrices reproduce them to about 1e-8.
  static let culori: [(rgb: UInt32, lab: (Double, Double, Double))] = [
    (0xFFFFFF, (1.0000000000000002, 0, 0)),
    (0x111111, (0.17763777307657064, 0, 0)),
    (0x000000, (0, 0, 0)),
    (0xFF0000, (0.6279553639214311, 0.22486306842627443, 0.12584627733058495)),
  ]

  /// color.js test/conversions.js (color-js/color.js@e9d9fa8): sRGB → OKLab, to 1e-4.
  static let colorJS: [(rgb: UInt32, lab: (Double, Double, Double))] = [
    (0x00FF00, (0.86644, -0.233888, 0.179498)),
    (0x0000FF, (0.452014, -0.032457, -0.311528)),
    (0x00FFFF, (0.905399, -0.149444, -0.039398)),
    (0xFF00FF, (0.701674, 0.274566, -0.169156)),
    (0xFFFF00, (0.967983, -0.071369, 0.19857)),
  ]
}
