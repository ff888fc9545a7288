import Testing
import ThemePackNative

@Suite("Process memory policy")
struct ProcessMemoryTests {
  #if canImport(Glibc)
    /// glibc accepts the fixed mmap threshold the executable sets at start.
    @Test func glibcTakesTheFixedThreshold() {
      #expect(ProcessMemory.returnLargeBlocksToSystem())
    }
  #endif
}
