/// `ThemeRGBA`, the colour every lookup answers, is ThemePackArchive's (the tool's pixels and
/// colours are the same type): the client re-exports that one type, so an app that imports
/// ThemePackClient names it and sees nothing else of the archive module.
@_exported import struct ThemePackArchive.ThemeRGBA
