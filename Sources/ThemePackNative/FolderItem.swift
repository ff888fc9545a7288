/// One name in a folder listing, with the status of what the name itself is (a symbolic
/// link is reported as a link, not followed).
package struct FolderItem: Sendable, Equatable {
  package var name: String
  package var status: FileStatus
}
