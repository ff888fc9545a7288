/// One record of a zip's central directory, already checked against its local header.
package struct ZipDirectoryEntry: Sendable {
  /// What the entry says it is, from its external attributes (Unix mode when the
  /// archiver was on Unix, else the MS-DOS folder bit) and its name.
  package enum Kind: Sendable, Equatable {
    case file
    case directory
    case symbolicLink
    case characterDevice
    case blockDevice
    case fifo
    case socket
    case unknown(UInt32)

    /// How problems name the kind: "a symbolic link", "a device"…
    package var phrase: String {
      switch self {
      case .file: return "a regular file"
      case .directory: return "a folder"
      case .symbolicLink: return "a symbolic link"
      case .characterDevice: return "a character device"
      case .blockDevice: return "a block device"
      case .fifo: return "a named pipe"
      case .socket: return "a socket"
      case .unknown(let mode): return "of unknown type (mode \(String(mode, radix: 8)))"
      }
    }
  }

  /// The position of the record in the central directory.
  package var index: Int
  /// The name exactly as stored.
  package var nameBytes: [UInt8]
  /// The name for messages, with control bytes escaped.
  package var displayName: String
  /// The name when it is valid UTF-8.
  package var utf8Name: String?
  package var flags: UInt16
  package var method: UInt16
  package var crc32: UInt32
  package var compressedSize: UInt64
  package var uncompressedSize: UInt64
  package var kind: Kind
  package var localHeaderOffset: UInt64
  /// Where the entry's (compressed) data starts.
  package var dataOffset: UInt64
  /// Where the entry's central directory record starts.
  package var centralRecordOffset: Int
  /// Whether the local or central record carries an Info-ZIP Unicode path field (0x7075),
  /// a second name that some readers use instead of the one checked here.
  package var hasUnicodePathField: Bool

  /// Traditional PKWARE encryption (flag bit 0), strong encryption (bit 6) or WinZip AES
  /// (method 99).
  package var isEncrypted: Bool { flags & 0x0001 != 0 || flags & 0x0040 != 0 || method == 99 }
  /// Sizes and CRC follow the data in a data descriptor (flag bit 3).
  package var usesDataDescriptor: Bool { flags & 0x0008 != 0 }
  /// The UTF-8 flag (bit 11): the name is declared UTF-8 rather than code page 437.
  package var declaresUTF8: Bool { flags & 0x0800 != 0 }
  package var isFolderName: Bool { nameBytes.last == UInt8(ascii: "/") }
}
