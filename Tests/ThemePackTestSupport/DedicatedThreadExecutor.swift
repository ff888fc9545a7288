import Foundation

/// A task executor with one thread of its own: a task started with
/// `Task(executorPreference:)` runs there, so a test that must see its task reach a server is
/// not held back while a loaded run keeps every thread of Swift's shared pool busy with
/// synchronous tests (on two cores that has held a task back for minutes). Task executors
/// need macOS 15 or iOS 18 (the package supports 14 and 17); Linux has no such bound.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
package final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  /// Starts the thread; it lives as long as the test process.
  package init() {
    Thread.detachNewThread { [self] in runJobs() }
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
