/// `ThemeRGBA`, the pixel and colour of every image and colour here, is ThemePackArchive's (the
/// client serves the same type): re-exported, so each file of Imaging and of every target that
/// imports Imaging names it as if it were Imaging's own, and nothing else of the archive
/// module comes with it.
@_exported import struct ThemePackArchive.ThemeRGBA
