/// Where a build installs its themes, as far as planning needs to know: the plan checks
/// whether a theme's installed folders are still as recorded, and records which layouts
/// placed them (the layouts themselves come later in the pipeline).
package struct InstallTarget: Sendable {
  /// The output folder.
  package var output: String
  /// The folders, relative to `output`, that hold one theme's files, one per layout.
  package var themeFolders: @Sendable (String) -> [String]
  /// The layouts' names, part of every theme's output key.
  package var layoutNames: [String]

  /// A target that installs nothing (the preview renders in memory).
  package static let none = InstallTarget(output: "", themeFolders: { _ in [] }, layoutNames: [])
}
