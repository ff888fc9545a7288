import CPNGTestWriter

/// A PNG file as a list of chunks, for tests that inspect encoder output or build
/// damaged files. Serialising recomputes every CRC unless a chunk carries a forced one.
package struct ChunkList: Sendable {
  package struct Chunk: Sendable {
    package var type: String
    package var data: [UInt8]
    /// A CRC to write instead of the correct one.
    package var forcedCRC: UInt32? = nil

    package init(type: String, data: [UInt8], forcedCRC: UInt32? = nil) {
      self.type = type
      self.data = data
      self.forcedCRC = forcedCRC
    }
  }

  package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  package var chunks: [Chunk]

  package init(_ chunks: [Chunk]) {
    self.chunks = chunks
  }

  /// Parses a well-formed PNG file (a test precondition, not a decoder).
  package init(parsing bytes: [UInt8]) {
    precondition(Array(bytes.prefix(8)) == ChunkList.signature, "not a PNG file")
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = ChunkList.bigEndian(bytes[offset..<(offset + 4)])
      let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
      chunks.append(Chunk(type: type, data: data))
      offset += 12 + length
    }
    self.chunks = chunks
  }

  package var types: [String] { chunks.map(\.type) }

  /// The data of the first chunk of `type`.
  package func data(of type: String) -> [UInt8]? {
    chunks.first { $0.type == type }?.data
  }

  /// The IDAT data joined: one zlib stream.
  package var imageData: [UInt8] {
    chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
  }

  /// The file bytes.
  package var bytes: [UInt8] {
    var output = ChunkList.signature
    for chunk in chunks {
      output += ChunkList.bigEndianBytes(UInt32(chunk.data.count))
      let body = Array(chunk.type.utf8) + chunk.data
      output += body
      output += ChunkList.bigEndianBytes(chunk.forcedCRC ?? ChunkList.crc(body))
    }
    return output
  }

  /// The chunk list with `chunk` inserted before the first chunk of type `before`.
  package func inserting(_ chunk: Chunk, before type: String) -> ChunkList {
    var copy = self
    let index = copy.chunks.firstIndex { $0.type == type } ?? copy.chunks.count
    copy.chunks.insert(chunk, at: index)
    return copy
  }

  /// The chunk list without chunks of `type`.
  package func removing(_ type: String) -> ChunkList {
    ChunkList(chunks.filter { $0.type != type })
  }

  /// The chunk list with the first chunk of `type` changed by `change`.
  package func changing(_ type: String, _ change: (inout Chunk) -> Void) -> ChunkList {
    var copy = self
    if let index = copy.chunks.firstIndex(where: { $0.type == type }) {
      change(&copy.chunks[index])
    }
    return copy
  }

  package static func crc(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { CPNGTestWriter_crc32($0.baseAddress, $0.count) }
  }

  package static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 << 8 | Int($1) }
  }

  package static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// An IHDR chunk.
  package static func header(
    width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0
  ) -> Chunk {
    Chunk(
      type: "IHDR",
      data: bigEndianBytes(width) + bigEndianBytes(height) + [bitDepth, colorType, 0, 0, interlace])
  }
}
