import Foundation
import Testing
import ThemePackTestSupport

/// The executor the network suites run on (`.ownThread`): its thread ends once the test it
/// served is over, and a job that comes after that still runs.
@Suite("DedicatedThreadExecutor: one thread per test, ended after it", .timeLimit(.minutes(1)))
struct DedicatedThreadExecutorTests {
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test func aJobAfterFinishStillRuns() async throws {
    let executor = DedicatedThreadExecutor()
    #expect(await Task(executorPreference: executor) { 1 }.value == 1)
    executor.finish()
    // Long enough for the thread to have ended: the next job must start one again (without,
    // it would wait for ever and the time limit would fail the test).
    try await Task.sleep(for: .milliseconds(50))
    #expect(await Task(executorPreference: executor) { 2 }.value == 2)
    executor.finish()
  }

  #if os(Linux)
    /// The threads of this process, as Linux lists them (`/proc/self/task`).
    static func threadCount() throws -> Int {
      try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test func finishingEndsTheThread() async throws {
      let threads = try Self.threadCount()
      for _ in 1...20 {
        let executor = DedicatedThreadExecutor()
        #expect(await Task(executorPreference: executor) { 1 }.value == 1)
        executor.finish()
      }
      // Each of the 20 threads ends after its one job; without finish() all 20 would stay.
      // Other suites start and end threads meanwhile, so only most of the 20 must be gone.
      var left = try Self.threadCount() - threads
      for _ in 1...100 where left >= 10 {
        try await Task.sleep(for: .milliseconds(20))
        left = try Self.threadCount() - threads
      }
      #expect(left < 10, "\(left) more threads than before the 20 executors")
    }
  #endif
}
