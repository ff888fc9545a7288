import ThemePackProject

/// An Xcode-"crushed" iPhone PNG (`CgBI`): not a standard PNG, so other tools cannot read it.
package enum CrushedPNGRule: ProjectCheck {
  package static let id = "crushed-png"
  package static let severity = Finding.Severity.error
  package static let summary = "a PNG is Xcode-crushed (CgBI chunk)"

  package static let message =
    "Xcode-crushed iPhone PNG (CgBI chunk), not a standard PNG: export the original, uncrushed file"

  package static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard case .failure(let error)? = context.images[path], error.kind == .crushed else { return nil }
        return finding(file: path, theme: theme, message: message)
      }
    }
  }
}
