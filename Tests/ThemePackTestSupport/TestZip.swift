/// Zip archives written byte by byte by the tests, so hostile cases can hold anything:
/// raw names with NUL or backslashes, device modes, lying sizes, encryption flags,
/// extra fields, duplicate or overlapping records, Zip64 end records.
public struct TestZip: Sendable {
  /// One entry as it will be written.
  public struct Entry: Sendable {
    public var name: [UInt8]
    /// The bytes stored in the file after the local header (compressed when `method` 8).
    public var payload: [UInt8] = []
    public var method: UInt16 = 0
    /// The uncompressed size written in both headers; nil means the payload's size.
    public var declaredSize: UInt64?
    /// The CRC written in both headers; nil means the CRC of the payload.
    public var crc: UInt32?
    public var flags: UInt16 = 0x0800
    /// Made by Unix (3), zip 2.0.
    public var madeBy: UInt16 = 0x0314
    public var externalAttributes: UInt32 = UInt32(0o100644) << 16
    public var centralExtra: [UInt8] = []
    public var localName: [UInt8]?

    public init(
      name: [UInt8], payload: [UInt8] = [], method: UInt16 = 0, declaredSize: UInt64? = nil,
      crc: UInt32? = nil,
      flags: UInt16 = 0x0800, madeBy: UInt16 = 0x0314, externalAttributes: UInt32 = UInt32(0o100644) << 16,
      centralExtra: [UInt8] = [], localName: [UInt8]? = nil
    ) {
      self.name = name
      self.payload = payload
      self.method = method
      self.declaredSize = declaredSize
      self.crc = crc
      self.flags = flags
      self.madeBy = madeBy
      self.externalAttributes = externalAttributes
      self.centralExtra = centralExtra
      self.localName = localName
    }

    /// A stored regular file.
    public static func file(_ name: String, _ bytes: [UInt8]) -> Entry {
      Entry(name: Array(name.utf8), payload: bytes)
    }

    /// A folder entry.
    public static func folder(_ name: String) -> Entry {
      Entry(name: Array(name.utf8), externalAttributes: UInt32(0o040755) << 16 | 0x10)
    }
  }

  public var entries: [Entry]
  /// Central records to add that point at the local header of entry `index` again.
  public var repeatedRecords: [Int] = []

  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  public func bytes() -> [UInt8] {
    var output: [UInt8] = []
    var central: [UInt8] = []
    var offsets: [Int] = []
    func record(_ entry: Entry, offset: Int, into out: inout [UInt8]) {
      let size = UInt64(entry.payload.count)
      out += le32(0x0201_4B50) + le16(entry.madeBy) + le16(20) + le16(entry.flags) + le16(entry.method)
      out += le16(0) + le16(0x21) + le32(entry.crc ?? TestCRC32.checksum(entry.payload))
      out += le32(UInt32(size)) + le32(UInt32(entry.declaredSize ?? size))
      out += le16(UInt16(entry.name.count)) + le16(UInt16(entry.centralExtra.count)) + le16(0)
      out += le16(0) + le16(0) + le32(entry.externalAttributes) + le32(UInt32(offset))
      out += entry.name + entry.centralExtra
    }
    for entry in entries {
      offsets.append(output.count)
      let size = UInt64(entry.payload.count)
      let localName = entry.localName ?? entry.name
      output += le32(0x0403_4B50) + le16(20) + le16(entry.flags) + le16(entry.method) + le16(0) + le16(0x21)
      output += le32(entry.crc ?? TestCRC32.checksum(entry.payload))
      output += le32(UInt32(size)) + le32(UInt32(entry.declaredSize ?? size))
      output += le16(UInt16(localName.count)) + le16(0) + localName
      output += entry.payload
    }
    for (index, entry) in entries.enumerated() { record(entry, offset: offsets[index], into: &central) }
    for index in repeatedRecords { record(entries[index], offset: offsets[index], into: &central) }
    let count = entries.count + repeatedRecords.count
    let centralOffset = output.count
    output += central
    if count > 0xFFFF {
      let record64 = output.count
      output += le32(0x0606_4B50) + le64(44) + le16(0x032D) + le16(45) + le32(0) + le32(0)
      output += le64(UInt64(count)) + le64(UInt64(count)) + le64(UInt64(central.count))
      output += le64(UInt64(centralOffset))
      output += le32(0x0706_4B50) + le32(0) + le64(UInt64(record64)) + le32(1)
      output += le32(0x0605_4B50) + le16(0) + le16(0) + le16(0xFFFF) + le16(0xFFFF)
      output += le32(UInt32(central.count)) + le32(UInt32(centralOffset)) + le16(0)
    } else {
      output += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
      output += le32(UInt32(central.count)) + le32(UInt32(centralOffset)) + le16(0)
    }
    return output
  }
}

public func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
public func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
public func le64(_ value: UInt64) -> [UInt8] { le32(UInt32(value & 0xFFFF_FFFF)) + le32(UInt32(value >> 32)) }

/// The central directory of a (small, non-Zip64) zip, read by the tests themselves.
public struct TestZipListing {
  public struct Record {
    public var name: String
    public var madeBy: UInt16
    public var flags: UInt16
    public var method: UInt16
    public var time: UInt16
    public var date: UInt16
    public var crc: UInt32
    public var compressedSize: Int
    public var size: Int
    public var externalAttributes: UInt32
    public var localOffset: Int
    /// Where the entry's data starts in the file.
    public var dataOffset: Int
    public var localTime: UInt16
    public var localDate: UInt16
    public var localExtra: [UInt8]
  }

  public var records: [Record] = []

  public init(_ bytes: [UInt8]) throws {
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    guard
      let end = stride(from: bytes.count - 22, through: 0, by: -1).first(where: { u32($0) == 0x0605_4B50 })
    else { throw TestZipError.noEndRecord }
    var at = u32(end + 16)
    for _ in 0..<u16(end + 10) {
      guard u32(at) == 0x0201_4B50 else { throw TestZipError.badRecord }
      let nameLength = u16(at + 28)
      let local = u32(at + 42)
      let localNameLength = u16(local + 26)
      let localExtraLength = u16(local + 28)
      records.append(
        Record(
          name: String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self),
          madeBy: UInt16(u16(at + 4)), flags: UInt16(u16(at + 8)), method: UInt16(u16(at + 10)),
          time: UInt16(u16(at + 12)), date: UInt16(u16(at + 14)), crc: UInt32(u32(at + 16)),
          compressedSize: u32(at + 20), size: u32(at + 24), externalAttributes: UInt32(u32(at + 38)),
          localOffset: local, dataOffset: local + 30 + localNameLength + localExtraLength,
          localTime: UInt16(u16(local + 10)), localDate: UInt16(u16(local + 12)),
          localExtra: Array(
            bytes[(local + 30 + localNameLength)..<(local + 30 + localNameLength + localExtraLength)])
        ))
      at += 46 + nameLength + u16(at + 30) + u16(at + 32)
    }
  }

  public func record(_ name: String) -> Record? { records.first { $0.name == name } }
}

public enum TestZipError: Error {
  case noEndRecord
  case badRecord
}
