/// Receives the bytes of the entries a content reader (`PackageContentSource`) inflates, as they arrive;
/// the unpacker writes them to files. Errors thrown here stop reading and propagate.
package protocol PackageEntrySink: AnyObject {
  func begin(_ entry: ZipDirectoryEntry) throws
  func write(_ chunk: UnsafeRawBufferPointer) throws
  func end(_ entry: ZipDirectoryEntry) throws
}
