/// An Xcode-"crushed" iPhone PNG (`CgBI`): not a standard PNG, so other tools cannot read it.
enum CrushedPNGRule: ProjectCheck {
  static let id = "crushed-png"
  static let severity = Finding.Severity.error
  static let summary = "a PNG is Xcode-crushed (CgBI chunk)"

  static let message =
    "Xcode-crushed iPhone PNG (CgBI chunk), not a standard PNG: export the original, uncrushed file"

  static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard case .failure(let error)? = context.images[path], error.kind == .crushed else { return nil }
        return finding(file: path, theme: theme, message: message)
      }
    }
  }
}
