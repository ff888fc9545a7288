import Foundation
import PackagePlugin

/// The build-tool plugin `ThemePackAccessors`: in a target whose folder holds a theme
/// project (a folder with `themepack.json`, excluded from the target's sources), runs the
/// `themepack` built for the host as `themepack generate swift --assets <project> -o
/// <work>/ThemePackAssets.swift` whenever the project's files change, and compiles the
/// result into the target: `ThemePackAssets.Image`, `.Color`, `.Font` and `.Component`.
@main
struct ThemePackAccessors: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // `directoryURL` needs tools 6.1; this package declares 6.0, so the path form it is.
    return try Self.commands(
      targetFolder: URL(fileURLWithPath: target.directory.string), workFolder: context.pluginWorkDirectoryURL,
      tool: try context.tool(named: "ThemePackMain").url, targetName: target.name)
  }

  /// The one generate command for the project in `targetFolder` (none when it has none).
  static func commands(targetFolder: URL, workFolder: URL, tool: URL, targetName: String) throws -> [Command]
  {
    guard let project = try ProjectSearch.project(in: targetFolder) else {
      Diagnostics.warning(
        "ThemePackAccessors: target '\(targetName)' has no theme project (a folder with themepack.json)")
      return []
    }
    let output = workFolder.appendingPathComponent("ThemePackAssets.swift")
    return [
      .buildCommand(
        displayName: "ThemePack accessors for \(project.folder.lastPathComponent)",
        executable: tool,
        arguments: ["generate", "swift", "--assets", project.folder.path, "-o", output.path],
        inputFiles: project.files, outputFiles: [output])
    ]
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ThemePackAccessors: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      // An Xcode target has no folder of its own: the project sits beside the .xcodeproj.
      try Self.commands(
        targetFolder: URL(fileURLWithPath: context.xcodeProject.directory.string),
        workFolder: context.pluginWorkDirectoryURL,
        tool: try context.tool(named: "ThemePackMain").url, targetName: target.displayName)
    }
  }
#endif
