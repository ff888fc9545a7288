/// How the slice drawn at the master's size compares with the master.
package enum PreviewMasterCheck: Sendable, Equatable {
  /// Pixel for pixel the same.
  case matches
  /// Same size, `pixels` pixels differ.
  case differs(pixels: Int)
  /// The slice drawn at the asset's point size has another size than the master.
  case sizeDiffers(masterWidth: Int, masterHeight: Int)
}
