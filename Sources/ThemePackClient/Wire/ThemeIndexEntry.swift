import ThemePackArchive

/// One package an index lists: the wire contract's entry, the same type the tool writes
/// (`PackageIndexEntry`: theme, version, file, size, SHA-256, format and reader versions).
package typealias ThemeIndexEntry = PackageIndexEntry
