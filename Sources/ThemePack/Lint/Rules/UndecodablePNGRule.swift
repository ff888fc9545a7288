/// A PNG the codec cannot decode, with libpng's own reason.
enum UndecodablePNGRule: ProjectCheck {
  static let id = "undecodable-png"
  static let severity = Finding.Severity.error
  static let summary = "a PNG does not decode (the codec's reason)"

  /// "cannot decode 'Assets/Base/icon@3x.png': IDAT: CRC error"
  static func message(_ error: PNGError) -> String { error.description }

  static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard case .failure(let error)? = context.images[path], error.kind != .crushed, error.kind != .vector
        else { return nil }
        return finding(file: path, theme: theme, message: message(error))
      }
    }
  }
}
