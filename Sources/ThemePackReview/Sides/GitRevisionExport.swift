import Foundation
import ThemePackNative
import ThemePackSupport

/// The old side of `themepack diff --base-ref REV`: a project folder as it is at a git
/// revision, extracted from the repository without touching the work tree.
///
/// `git rev-parse` finds the folder's path inside its repository and the revision's commit;
/// `git archive` writes that folder's tree at the commit to a tar file, which `tar` extracts
/// into a folder of ours. Nothing of the work tree, the index or the refs changes.
package enum GitRevisionExport {
  /// How long each git or tar run may take, in seconds.
  package static let timeout = 300.0

  /// Extracts `project` (a folder inside a git work tree) as it is at `revision` into
  /// `destination`, replacing what was there.
  package static func export(project: String, revision: String, into destination: String) throws(DiffError) {
    guard !revision.isEmpty, !revision.hasPrefix("-"), !revision.contains(":") else {
      throw .git("'\(revision)' is not a revision")
    }
    let inside = try run(["rev-parse", "--show-toplevel", "--show-prefix"], in: project)
    guard inside.status == 0 else {
      throw .git("cannot use --base-ref: '\(project)' is not in a git work tree: \(firstLine(inside.errors))")
    }
    let lines = String(decoding: inside.output, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let top = lines.first.map(String.init) ?? project
    let prefix = lines.count > 1 ? String(lines[1]) : ""
    let commit = try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: project)
    guard commit.status == 0 else {
      throw .git("unknown revision '\(revision)' in the repository of '\(project)'")
    }
    let hash = String(decoding: commit.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let folder = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
    let tree = folder.isEmpty ? hash : "\(hash):\(folder)"
    let exists = try run(["cat-file", "-e", tree], in: project)
    guard exists.status == 0 else {
      throw .git("'\(folder)' does not exist at revision '\(revision)'")
    }
    let absolute = URL(fileURLWithPath: destination).standardizedFileURL.path
    let archive = absolute + ".tar"
    do {
      TreeRemover.remove(absolute)
      try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
    } catch {
      throw .output(FileError(path: absolute, operation: .write, reason: FileError.reason(of: error)))
    }
    defer { try? FileManager.default.removeItem(atPath: archive) }
    // From the top folder: inside a subfolder, git archive takes only that subfolder's part of
    // the tree it is given.
    let written = try run(["archive", "--format=tar", "-o", archive, tree], in: top)
    guard written.status == 0 else {
      throw .git("cannot extract '\(folder)' at '\(revision)': \(firstLine(written.errors))")
    }
    let extracted = try run(["-xf", archive, "-C", absolute], program: "tar", in: project)
    guard extracted.status == 0 else {
      throw .git("cannot extract '\(folder)' at '\(revision)': tar: \(firstLine(extracted.errors))")
    }
    if let pointer = lfsPointer(in: absolute) {
      throw .git(
        "'\(pointer)' at '\(revision)' is a Git LFS pointer, not the image: git archive does not fetch LFS "
          + "files; check out that revision and compare the two folders (themepack diff OLD NEW)")
    }
  }

  /// The first image file under `folder` (by path, relative to it) that is a Git LFS pointer
  /// (`version https://git-lfs…` where the image's bytes should be), or nil. Only regular
  /// files are read, opened without following a link and without waiting: a revision may hold
  /// `x.png -> /dev/stdin` or a link to a named pipe, which a read would wait on for good (the
  /// build refuses such a file by name).
  static func lfsPointer(in folder: String) -> String? {
    let signature = Array("version https://git-lfs".utf8)
    let images = (FileManager.default.subpaths(atPath: folder) ?? []).sorted().filter { path in
      ["png", "svg", "pdf"].contains((path as NSString).pathExtension.lowercased())
    }
    for path in images {
      guard (try? FileSystemCalls.status(ofLinkAt: folder + "/" + path))?.kind == .regular,
        let file = try? FileDescriptor.open(
          folder + "/" + path, .readOnly, options: [.noFollow, .nonBlocking])
      else { continue }
      defer { try? file.close() }
      guard (try? file.status())?.kind == .regular else { continue }
      let handle = FileHandle(fileDescriptor: file.rawValue, closeOnDealloc: false)
      if let head = try? handle.read(upToCount: signature.count), [UInt8](head) == signature { return path }
    }
    return nil
  }

  private static func run(
    _ arguments: [String], program: String = "git", in folder: String
  ) throws(DiffError) -> ChildProcess.FinishedRun {
    do {
      return try ChildProcess.run(program, arguments, in: folder, timeout: timeout, passing: Self.passed)
    } catch {
      switch error {
      case .notFound: throw .git("cannot use --base-ref: '\(program)' is not installed")
      case .timedOut(let seconds): throw .git("'\(program) \(arguments[0])' ran past \(Int(seconds)) s")
      case .notStarted(let reason): throw .git("cannot run '\(program)': \(reason)")
      }
    }
  }

  /// The variables git reads its configuration by (a CI runner's `safe.directory` lives in
  /// the user's global configuration), passed on to it; the rest of the environment is not.
  static func passed(_ name: String) -> Bool {
    ["HOME", "XDG_CONFIG_HOME"].contains(name) || name.hasPrefix("GIT_CONFIG")
  }

  private static func firstLine(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return line.hasPrefix("fatal: ") ? String(line.dropFirst(7)) : line
  }
}
