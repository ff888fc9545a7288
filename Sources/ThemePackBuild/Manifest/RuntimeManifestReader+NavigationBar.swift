import ThemePackArchive
import ThemePackSupport

extension RuntimeManifestReader {
  /// `navigationBar`: `{"image": "navBar", "glass": {"titleColor": {…}, "tint": {…}, "glassTint": {…}}}`,
  /// each colour a four-value colour like `color`.
  package func navigationBar(_ value: JSONValue) throws(RuntimeManifestError) -> RuntimeManifest.NavigationBar
  {
    let members = try object(value, at: "/navigationBar", required: [], optional: ["image", "glass"])
    let image = try members["image"].map { (value) throws(RuntimeManifestError) in
      try string(value, at: "/navigationBar/image")
    }
    let glass = try members["glass"].map { (value) throws(RuntimeManifestError) -> RuntimeManifest.Glass in
      let pointer = "/navigationBar/glass"
      let parts = try object(value, at: pointer, required: ["titleColor", "tint", "glassTint"])
      return RuntimeManifest.Glass(
        titleColor: try colorValues(parts["titleColor"]!, at: pointer + "/titleColor"),
        tint: try colorValues(parts["tint"]!, at: pointer + "/tint"),
        glassTint: try colorValues(parts["glassTint"]!, at: pointer + "/glassTint"))
    }
    return RuntimeManifest.NavigationBar(image: image, glass: glass)
  }
}
