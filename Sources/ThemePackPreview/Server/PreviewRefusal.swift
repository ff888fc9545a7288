/// A request the preview server answers without routing it (malformed, too long, too
/// slow), carrying the answer.
struct PreviewRefusal: Error, Sendable {
  var response: PreviewResponse

  init(_ response: PreviewResponse) {
    self.response = response
  }
}
