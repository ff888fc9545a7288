internal import CFreeType

/// The one gate to FreeType: the faces of a font file (TrueType, OpenType, or a TTC/OTC
/// collection) with their names, weight, embedding permission and glyph coverage.
///
/// Every call opens its own FreeType library instance over the caller's bytes and closes it
/// before returning, so calls on different threads share nothing and no file is opened.
package enum FreeTypeNative {
  /// FreeType refused the bytes, or they hold more faces than allowed; `message` says which.
  package struct Failure: Error, Equatable {
    package var message: String
  }

  /// What FreeType reads from one face of a font file.
  package struct Face: Sendable, Hashable {
    /// The face's index in its file (0 for a single font; the member of a collection).
    package var index: Int
    /// The PostScript name (`name` ID 6, or the CFF font name); nil when the face has none.
    package var postScriptName: String?
    /// The family name FreeType reports (`name` ID 1 or 16); nil when absent.
    package var family: String?
    /// The style name ("Bold Italic"); nil when absent.
    package var style: String?
    /// `OS/2.usWeightClass` (100…900 in a well-made font); nil without an OS/2 table.
    package var weight: Int?
    /// `OS/2.fsType`, the embedding permission bits (0 installable; 2 restricted; 4 preview
    /// and print; 8 editable; 0x100 no subsetting; 0x200 bitmap only); 0 without an OS/2 table.
    package var fsType: Int
    /// The scalars of the requested text the face's Unicode character map has no glyph for,
    /// in the order first met, each once (every scalar when the face has no Unicode map).
    package var missing: [Unicode.Scalar]
  }

  /// FreeType's version, such as "2.12.1". The corresponding C function is
  /// `FT_Library_Version`.
  package static var version: String {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return "" }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }

  /// Every face of the font file `bytes`, each checked for a glyph of every scalar of
  /// `coverage`. Fails when FreeType cannot read the file or any of its faces, when the file
  /// declares no face or more than `maxFaces`. The corresponding C functions are
  /// `FT_New_Memory_Face`, `FT_Get_Postscript_Name`, `FT_Get_FSType_Flags`,
  /// `FT_Get_Sfnt_Table` and `FT_Get_Char_Index`.
  package static func faces(
    in bytes: [UInt8], maxFaces: Int, coverage: [Unicode.Scalar]
  ) -> Result<[Face], Failure> {
    guard !bytes.isEmpty else { return .failure(Failure(message: "the file is empty")) }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      return .failure(Failure(message: "FreeType could not start"))
    }
    defer { FT_Done_FreeType(library) }
    return bytes.withUnsafeBufferPointer { buffer in
      let count: Int
      switch open(library, buffer, index: -1) {
      case .failure(let failure): return .failure(failure)
      case .success(let face):
        count = Int(face.pointee.num_faces)
        FT_Done_Face(face)
      }
      guard count >= 1 else { return .failure(Failure(message: "the file declares no font face")) }
      guard count <= maxFaces else {
        return .failure(
          Failure(message: "the file declares \(count) faces, more than the \(maxFaces) allowed"))
      }
      var faces: [Face] = []
      for index in 0..<count {
        switch open(library, buffer, index: index) {
        case .failure(let failure):
          return .failure(Failure(message: "face \(index): " + failure.message))
        case .success(let face):
          faces.append(describe(face, index: index, coverage: coverage))
          FT_Done_Face(face)
        }
      }
      return .success(faces)
    }
  }

  private static func open(
    _ library: FT_Library, _ buffer: UnsafeBufferPointer<UInt8>, index: Int
  ) -> Result<FT_Face, Failure> {
    var face: FT_Face?
    let error = FT_New_Memory_Face(library, buffer.baseAddress, FT_Long(buffer.count), FT_Long(index), &face)
    guard error == 0, let face else { return .failure(Failure(message: describe(error: error))) }
    return .success(face)
  }

  private static func describe(_ face: FT_Face, index: Int, coverage: [Unicode.Scalar]) -> Face {
    var weight: Int?
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.version != 0xFFFF { weight = Int(os2.usWeightClass) }
    }
    var missing: [Unicode.Scalar] = []
    var seen: Set<Unicode.Scalar> = []
    let hasUnicode =
      face.pointee.charmap != nil && face.pointee.charmap.pointee.encoding == FT_ENCODING_UNICODE
    for scalar in coverage where seen.insert(scalar).inserted {
      if !hasUnicode || FT_Get_Char_Index(face, FT_ULong(scalar.value)) == 0 { missing.append(scalar) }
    }
    return Face(
      index: index, postScriptName: string(FT_Get_Postscript_Name(face)),
      family: string(face.pointee.family_name), style: string(face.pointee.style_name), weight: weight,
      fsType: Int(FT_Get_FSType_Flags(face)), missing: missing)
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    let text = String(cString: pointer)  // invalid UTF-8 becomes U+FFFD, never a crash
    return text.isEmpty ? nil : text
  }

  private static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    string(UnsafePointer(pointer))
  }

  /// FreeType's error codes, as its `fterrdef.h` names them, for the ones a hostile file meets.
  static func describe(error: FT_Error) -> String {
    switch error {
    case 0x02: return "not a font FreeType knows (unknown file format)"
    case 0x03: return "a broken font file (invalid file format)"
    case 0x06: return "FreeType refused it (invalid argument)"
    case 0x07: return "FreeType refused it (unimplemented feature)"
    case 0x08: return "a broken font file (invalid table)"
    case 0x09: return "a broken font file (invalid offset)"
    case 0x0A: return "a broken font file (an array larger than the file)"
    case 0x40: return "FreeType ran out of memory reading it"
    case 0x51: return "a broken font file (invalid stream operation)"
    case 0x53: return "a broken font file (truncated: invalid frame read)"
    case 0x55: return "a broken font file (truncated: invalid stream read)"
    case 0x8E: return "a broken font file (a required table is missing)"
    default: return "a broken font file (FreeType error \(error))"
    }
  }
}
