/// One app icon as a source holds it, read and checked (`AppIconSetReader`,
/// `IconComposerReader`): its name and the files of the `appIcon` it becomes, by role.
package struct ImportedAppIcon: Sendable, Equatable {
  /// A file of the icon: the `appIcon` key it fills and its bytes.
  package struct File: Sendable, Equatable {
    /// `master`, `dark`, `tinted`, or a layer: `background`, `foreground`, `glyph`.
    package var role: String
    /// The extension, lower case (`png`, `svg`, `pdf`).
    package var fileExtension: String
    package var bytes: [UInt8]
  }

  /// The set's or folder's name without its extension (`AppIcon-blue`).
  package var name: String
  /// Where it was read, for notes.
  package var path: String
  package var files: [File]
  /// The colour under the artwork (`#RRGGBB`), when the source states one.
  package var background: String?
  /// Whether the glyph takes its colour from a fill (an Icon Composer layer's solid fill):
  /// `tint: template`.
  package var isTemplate = false
  /// What of the source the icon cannot keep, each completing "'<path>': …".
  package var losses: [String] = []

  /// Whether the icon is drawn as layers (an Icon Composer folder of more than one layer).
  package var hasLayers: Bool { files.contains { ["background", "foreground", "glyph"].contains($0.role) } }
}
