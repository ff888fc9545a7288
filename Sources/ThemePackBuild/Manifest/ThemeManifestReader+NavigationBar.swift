import ThemePackSupport

extension ThemeManifestReader {
  /// `navigationBar`: `{"image": "navBar", "glass": {"titleColor": {…}, "tint": {…}, "glassTint": {…}}}`,
  /// each colour a four-value colour like `color`.
  package func navigationBar(_ value: JSONValue) throws(ThemeManifestError) -> ThemeManifest.NavigationBar {
    let members = try object(value, at: "/navigationBar", required: [], optional: ["image", "glass"])
    let image = try members["image"].map { (value) throws(ThemeManifestError) in
      try string(value, at: "/navigationBar/image")
    }
    let glass = try members["glass"].map { (value) throws(ThemeManifestError) -> ThemeManifest.Glass in
      let pointer = "/navigationBar/glass"
      let parts = try object(value, at: pointer, required: ["titleColor", "tint", "glassTint"])
      return ThemeManifest.Glass(
        titleColor: try colorPair(parts["titleColor"]!, at: pointer + "/titleColor"),
        tint: try colorPair(parts["tint"]!, at: pointer + "/tint"),
        glassTint: try colorPair(parts["glassTint"]!, at: pointer + "/glassTint"))
    }
    return ThemeManifest.NavigationBar(image: image, glass: glass)
  }
}
