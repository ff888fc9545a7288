import Foundation
import ThemePackNative
import ThemePackSupport

/// The folders one `themepack diff` owns in its output folder, held for the whole run:
/// an exclusive lock on `<output>/.themepack-diff.lock` (a second diff into the same output
/// waits, so two never mix their builds or reports), a work folder `.themepack-diff` that is
/// a real folder and never a symbolic link (nor are its `base`, `old`, `new` and `cache`),
/// and the leftovers of a run that was killed (report staging folders, the base archive)
/// removed before anything else is written.
struct DiffWorkFolder {
  /// The lock file's name inside the output folder.
  static let lockName = ".themepack-diff.lock"

  /// `<output>/.themepack-diff`.
  let path: String
  private let lock: FileDescriptor

  /// Creates the output folder when missing, waits for the lock, checks the work folder and
  /// removes a killed run's leftovers.
  static func take(output: String, workName: String, reportName: String) throws(DiffError) -> DiffWorkFolder {
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw .output(FileError(path: output, operation: .write, reason: FileError.reason(of: error)))
    }
    let lockPath = output + "/" + lockName
    let lock: FileDescriptor
    do throws(SystemCallError) {
      lock = try FileDescriptor.open(lockPath, .writeOnly, options: [.create, .noFollow], permissions: 0o644)
    } catch {
      throw .output(FileError(path: lockPath, operation: .write, reason: error.description))
    }
    do throws(DiffError) {
      do throws(SystemCallError) {
        try lock.lockExclusively()
      } catch {
        throw .output(FileError(path: lockPath, operation: .write, reason: error.description))
      }
      let work = output + "/" + workName
      try checkNotLinked(work)
      for name in ["base", "old", "new", "cache"] { try checkNotLinked(work + "/" + name) }
      removeLeftovers(output: output, work: work, reportName: reportName)
      return DiffWorkFolder(path: work, lock: lock)
    } catch {
      try? lock.close()
      throw error
    }
  }

  /// Releases the lock; call once, when the report is in place or the run failed.
  func release() {
    try? lock.close()
  }

  /// Refuses a path that exists as anything but a folder of its own: a symbolic link there
  /// would send the diff's deletes and writes to the folder it names.
  private static func checkNotLinked(_ path: String) throws(DiffError) {
    let status: FileStatus
    do throws(SystemCallError) {
      status = try FileSystemCalls.status(ofLinkAt: path)
    } catch {
      if error.isMissing { return }
      throw .output(FileError(path: path, operation: .write, reason: error.description))
    }
    guard status.kind == .directory else {
      throw .workFolderNotOurs(path, linked: status.kind == .symbolicLink)
    }
  }

  /// The report staging and backup folders of a killed run (`.diff.staging-…`,
  /// `.diff.old-…`) and the base revision's archive; none is in use while the lock is held.
  private static func removeLeftovers(output: String, work: String, reportName: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
    for name in names
    where name.hasPrefix(".\(reportName).staging-") || name.hasPrefix(".\(reportName).old-") {
      TreeRemover.remove(output + "/" + name)
    }
    if (try? FileSystemCalls.status(ofLinkAt: work + "/base.tar"))?.kind == .regular {
      try? FileSystemCalls.unlink(work + "/base.tar")
    }
  }
}
