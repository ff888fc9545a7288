import Testing

/// Runs each test it is given to (a suite's, with `@Suite(.ownThread)`) with a thread of its
/// own as the task's executor preference (`DedicatedThreadExecutor`), so work the test awaits
/// is not queued behind the synchronous tests of a loaded full run.
///
/// On two cores a full `make test` keeps both threads of Swift's shared pool busy with
/// synchronous tests (the command-line ones run `themepack` and wait) for minutes at a time;
/// an install started on the pool then waited more than its 600 s deadline between fetching
/// the index and its signature, and failed as "timed out" without a byte on the wire. The
/// client's deadline is right for an app; the tests must not share a starved pool.
package struct OwnThreadTrait: TestTrait, SuiteTrait, TestScoping {
  package var isRecursive: Bool { true }

  package func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite, #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else {
      return try await function()
    }
    let executor = DedicatedThreadExecutor()
    defer { executor.finish() }
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == OwnThreadTrait {
  /// Each test on a thread of its own (`OwnThreadTrait`).
  package static var ownThread: Self { OwnThreadTrait() }
}
