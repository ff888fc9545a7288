/// One name in a folder listing, with the status of what the name itself is (a symbolic
/// link is reported as a link, not followed).
struct FolderItem: Sendable, Equatable {
  var name: String
  var status: FileStatus
}
