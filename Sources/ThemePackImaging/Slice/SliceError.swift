import ThemePackSupport

/// Cap insets that cannot slice an image.
///
/// `description` is one line in the house voice:
/// `cannot slice 'navBar@1x.png': left and right insets (0 + 1 pt = 1 px at 1x) leave nothing to
/// stretch in the width of 1 px`.
package struct SliceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What kind of problem it is; the raw values are stable ids a lint rule can name.
  package enum Kind: String, Sendable, Equatable, CaseIterable {
    /// The scale is not a positive integer.
    case invalidScale = "invalid-scale"
    /// An inset is infinite or not a number.
    case notFinite = "not-finite"
    /// An inset is below zero.
    case negativeInset = "negative-inset"
    /// An inset times the scale is not a whole number of pixels.
    case fractionalPixels = "fractional-pixels"
    /// Every inset is zero: there is nothing to slice, and Xcode misbehaves with zero insets in
    /// tile mode. Use the image without slicing, or give at least one cap.
    case zeroInsets = "zero-insets"
    /// The caps of one axis are together larger than the image.
    case insetsExceedImage = "insets-exceed-image"
    /// The caps of one axis cover the image exactly: the centre is empty.
    case nothingToStretch = "nothing-to-stretch"
  }

  package let kind: Kind
  /// The file concerned, as the user named it ("" when unknown).
  package let file: String
  /// The specifics, such as `top inset -1 pt is negative`.
  package let reason: String

  package init(kind: Kind, file: String, reason: String) {
    self.kind = kind
    self.file = file
    self.reason = reason
  }

  package var description: String {
    let name = file.isEmpty ? "image" : "'\(file)'"
    return "cannot slice \(name): \(reason)"
  }

  /// The same error naming `file`.
  package func naming(_ file: String) -> SliceError {
    SliceError(kind: kind, file: file, reason: reason)
  }
}
