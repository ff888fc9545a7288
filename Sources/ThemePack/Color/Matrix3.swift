/// A 3×3 matrix of doubles, row-major, for the colour-space conversions.
struct Matrix3: Sendable, Equatable {
  var rows: [[Double]]

  init(_ rows: [[Double]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a Matrix3 has 3 rows of 3")
    self.rows = rows
  }

  /// A diagonal matrix.
  static func diagonal(_ a: Double, _ b: Double, _ c: Double) -> Matrix3 {
    Matrix3([[a, 0, 0], [0, b, 0], [0, 0, c]])
  }

  /// `self × vector`.
  func apply(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
    let r0 = rows[0]
    let r1 = rows[1]
    let r2 = rows[2]
    return (
      r0[0] * x + r0[1] * y + r0[2] * z,
      r1[0] * x + r1[1] * y + r1[2] * z,
      r2[0] * x + r2[1] * y + r2[2] * z
    )
  }

  /// `self × other`.
  static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
    var result = [[Double]](repeating: [0, 0, 0], count: 3)
    for row in 0..<3 {
      for column in 0..<3 {
        result[row][column] =
          lhs.rows[row][0] * rhs.rows[0][column] + lhs.rows[row][1] * rhs.rows[1][column]
          + lhs.rows[row][2] * rhs.rows[2][column]
      }
    }
    return Matrix3(result)
  }

  /// The inverse, by cofactors. The colour matrices here are all well conditioned.
  var inverse: Matrix3 {
    let m = rows
    let c00 = m[1][1] * m[2][2] - m[1][2] * m[2][1]
    let c01 = m[1][2] * m[2][0] - m[1][0] * m[2][2]
    let c02 = m[1][0] * m[2][1] - m[1][1] * m[2][0]
    let determinant = m[0][0] * c00 + m[0][1] * c01 + m[0][2] * c02
    precondition(determinant != 0, "singular colour matrix")
    let c10 = m[0][2] * m[2][1] - m[0][1] * m[2][2]
    let c11 = m[0][0] * m[2][2] - m[0][2] * m[2][0]
    let c12 = m[0][1] * m[2][0] - m[0][0] * m[2][1]
    let c20 = m[0][1] * m[1][2] - m[0][2] * m[1][1]
    let c21 = m[0][2] * m[1][0] - m[0][0] * m[1][2]
    let c22 = m[0][0] * m[1][1] - m[0][1] * m[1][0]
    return Matrix3([
      [c00 / determinant, c10 / determinant, c20 / determinant],
      [c01 / determinant, c11 / determinant, c21 / determinant],
      [c02 / determinant, c12 / determinant, c22 / determinant],
    ])
  }
}
