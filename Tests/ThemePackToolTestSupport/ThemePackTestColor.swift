/// Plain channel values, kept apart from `ThemeRGBA` so test maths does not lean on library code.
package struct ThemePackTestColor: Equatable {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8
  package var alpha: UInt8
}
