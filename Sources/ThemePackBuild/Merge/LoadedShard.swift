import Foundation
import ThemePackNative
import ThemePackSupport

/// A shard folder and the record its build left there.
package struct LoadedShard: Sendable {
  package let folder: String
  package let record: ShardRecord

  /// The record file of a shard folder.
  package static func recordPath(in folder: String) -> String { folder + "/" + ShardRecord.fileName }

  /// Reads the shard record in `folder`, refusing records of another format and paths
  /// that are absolute or leave the folder (a shard may come from a download).
  package static func load(_ folder: String) throws(MergeError) -> LoadedShard {
    let path = recordPath(in: folder)
    let bytes: [UInt8]
    do {
      bytes = try FileReader.bytesNotFollowingLinks(at: path)
    } catch {
      if (try? FileSystemCalls.status(ofLinkAt: path)) == nil { throw .notAShard(folder: folder) }
      throw .malformedRecord(file: path, reason: error.reason)
    }
    let record: ShardRecord
    do throws(CheckedJSONDecoder.Malformed) {
      record = try CheckedJSONDecoder.decode(ShardRecord.self, from: bytes)
    } catch {
      throw .malformedRecord(file: path, reason: error.reason)
    }
    guard record.format == ShardRecord.formatVersion else {
      throw .malformedRecord(
        file: path,
        reason: "format \(record.format), this themepack reads format \(ShardRecord.formatVersion)")
    }
    guard Shard(index: record.index, count: record.count) != nil else {
      throw .malformedRecord(file: path, reason: "shard \(record.index)/\(record.count) does not exist")
    }
    let paths =
      record.themes.flatMap(\.folders) + record.sharedFiles + record.themes.compactMap(\.record)
      + [record.cache].compactMap { $0 }
    for relative in paths where !isSafe(relative) { throw .unsafePath(file: path, path: relative) }
    return LoadedShard(folder: folder, record: record)
  }

  /// Whether `path` is relative, non-empty and stays inside its folder: no empty, `.` or
  /// `..` component, no backslash or NUL.
  package static func isSafe(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && !path.contains("\\") && !path.contains("\0")
      && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }
}
