import Foundation
import ThemePackProject

/// The prepared masters of a build, made on first use and dropped after their last use,
/// each with what its themes' renders share (`RenderMemo`: every theme's tint of one master
/// compresses once).
///
/// Work runs asset by asset (every theme of one asset, then the next), so only the masters
/// of the assets in flight are in memory: peak memory follows the largest assets and the
/// job count, not the number of themes or assets. Each master is decoded once per build.
package final class MasterStore: @unchecked Sendable {
  package typealias Prepared = (light: [Int: PreparedImage]?, dark: [Int: PreparedImage]?)
  /// A master and the memo its units encode with.
  package typealias Master = (prepared: Prepared, memo: RenderMemo)

  private let project: ThemeProject
  private let specs: [AssetSpec]
  private let locks: [NSLock]
  private var prepared: [Master?]
  private var remainingUses: [Int]
  private let stateLock = NSLock()

  /// `uses[i]` is how many units will ask for asset `i`'s master.
  package init(project: ThemeProject, specs: [AssetSpec], uses: [Int]) {
    self.project = project
    self.specs = specs
    self.locks = specs.map { _ in NSLock() }
    self.prepared = Array(repeating: nil, count: specs.count)
    self.remainingUses = uses
  }

  /// The prepared master of asset `index` (both nil for per-theme assets) and its memo.
  package func masters(of index: Int) throws(BuildError) -> Master {
    locks[index].lock()
    defer { locks[index].unlock() }
    if let ready = read(index) { return ready }
    let spec = specs[index]
    let preparer = ImagePreparer(
      scales: project.config.scales(of: spec), slice: spec.slice, reader: project.reader)
    var made: Prepared = (nil, nil)
    if spec.isMaster {
      made.light = try project.base.images[spec.name].map { files throws(BuildError) in
        try preparer.prepare(files: files)
      }
      if spec.dark == .explicitFile {
        made.dark = try project.base.darkImages[spec.name].map { files throws(BuildError) in
          try preparer.prepare(files: files)
        }
      }
    }
    let master = (prepared: made, memo: RenderMemo())
    stateLock.lock()
    prepared[index] = master
    stateLock.unlock()
    return master
  }

  /// Records that one unit of asset `index` is done; the master is freed after the last.
  package func finished(_ index: Int) {
    stateLock.lock()
    remainingUses[index] -= 1
    if remainingUses[index] <= 0 {
      prepared[index] = nil
    }
    stateLock.unlock()
  }

  private func read(_ index: Int) -> Master? {
    stateLock.lock()
    defer { stateLock.unlock() }
    return prepared[index]
  }
}
