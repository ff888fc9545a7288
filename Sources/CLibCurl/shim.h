// Why this shim exists: `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift
// cannot call; each use ThemePackClient makes is re-exported here as a typed static inline
// function.
#ifndef THEMEPACK_CLIBCURL_SHIM_H
#define THEMEPACK_CLIBCURL_SHIM_H

#include <curl/curl.h>

static inline CURLcode CLibCurl_setLong(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CLibCurl_setOffset(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CLibCurl_setString(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CLibCurl_setPointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode CLibCurl_setWriteFunction(CURL *handle, curl_write_callback function) {
  return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, function);
}

static inline CURLcode CLibCurl_setHeaderFunction(CURL *handle, curl_write_callback function) {
  return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, function);
}

static inline CURLcode CLibCurl_setProgressFunction(CURL *handle, curl_xferinfo_callback function) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}

static inline CURLcode CLibCurl_getOffset(CURL *handle, CURLINFO info, curl_off_t *value) {
  return curl_easy_getinfo(handle, info, value);
}

/// Speaks only `https` when `httpsOnly`, else `http` and `https`, for the request and every
/// redirect (`CURLOPT_PROTOCOLS_STR` from libcurl 7.85, the bitmask before it).
static inline CURLcode CLibCurl_restrictProtocols(CURL *handle, int httpsOnly) {
#if LIBCURL_VERSION_NUM >= 0x075500
  CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS_STR, "http,https");
  if (code != CURLE_OK) return code;
  return curl_easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS_STR, httpsOnly ? "https" : "http,https");
#else
  CURLcode code = curl_easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
  if (code != CURLE_OK) return code;
  return curl_easy_setopt(
      handle, CURLOPT_REDIR_PROTOCOLS, (long)(httpsOnly ? CURLPROTO_HTTPS : (CURLPROTO_HTTP | CURLPROTO_HTTPS)));
#endif
}

static inline CURLcode CLibCurl_getLong(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode CLibCurl_getString(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
