import Dispatch
import Foundation

/// Runs independent pieces of work on up to `jobs` threads and returns their results in
/// index order, so output never depends on scheduling.
package enum ParallelWork {
  /// The number of cores, the default for `--jobs`.
  package static var coreCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// Calls `body(index)` for every index in `0..<count` and returns the results in order.
  /// When calls throw, every index still runs and the error of the lowest failing index is
  /// rethrown, so the reported error does not depend on scheduling either.
  package static func map<Result: Sendable, WorkError: Error>(
    count: Int, jobs: Int, _ body: @Sendable (Int) throws(WorkError) -> Result
  ) throws(WorkError) -> [Result] {
    guard count > 0 else { return [] }
    let workers = max(1, min(jobs, count))
    if workers == 1 {
      var results: [Result] = []
      results.reserveCapacity(count)
      for index in 0..<count { results.append(try body(index)) }
      return results
    }
    let state = SharedState<Result, WorkError>(count: count)
    withoutActuallyEscaping(body) { body in
      DispatchQueue.concurrentPerform(iterations: workers) { _ in
        while let index = state.nextIndex() {
          do {
            state.store(try body(index), at: index)
          } catch let error as WorkError {
            state.fail(error, at: index)
          } catch {
            preconditionFailure("unexpected error type")
          }
        }
      }
    }
    return try state.results()
  }

  /// Results and the work queue, shared by the workers under one lock.
  private final class SharedState<Result: Sendable, WorkError: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var values: [Result?]
    private var failure: (index: Int, error: WorkError)?

    package init(count: Int) {
      self.count = count
      self.values = Array(repeating: nil, count: count)
    }

    package func nextIndex() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < count else { return nil }
      next += 1
      return next - 1
    }

    package func store(_ value: Result, at index: Int) {
      lock.lock()
      values[index] = value
      lock.unlock()
    }

    package func fail(_ error: WorkError, at index: Int) {
      lock.lock()
      if failure == nil || index < failure!.index { failure = (index, error) }
      lock.unlock()
    }

    package func results() throws(WorkError) -> [Result] {
      if let failure { throw failure.error }
      return values.map { $0! }
    }
  }
}
