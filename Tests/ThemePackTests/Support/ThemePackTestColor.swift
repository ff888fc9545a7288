/// Plain channel values, kept apart from `RGBA8` so test maths does not lean on library code.
struct ThemePackTestColor: Equatable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8
  var alpha: UInt8
}
