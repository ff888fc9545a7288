import Foundation
import Testing

/// One run of `init` on a project of the real-project corpus (`Tests/RealProjects/runs.json`):
/// where it starts, the flags it takes and what it must give.
struct CorpusRun: Sendable, Decodable, CustomTestStringConvertible {
  /// `catalog`, `swiftTheme` or `tokens`: what is checked after the build.
  enum Kind: String, Sendable, Decodable {
    case catalog, swiftTheme, tokens
  }

  var id: String
  /// The `--from` path, relative to the corpus folder.
  var from: String
  var kind: Kind
  /// More `init` arguments; a value starting with `@/` is a path in the corpus folder.
  var arguments: [String] = []
  /// When set, `init` must refuse the source with one line holding this text.
  var refused: String?
  /// Lint rules whose warnings the project keeps (each a real problem of the source, named in
  /// `why`).
  var allowedWarnings: [String] = []
  /// Source images (paths relative to the corpus) not compared: left out by `init`, as its
  /// report says (`why`).
  var notCompared: [String] = []
  /// SwiftTheme key paths not compared: left out by `init`, as its report says (`why`).
  var keyPathsNotCompared: [String] = []
  var why: String?

  var testDescription: String { id }

  private enum CodingKeys: String, CodingKey {
    case id, from, kind, arguments, refused, allowedWarnings, notCompared, keyPathsNotCompared, why
  }

  init(from decoder: Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    from = try container.decode(String.self, forKey: .from)
    kind = try container.decode(Kind.self, forKey: .kind)
    arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
    refused = try container.decodeIfPresent(String.self, forKey: .refused)
    allowedWarnings = try container.decodeIfPresent([String].self, forKey: .allowedWarnings) ?? []
    notCompared = try container.decodeIfPresent([String].self, forKey: .notCompared) ?? []
    keyPathsNotCompared = try container.decodeIfPresent([String].self, forKey: .keyPathsNotCompared) ?? []
    why = try container.decodeIfPresent(String.self, forKey: .why)
  }

  /// The corpus folder, from `THEMEPACK_REAL_PROJECTS` (`make real-projects` sets it); nil
  /// when unset: the data is not in the repository (see `Tests/RealProjects/README.md`).
  static var corpus: String? {
    ProcessInfo.processInfo.environment["THEMEPACK_REAL_PROJECTS"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The runs of `Tests/RealProjects/runs.json`.
  static let all: [CorpusRun] = {
    let file = ThemePackBinary.repositoryRoot.appendingPathComponent("Tests/RealProjects/runs.json")
    guard let data = try? Data(contentsOf: file) else { return [] }
    return (try? JSONDecoder().decode([CorpusRun].self, from: data)) ?? []
  }()
}
