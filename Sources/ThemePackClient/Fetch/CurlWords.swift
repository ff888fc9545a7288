#if canImport(CLibCurl)
  import CLibCurl

  /// The one-line words for a libcurl failure that is not a status, a cap, a deadline or a
  /// cancellation: the common codes in the client's own words, others in libcurl's with
  /// their number.
  enum CurlWords {
    /// An answer that is no HTTP/1.x response: HTTP/0.9, garbage, an interim reply alone.
    static let notHTTP = "the server's answer is not valid HTTP"

    static func reason(for code: CURLcode) -> String {
      switch code {
      case CURLE_COULDNT_CONNECT: return "the connection was refused"
      case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: return "the host name cannot be resolved"
      case CURLE_GOT_NOTHING: return "the server closed the connection without answering"
      case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR:
        return "the connection was lost before the body ended"
      case CURLE_WEIRD_SERVER_REPLY: return notHTTP
      case CURLE_TOO_MANY_REDIRECTS: return "the server redirects too many times"
      case CURLE_UNSUPPORTED_PROTOCOL: return "a redirect is not http(s)"
      case CURLE_URL_MALFORMAT: return "the URL is not one libcurl can fetch"
      case CURLE_PEER_FAILED_VERIFICATION: return "the server's TLS certificate is not trusted"
      case CURLE_SSL_CONNECT_ERROR: return "the TLS connection failed"
      case CURLE_WRITE_ERROR: return "the download could not be written"
      default: return "\(String(cString: curl_easy_strerror(code))) (libcurl error \(code.rawValue))"
      }
    }
  }
#endif
