import Foundation
import Testing
import ThemePackTestSupport

/// The executor the network suites run on (`.ownThread`): its thread ends once the test it
/// served is over, and a job that comes after that still runs.
@Suite("DedicatedThreadExecutor: one thread per test, ended after it", .timeLimit(.minutes(1)))
struct DedicatedThreadExecutorTests {
  /// Waits up to 2 s for the executor's thread to end; whether it did.
  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  static func threadEnds(_ executor: DedicatedThreadExecutor) async throws -> Bool {
    for _ in 1...100 where executor.hasThread { try await Task.sleep(for: .milliseconds(20)) }
    return !executor.hasThread
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test func finishingEndsTheThreadAndALaterJobStillRuns() async throws {
    let executor = DedicatedThreadExecutor()
    #expect(await Task(executorPreference: executor) { 1 }.value == 1)
    #expect(executor.hasThread)
    executor.finish()
    #expect(try await Self.threadEnds(executor))
    // The next job starts a thread again (without, it would wait for ever and the time limit
    // would fail the test), which ends after it in turn.
    #expect(await Task(executorPreference: executor) { 2 }.value == 2)
    #expect(try await Self.threadEnds(executor))
  }

  @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
  @Test func withoutFinishTheThreadStays() async throws {
    let executor = DedicatedThreadExecutor()
    #expect(await Task(executorPreference: executor) { 1 }.value == 1)
    try await Task.sleep(for: .milliseconds(100))
    #expect(executor.hasThread)
    executor.finish()
  }
}
