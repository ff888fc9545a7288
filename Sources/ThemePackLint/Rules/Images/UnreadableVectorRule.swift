import ThemePackProject

/// A vector master (`.svg`, `.pdf`) that cannot be drawn: unreadable, unsafe (a reference
/// outside the file, a script, an entity bomb) or out of bounds, with the reader's reason.
package enum UnreadableVectorRule: ProjectCheck {
  package static let id = "unreadable-vector"
  package static let severity = Finding.Severity.error
  package static let summary = "a vector master cannot be drawn safely (the reader's reason)"

  package static func check(_ context: LintContext) -> [Finding] {
    context.imageFolders.flatMap { folder, theme in
      LintContext.imagePaths(in: folder).compactMap { path -> Finding? in
        guard case .failure(let error)? = context.images[path], error.kind == .vector else { return nil }
        return finding(
          file: path, theme: theme,
          message: "cannot draw '\(path)': \(error.reason)")
      }
    }
  }
}
