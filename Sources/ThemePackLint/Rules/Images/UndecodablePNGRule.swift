import ThemePackImaging
import ThemePackProject

/// A PNG the codec cannot decode, with libpng's own reason.
package enum UndecodablePNGRule: ProjectCheck {
  package static let id = "undecodable-png"
  package static let severity = Finding.Severity.error
  package static let summary = "a PNG does not decode (the codec's reason)"

  /// "cannot decode 'Assets/Base/icon@3x.png': IDAT: CRC error"
  package static func message(_ error: PNGError) -> String { error.description }

  package static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard case .failure(let error)? = context.images[path], error.kind != .crushed, error.kind != .vector
        else { return nil }
        return finding(file: path, theme: theme, message: message(error))
      }
    }
  }
}
