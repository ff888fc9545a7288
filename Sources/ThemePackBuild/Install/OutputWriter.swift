import Foundation
import ThemePackProject
import ThemePackSupport

/// Places a build's files in its staging folder, everywhere the layouts put them: an
/// image is written once, where the first layout places it, and linked where the others
/// do (`FileLinker`), so every output format shares one file on disk.
package struct OutputWriter: Sendable {
  /// The staging folder, laid out like the output folder.
  package let staging: String
  package let layouts: [any OutputLayout]
  /// The folders made so far, by every unit: each is made once per build.
  private let made = MadeFolders()

  package init(staging: String, layouts: [any OutputLayout]) {
    self.staging = staging
    self.layouts = layouts
  }

  /// The staged paths of `file` of `theme`, one per layout that ships it, in layout order.
  package func destinations(of file: ImageFileName, theme: String) -> [String] {
    layouts.compactMap { layout in
      layout.path(of: file).map { staging + "/" + layout.themeFolder(of: theme) + "/" + $0 }
    }
  }

  /// Writes the PNG of `image` to its first destination and links the others.
  package func place(_ image: RenderedImage, theme: String, into placement: inout Placement)
    throws(BuildError)
  {
    let paths = destinations(of: image.file, theme: theme)
    guard let first = paths.first, let png = image.png else { return }
    try makeParent(of: first)
    try output { () throws(FileError) in try FileWriter.write(png, to: first) }
    for path in paths.dropFirst() {
      try makeParent(of: path)
      try output { () throws(FileError) in try FileLinker.link(first, to: path, bytes: png) }
    }
    placement.files += paths.count
    placement.bytes += paths.count * png.count
    placement.firstPaths.append((image.file, first, png.count))
  }

  /// Links the existing file `source` (a cache entry's file, or the file of a unit whose
  /// files are the same for every theme) to every destination of `file`.
  package func link(
    _ source: String, as file: ImageFileName, size: Int, theme: String, into placement: inout Placement
  ) throws(BuildError) {
    let paths = destinations(of: file, theme: theme)
    for path in paths {
      try makeParent(of: path)
      try output { () throws(FileError) in try FileLinker.link(source, to: path) }
    }
    placement.files += paths.count
    placement.bytes += paths.count * size
    if let first = paths.first { placement.firstPaths.append((file, first, size)) }
  }

  /// Writes every layout's description files of `theme` (and makes each theme folder, so
  /// every layout has one to swap in).
  package func writeDescriptions(of theme: BuiltTheme, into placement: inout Placement) throws(BuildError) {
    for layout in layouts {
      let folder = staging + "/" + layout.themeFolder(of: theme.name)
      try makeFolder(folder)
      for file in try layout.descriptionFiles(of: theme) {
        try write(file, to: folder + "/" + file.path, into: &placement)
      }
    }
  }

  /// Writes every layout's shared files.
  package func writeSharedFiles(into placement: inout Placement) throws(BuildError) {
    for layout in layouts {
      for file in try layout.sharedFiles() {
        try write(file, to: staging + "/" + file.path, into: &placement)
      }
    }
  }

  private func write(_ file: OutputFile, to path: String, into placement: inout Placement) throws(BuildError)
  {
    try makeParent(of: path)
    try output { () throws(FileError) in try FileWriter.write(file.bytes, to: path) }
    placement.files += 1
    placement.bytes += file.bytes.count
  }

  private func makeParent(of path: String) throws(BuildError) {
    try makeFolder((path as NSString).deletingLastPathComponent)
  }

  private func makeFolder(_ folder: String) throws(BuildError) {
    guard !made.contains(folder) else { return }
    try Installer.makeFolders([folder])
    made.insert(folder)
  }

  private func output(_ body: () throws(FileError) -> Void) throws(BuildError) {
    do {
      try body()
    } catch {
      throw .output(error)
    }
  }
}
