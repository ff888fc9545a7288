import Foundation

/// Which folders of a source tree use types declared in which others, and the cycles.
///
/// A file's folder is the first folder below the root ("." for a file at the root). Folder A
/// depends on folder B when a file in A names a type declared in B (`SwiftSourceScan`):
/// - a top-level type by its name, unless A itself declares a type of that name at any
///   level (Swift finds the nearer one) or the file has a generic parameter of that name;
/// - a nested type by its full name (`Finding.Severity`, `RGBAImage.Pixel`), owned by the
///   folder of the declaration or extension it is written in. A nested name alone
///   (`Severity`) is visible only inside its parent or the parent's extensions, which
///   name the parent, so it adds no edge of its own.
/// Methods added by extensions are not followed: a call `image.picked()` names no type.
struct FolderGraph {
  /// Every folder holding a Swift file.
  private(set) var folders: Set<String> = []
  /// For each folder, the folders it uses, with the names that make each edge.
  private(set) var edges: [String: [String: Set<String>]] = [:]

  /// The graph of `files`, each a folder name and a file's source.
  init(files: [(folder: String, source: String)]) {
    let scans = files.map { (folder: $0.folder, scan: SwiftSourceScan(source: $0.source)) }
    var topLevel: [String: Set<String>] = [:]
    var nested: [String: Set<String>] = [:]
    var declaredIn: [String: Set<String>] = [:]
    for (folder, scan) in scans {
      folders.insert(folder)
      for name in scan.topLevelTypes { topLevel[name, default: []].insert(folder) }
      for name in scan.nestedTypes { nested[name, default: []].insert(folder) }
      declaredIn[folder, default: []].formUnion(scan.declaredNames)
    }
    for (folder, scan) in scans {
      for chain in scan.references {
        guard let head = chain.first, !scan.genericParameters.contains(head) else { continue }
        if !(declaredIn[folder]?.contains(head) ?? false) {
          for owner in topLevel[head] ?? [] { addEdge(from: folder, to: owner, head) }
        }
        for length in stride(from: 2, through: chain.count, by: 1) {
          let name = chain.prefix(length).joined(separator: ".")
          for owner in nested[name] ?? [] { addEdge(from: folder, to: owner, name) }
        }
      }
    }
  }

  /// The graph of the `.swift` files below `root`.
  static func load(root: URL) throws -> FolderGraph {
    let manager = FileManager.default
    let relativePaths = try manager.subpathsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
    var files: [(folder: String, source: String)] = []
    for relative in relativePaths {
      let parts = relative.split(separator: "/")
      let source = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      files.append((folder: parts.count > 1 ? String(parts[0]) : ".", source: source))
    }
    return FolderGraph(files: files)
  }

  private mutating func addEdge(from folder: String, to owner: String, _ name: String) {
    guard owner != folder else { return }
    edges[folder, default: [:]][owner, default: []].insert(name)
  }

  /// Every edge as "A -> B (Name, Other.Name)", sorted.
  var edgeDescriptions: [String] {
    edges.keys.sorted().flatMap { folder in
      edges[folder]!.keys.sorted().map { describeEdge(folder, $0) }
    }
  }

  private func describeEdge(_ from: String, _ to: String) -> String {
    "\(from) -> \(to) (\(edges[from]![to]!.sorted().joined(separator: ", ")))"
  }

  /// The groups of folders that depend on each other, directly or in a circle (strongly
  /// connected components of more than one folder), each sorted, sorted by first folder.
  var cycles: [[String]] {
    var finder = CycleFinder(edges: edges.mapValues { Set($0.keys) })
    return finder.components(of: folders.sorted()).filter { $0.count > 1 }.map { $0.sorted() }
      .sorted { $0[0] < $1[0] }
  }

  /// The edges inside each cycle, as `edgeDescriptions` writes them.
  var cycleEdges: [String] {
    cycles.flatMap { cycle in
      cycle.flatMap { folder in
        (edges[folder] ?? [:]).keys.sorted().filter { cycle.contains($0) }.map { describeEdge(folder, $0) }
      }
    }
  }

  /// What breaks `order` (folders lowest first, each using only folders before it): each
  /// folder missing from it, and each edge to a folder listed later, sorted. Folders
  /// listed but absent are ignored.
  func orderViolations(_ order: [String]) -> [String] {
    var problems: [String] = []
    for folder in folders.sorted() where !order.contains(folder) {
      problems.append("folder '\(folder)' is not in the pipeline order: add it where its stage belongs")
    }
    for folder in edges.keys.sorted() {
      guard let position = order.firstIndex(of: folder) else { continue }
      for target in edges[folder]!.keys.sorted() {
        guard let targetPosition = order.firstIndex(of: target), targetPosition > position else { continue }
        problems.append(
          "'\(folder)' uses '\(target)', which comes later in the pipeline: \(describeEdge(folder, target))")
      }
    }
    return problems
  }
}
