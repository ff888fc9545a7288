/// `JSONWriter`, the one writer of JSON (manifests, the index, reports, Xcode's
/// `Contents.json`), is ThemePackArchive's, so the client's content identity of a manifest is
/// written by the tool's own writer: re-exported, as `JSONValue` is.
@_exported import struct ThemePackArchive.JSONWriter
