import ThemePackSupport

/// A 3×3 matrix of doubles for the colour-space conversions, stored inline (no heap, no
/// reference counting), so the per-pixel conversions stay cheap.
package struct Matrix3: Sendable, Equatable {
  package var m00, m01, m02: Double
  package var m10, m11, m12: Double
  package var m20, m21, m22: Double

  /// A matrix from three rows of three.
  package init(_ rows: [[Double]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a Matrix3 has 3 rows of 3")
    (m00, m01, m02) = (rows[0][0], rows[0][1], rows[0][2])
    (m10, m11, m12) = (rows[1][0], rows[1][1], rows[1][2])
    (m20, m21, m22) = (rows[2][0], rows[2][1], rows[2][2])
  }

  /// A diagonal matrix.
  package static func diagonal(_ a: Double, _ b: Double, _ c: Double) -> Matrix3 {
    Matrix3([[a, 0, 0], [0, b, 0], [0, 0, c]])
  }

  /// The rows, for building other matrices.
  package var rows: [[Double]] {
    [[m00, m01, m02], [m10, m11, m12], [m20, m21, m22]]
  }

  /// `self × vector`.
  @inline(__always)
  package func apply(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
    (
      m00 * x + m01 * y + m02 * z,
      m10 * x + m11 * y + m12 * z,
      m20 * x + m21 * y + m22 * z
    )
  }

  /// `self × other`.
  package static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
    let a = lhs.rows
    let b = rhs.rows
    var result = [[Double]](repeating: [0, 0, 0], count: 3)
    for row in 0..<3 {
      for column in 0..<3 {
        result[row][column] = a[row][0] * b[0][column] + a[row][1] * b[1][column] + a[row][2] * b[2][column]
      }
    }
    return Matrix3(result)
  }

  /// The inverse, by cofactors. The colour matrices here are all well conditioned.
  package var inverse: Matrix3 {
    let c00 = m11 * m22 - m12 * m21
    let c01 = m12 * m20 - m10 * m22
    let c02 = m10 * m21 - m11 * m20
    let determinant = m00 * c00 + m01 * c01 + m02 * c02
    precondition(determinant != 0, "singular colour matrix")
    let c10 = m02 * m21 - m01 * m22
    let c11 = m00 * m22 - m02 * m20
    let c12 = m01 * m20 - m00 * m21
    let c20 = m01 * m12 - m02 * m11
    let c21 = m02 * m10 - m00 * m12
    let c22 = m00 * m11 - m01 * m10
    return Matrix3([
      [c00 / determinant, c10 / determinant, c20 / determinant],
      [c01 / determinant, c11 / determinant, c21 / determinant],
      [c02 / determinant, c12 / determinant, c22 / determinant],
    ])
  }
}
