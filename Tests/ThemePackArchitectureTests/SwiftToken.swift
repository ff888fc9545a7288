/// One token of Swift source as `SwiftTokenizer` sees it.
enum SwiftToken: Equatable {
  /// An identifier or keyword (backticks removed): `Finding`, `struct`, `default`.
  case word(String)
  /// Any other byte that is not white space: `.`, `{`, `<`, `:`.
  case symbol(UInt8)
}
