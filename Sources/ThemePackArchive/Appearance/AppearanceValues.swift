/// One value per `ThemeAppearance`: a colour's four values, the four backgrounds, the
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

  /// The values `make` gives for each appearance, called in `ThemeAppearance.allCases` order.
  package init<Failure: Error>(_ make: (ThemeAppearance) throws(Failure) -> Value) throws(Failure) {
    self.init(
      light: try make(.light), dark: try make(.dark), lightHighContrast: try make(.lightHighContrast),
      darkHighContrast: try make(.darkHighContrast))
  }

  package subscript(appearance: ThemeAppearance) -> Value {
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

  /// The values in `ThemeAppearance.allCases` order.
  package var all: [Value] { ThemeAppearance.allCases.map { self[$0] } }
}

extension AppearanceValues: Sendable where Value: Sendable {}
extension AppearanceValues: Equatable where Value: Equatable {}
extension AppearanceValues: Hashable where Value: Hashable {}
