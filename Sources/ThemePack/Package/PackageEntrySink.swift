/// Receives the bytes of the entries `PackageContentReader` inflates, as they arrive;
/// the unpacker writes them to files. Errors thrown here stop reading and propagate.
protocol PackageEntrySink: AnyObject {
  func begin(_ entry: ZipDirectoryEntry) throws
  func write(_ chunk: UnsafeRawBufferPointer) throws
  func end(_ entry: ZipDirectoryEntry) throws
}
