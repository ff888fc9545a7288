internal import CMemoryPolicy

/// How the process hands memory back to the system.
package enum ProcessMemory {
  /// The size from which glibc serves an allocation with its own `mmap` (and unmaps it on
  /// `free`): every decoded full-size image and most PNG buffers are larger.
  package static let largeBlockBytes: Int32 = 256 * 1024

  /// Makes freed images leave the process at once, so peak memory follows the images in
  /// flight rather than the heap's high-water mark. Returns whether the setting took.
  ///
  /// glibc raises its `mmap` threshold each time a large block is freed (up to 32 MiB on
  /// 64-bit), after which decoded images come from per-thread heaps that keep freed space;
  /// a fixed threshold stops that. On the benchmark project a build's peak resident memory
  /// went from 88–110 MB to 71 MB for about 5% more CPU (page faults on fresh mappings).
  /// Call once, early, from the executable; does nothing where glibc is absent.
  /// The corresponding C function is `mallopt` (through `CMemoryPolicy_setMmapThreshold`).
  @discardableResult
  package static func returnLargeBlocksToSystem() -> Bool {
    CMemoryPolicy_setMmapThreshold(largeBlockBytes) == 1
  }
}
