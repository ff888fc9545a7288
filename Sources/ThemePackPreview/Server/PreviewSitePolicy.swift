/// Which requests the live preview (`PreviewServer`, listening on `port`) answers: those
/// naming it in `Host`, and for `/try` and `/events` only those its own page made.
enum PreviewSitePolicy {
  /// Whether a browser says another site made the request (a page elsewhere can load
  /// `/try` as an image or hold connections with `/events`): `Sec-Fetch-Site` is
  /// `cross-site` or `same-site` (another port of localhost is the same site), or `Origin`
  /// names a page other than this server's. Requests without either (typed, or from tools)
  /// pass.
  static func isCrossSite(_ request: PreviewRequest, port: Int) -> Bool {
    if let site = request.fetchSite, site == "cross-site" || site == "same-site" { return true }
    guard let origin = request.origin else { return false }
    return origin != "http://127.0.0.1:\(port)" && origin != "http://localhost:\(port)"
  }

  /// Whether the `Host` header names the server on `port` by its loopback address or
  /// `localhost`.
  static func isAllowedHost(_ host: String?, port: Int) -> Bool {
    guard let host else { return false }
    return ["127.0.0.1:\(port)", "localhost:\(port)", "127.0.0.1", "localhost"].contains(host)
  }
}
