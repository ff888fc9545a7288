import ThemePackSupport

/// The input lines (`UnitInputs.description`) of each unit of a theme as it was last
/// installed, kept beside its `InstalledThemeRecord` (`<record>.inputs.json`) and read only
/// when the build or `--dry-run` says why a unit renders.
package struct InstalledThemeInputs: Sendable, Equatable, Codable {
  /// By asset name.
  package var units: [String: [String]]

  /// The file beside the record at `recordPath`.
  package static func path(besideRecord recordPath: String) -> String {
    String(recordPath.dropLast(".json".count)) + ".inputs.json"
  }

  /// The inputs beside the record at `recordPath`, or nil when missing or unreadable.
  package static func load(besideRecord recordPath: String) -> InstalledThemeInputs? {
    InternalJSON.read(InstalledThemeInputs.self, at: path(besideRecord: recordPath))
  }

  /// Writes them beside the record at `recordPath`; failures only cost reasons.
  package func save(besideRecord recordPath: String) {
    guard let bytes = try? InternalJSON.bytes(of: self) else { return }
    try? AtomicFile.write(bytes, to: Self.path(besideRecord: recordPath))
  }
}
