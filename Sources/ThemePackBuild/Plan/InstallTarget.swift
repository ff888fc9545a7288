import Foundation

/// Where a build installs: the output folder, the cache folder, and per theme the folders
/// its layouts fill. Derived once from the options (`init(_:themeFolders:layoutNames:)`);
/// the planner, the writer, the packager, the merger, the preview and the CLI all read
/// their folders from it rather than joining paths of their own.
package struct InstallTarget: Sendable {
  /// The output folder, standardised (`./Output/` is `Output`).
  package var output: String
  /// The build cache's folder: `--cache`, or `.themepack-cache` inside `output`.
  package var cacheFolder: String
  /// The folders, relative to `output`, that hold one theme's files, one per layout.
  package var themeFolders: @Sendable (String) -> [String]
  /// The layouts' names, part of every theme's output key.
  package var layoutNames: [String]

  /// A target into `output`; `cacheFolder` nil is the default cache inside it.
  package init(
    output: String, cacheFolder: String? = nil,
    themeFolders: @escaping @Sendable (String) -> [String] = { _ in [] },
    layoutNames: [String] = []
  ) {
    self.output = (output as NSString).standardizingPath
    self.cacheFolder = cacheFolder ?? self.output + "/" + BuildOptions.defaultCacheFolder
    self.themeFolders = themeFolders
    self.layoutNames = layoutNames
  }

  /// The target `options` name: their output folder and cache folder.
  package init(
    _ options: BuildOptions, themeFolders: @escaping @Sendable (String) -> [String] = { _ in [] },
    layoutNames: [String] = []
  ) {
    self.init(
      output: options.outputPath, cacheFolder: options.cachePath, themeFolders: themeFolders,
      layoutNames: layoutNames)
  }

  /// A target that installs nothing (the preview renders in memory).
  package static let none = InstallTarget(output: "")

  /// `relative` inside the output folder.
  package func path(_ relative: String) -> String { output + "/" + relative }
}
