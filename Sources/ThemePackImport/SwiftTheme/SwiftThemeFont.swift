import ThemePackProject
import ThemePackSupport

/// A SwiftTheme font string, as its `ThemeFontPicker` reads one: `"PingFangSC-Regular,30"`,
/// a PostScript name and a size in points split at the comma.
///
/// A string holding a comma (and not naming a `.png`) is taken as meant for a font, and so
/// is any string under a key path whose last part mentions a font (`Global.textFont`); such
/// a value that is no valid font is refused with a reason instead of passing as "unmapped".
package struct SwiftThemeFont: Sendable, Equatable {
  /// The name before the comma, as the file has it.
  package var family: String
  /// The size after the comma, in points (more than 0, at most `FontSpec.maximumSize`).
  package var size: Double
  /// The string in the file.
  package var text: String

  /// The font `text` stands for, or why it is none.
  package static func parse(_ text: String) -> Result<SwiftThemeFont, Refusal> {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count >= 2 else {
      return .failure(Refusal("a SwiftTheme font is \"Name,size\" and this one has no size"))
    }
    let family = parts.dropLast().joined(separator: ",")
    if family.isEmpty { return .failure(Refusal("the font name before the ',' is empty")) }
    if let problem = FontSpecReader.problem(withFamily: family) { return .failure(Refusal(problem)) }
    let sizeText = parts.last!.trimmingCharacters(in: .whitespaces)
    let numeric = !sizeText.isEmpty && sizeText.utf8.allSatisfy(isNumberByte)
    guard numeric, let size = Double(sizeText) else {
      return .failure(Refusal("the size '\(shown(sizeText))' is not a number"))
    }
    guard size > 0, size <= FontSpec.maximumSize else {
      return .failure(
        Refusal(
          "the size \(shown(sizeText)) is not a font size: more than 0 and at most "
            + "\(Int(FontSpec.maximumSize)) points"))
    }
    return .success(SwiftThemeFont(family: family, size: size, text: text))
  }

  /// Whether `text` at `keyPath` is meant for a font: it holds a ',' and names no PNG, or
  /// the key path's last part mentions "font" (any letter case).
  package static func isMeantAsFont(_ text: String, at keyPath: String) -> Bool {
    if text.contains(","), !text.lowercased().hasSuffix(".png") { return true }
    let last = keyPath.split(separator: ".").last.map(String.init) ?? keyPath
    return last.lowercased().contains("font")
  }

  /// The font as the project declares it, with `keyPath`.
  package func spec(keyPath: String?) -> FontSpec { FontSpec(family: family, size: size, keyPath: keyPath) }

  /// Why a value is not a font.
  package struct Refusal: Error, Sendable, Equatable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
  }

  /// The longest part of a value a message quotes, in characters.
  package static let shownLength = 40

  /// `text` as messages quote it: control characters escaped, cut at `shownLength`
  /// characters with the full length given (a refused value may be megabytes long).
  package static func shown(_ text: String) -> String {
    guard text.count > shownLength else { return JSONParser.shown(text) }
    return JSONParser.shown(String(text.prefix(shownLength))) + "… (\(text.utf8.count) bytes)"
  }

  /// Digits, '.', signs and exponents: what a size may hold before `Double` reads it (so
  /// `inf`, `nan` and hex floats are no sizes).
  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || [UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "e"), UInt8(ascii: "E")]
        .contains(byte)
  }
}
