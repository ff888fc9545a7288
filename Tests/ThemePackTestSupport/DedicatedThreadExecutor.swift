import Foundation

/// A task executor with one thread of its own: a task started with
/// `Task(executorPreference:)` runs there, so a test that must see its task reach a server is
/// not held back while a loaded run keeps every thread of Swift's shared pool busy with
/// synchronous tests (on two cores that has held a task back for minutes). Task executors
/// need macOS 15 or iOS 18 (the package supports 14 and 17); Linux has no such bound.
///
/// `finish()` lets the thread end once it has run every job it was given; a job enqueued
/// after that starts a thread again, so nothing that still holds the executor waits forever.
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
package final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var finishing = false
  private var threadRuns = false

  /// Starts the thread.
  package init() {
    condition.lock()
    startThread()
    condition.unlock()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    if !threadRuns { startThread() }
    condition.signal()
    condition.unlock()
  }

  /// Whether the executor's thread is running (it ends after `finish()` once no job is left).
  package var hasThread: Bool {
    condition.lock()
    defer { condition.unlock() }
    return threadRuns
  }

  /// Lets the thread end when no job is left (the test it served is over).
  package func finish() {
    condition.lock()
    finishing = true
    condition.signal()
    condition.unlock()
  }

  /// Called with `condition` locked.
  private func startThread() {
    threadRuns = true
    Thread.detachNewThread { [self] in runJobs() }
  }

  private func runJobs() {
    while true {
      condition.lock()
      while jobs.isEmpty && !finishing { condition.wait() }
      if jobs.isEmpty {
        threadRuns = false
        condition.unlock()
        return
      }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
