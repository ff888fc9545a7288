import ThemePackSupport

/// One value per `ColorAppearance`: a colour's four values, the four backgrounds, the
/// four minimum contrasts of a pair.
package struct AppearanceValues<Value> {
  package var light: Value
  package var dark: Value
  package var lightHighContrast: Value
  package var darkHighContrast: Value

  package init(light: Value, dark: Value, lightHighContrast: Value, darkHighContrast: Value) {
    self.light = light
    self.dark = dark
    self.lightHighContrast = lightHighContrast
    self.darkHighContrast = darkHighContrast
  }

  /// The values `make` gives for each appearance, called in `ColorAppearance.allCases` order.
  package init(_ make: (ColorAppearance) throws -> Value) rethrows {
    self.init(
      light: try make(.light), dark: try make(.dark), lightHighContrast: try make(.lightHighContrast),
      darkHighContrast: try make(.darkHighContrast))
  }

  package subscript(appearance: ColorAppearance) -> Value {
    get {
      switch appearance {
      case .light: return light
      case .dark: return dark
      case .lightHighContrast: return lightHighContrast
      case .darkHighContrast: return darkHighContrast
      }
    }
    set {
      switch appearance {
      case .light: light = newValue
      case .dark: dark = newValue
      case .lightHighContrast: lightHighContrast = newValue
      case .darkHighContrast: darkHighContrast = newValue
      }
    }
  }

  /// The values in `ColorAppearance.allCases` order.
  package var all: [Value] { ColorAppearance.allCases.map { self[$0] } }
}

extension AppearanceValues: Sendable where Value: Sendable {}
extension AppearanceValues: Equatable where Value: Equatable {}
extension AppearanceValues: Hashable where Value: Hashable {}
