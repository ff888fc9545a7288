import ThemePackNative
import ThemePackSupport

/// A PNG `cICP` chunk: four ITU-T H.273 code points (colour primaries, transfer
/// characteristics, matrix coefficients, video full-range flag), and the SDR colour space
/// they name when ThemePack can convert it.
///
/// Supported (PNG 3rd edition, DOMAIN.md §16): primaries 1 (BT.709/sRGB), 4 (BT.470 M),
/// 5 (BT.601 625), 6 (BT.601 525), 7 (SMPTE 240M), 8 (generic film), 9 (BT.2020),
/// 11 (DCI-P3), 12 (Display P3, P3-D65) and 22 (EBU 3213); transfers 1, 6, 14, 15 (the
/// BT.709 curve, decoded as the inverse of its camera curve, as skcms and libavif do),
/// 4 (gamma 2.2), 5 (gamma 2.8), 8 (linear) and 13 (sRGB); matrix 0 (RGB, the only one PNG
/// allows) and full range. Refused, with a one-line reason: PQ (16) and HLG (18) as HDR,
/// a matrix other than 0, narrow (video) range, any other code point.
package struct CICP: Sendable, Equatable {
  package let primaries: Int
  package let transfer: Int
  package let matrix: Int
  package let fullRange: Int

  /// The fields as stored; `of(fields:)` checks them.
  package init(primaries: Int, transfer: Int, matrix: Int, fullRange: Int) {
    self.primaries = primaries
    self.transfer = transfer
    self.matrix = matrix
    self.fullRange = fullRange
  }

  /// "12/13/0/1", as the chunk stores them.
  package var codePoints: String { "\(primaries)/\(transfer)/\(matrix)/\(fullRange)" }

  /// Whether this is plain sRGB (BT.709 primaries, the sRGB curve): used as stored.
  package var isSRGB: Bool { primaries == 1 && transfer == 13 }

  /// "Display P3", "BT.2020 primaries, linear"…, for people.
  package var spaceName: String {
    if isSRGB { return "sRGB" }
    if primaries == 12 && transfer == 13 { return "Display P3" }
    return "\(Self.primaryTable[primaries]?.name ?? "primaries \(primaries)") primaries, "
      + (Self.transferTable[transfer]?.name ?? "transfer \(transfer)")
  }

  /// The white point and red, green, blue primaries as CIE xy, by H.273 code point.
  static let primaryTable: [Int: (name: String, xy: [(x: Double, y: Double)])] = [
    1: ("BT.709", [d65, (0.640, 0.330), (0.300, 0.600), (0.150, 0.060)]),
    4: ("BT.470 M", [illuminantC, (0.67, 0.33), (0.21, 0.71), (0.14, 0.08)]),
    5: ("BT.601 625", [d65, (0.64, 0.33), (0.29, 0.60), (0.15, 0.06)]),
    6: ("BT.601 525", [d65, (0.630, 0.340), (0.310, 0.595), (0.155, 0.070)]),
    7: ("SMPTE 240M", [d65, (0.630, 0.340), (0.310, 0.595), (0.155, 0.070)]),
    8: ("generic film", [illuminantC, (0.681, 0.319), (0.243, 0.692), (0.145, 0.049)]),
    9: ("BT.2020", [d65, (0.708, 0.292), (0.170, 0.797), (0.131, 0.046)]),
    11: ("DCI-P3", [(0.314, 0.351), (0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]),
    12: ("P3-D65", [d65, (0.680, 0.320), (0.265, 0.690), (0.150, 0.060)]),
    22: ("EBU 3213", [d65, (0.630, 0.340), (0.295, 0.605), (0.155, 0.077)]),
  ]

  private static let d65 = (x: 0.3127, y: 0.3290)
  private static let illuminantC = (x: 0.310, y: 0.316)

  /// The curve from encoded values to linear light, by H.273 code point.
  static let transferTable: [Int: (name: String, curve: LCMSNative.ToneCurve)] = [
    1: ("BT.709 curve", bt709), 6: ("BT.601 curve", bt709), 14: ("BT.2020 curve", bt709),
    15: ("BT.2020 curve", bt709), 4: ("gamma 2.2", .gamma(2.2)), 5: ("gamma 2.8", .gamma(2.8)),
    8: ("linear", .gamma(1)),
    13: (
      "sRGB curve",
      LCMSNative.ToneCurve(type: 4, parameters: [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
    ),
  ]

  /// The inverse of BT.709's camera curve: `((V + 0.099) / 1.099)^(1 / 0.45)` from 0.081,
  /// `V / 4.5` below.
  private static let bt709 = LCMSNative.ToneCurve(
    type: 4, parameters: [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081])

  /// The chunk's fields, checked: throws a one-line reason when ThemePack cannot read the
  /// colour space (HDR, a matrix, narrow range, an unknown code point).
  package static func of(fields: [Int]) throws(ICCProfileError) -> CICP {
    guard fields.count == 4 else {
      throw ICCProfileError(cicp: "chunk is \(fields.count) bytes long, not 4")
    }
    let cicp = CICP(primaries: fields[0], transfer: fields[1], matrix: fields[2], fullRange: fields[3])
    try cicp.check()
    return cicp
  }

  private func check() throws(ICCProfileError) {
    let prefix = codePoints + ": "
    if transfer == 16 || transfer == 18 {
      throw ICCProfileError(
        cicp: prefix + "HDR (\(transfer == 16 ? "PQ" : "HLG"), transfer \(transfer)) is not supported yet")
    }
    guard matrix == 0 else {
      throw ICCProfileError(cicp: prefix + "matrix coefficients \(matrix) (PNG allows only 0, RGB)")
    }
    guard fullRange == 1 else {
      throw ICCProfileError(
        cicp: prefix
          + (fullRange == 0
            ? "narrow-range (video) samples are not supported" : "full-range flag \(fullRange) is not 0 or 1")
      )
    }
    guard Self.primaryTable[primaries] != nil else {
      throw ICCProfileError(
        cicp: prefix + "colour primaries \(primaries) are not supported (supported: "
          + Self.primaryTable.keys.sorted().map(String.init).joined(separator: ", ") + ")")
    }
    guard Self.transferTable[transfer] != nil else {
      throw ICCProfileError(
        cicp: prefix + "transfer characteristics \(transfer) are not supported (supported: "
          + Self.transferTable.keys.sorted().map(String.init).joined(separator: ", ") + ")")
    }
  }

  /// The bytes of the RGB ICC profile these code points describe, as lcms2 builds it
  /// (`cmsCreateRGBProfile` with the white point, the primaries and the parametric curve;
  /// relative colorimetric). Throws when lcms2 refuses, which checked code points never make
  /// it do.
  package func profile() throws(ICCProfileError) -> [UInt8] {
    guard let space = Self.primaryTable[primaries], let tone = Self.transferTable[transfer] else {
      throw ICCProfileError(cicp: codePoints + ": not a colour space ThemePack converts")
    }
    let xy = space.xy
    switch LCMSNative.rgbProfile(curve: tone.curve, white: xy[0], primaries: Array(xy[1...])) {
    case .success(let bytes): return bytes
    case .failure(let failure):
      throw ICCProfileError(
        cicp: codePoints + ": lcms2 builds no profile"
          + (failure.message.isEmpty ? "" : ": " + failure.message))
    }
  }
}
