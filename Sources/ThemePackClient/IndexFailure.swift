/// Why an index is malformed, without its name.
struct IndexFailure: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}
