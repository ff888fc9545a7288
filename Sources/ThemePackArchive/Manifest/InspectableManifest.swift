/// What `PackageInspector` needs of a parsed package manifest: the theme it names and
/// the files it lists. `themepack`'s `PackageManifest` and the client's manifest conform.
package protocol InspectableManifest: Sendable {
  var theme: String { get }
  var inspectedFiles: [PackageFileRecord] { get }
}
