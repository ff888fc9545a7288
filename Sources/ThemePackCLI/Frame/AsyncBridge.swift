import Foundation

/// Runs async library code from the synchronous command line: the commands run on the
/// main thread, the work on the cooperative pool, and the main thread waits for it.
enum AsyncBridge {
  static func wait<Value: Sendable, Failure: Error>(
    _ work: @escaping @Sendable () async throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let box = ResultBox<Value, Failure>()
    let done = DispatchSemaphore(value: 0)
    Task {
      do throws(Failure) {
        box.result = .success(try await work())
      } catch {
        box.result = .failure(error)
      }
      done.signal()
    }
    done.wait()
    return try box.result!.get()
  }
}

/// The result handed from the task to the waiting thread; the semaphore orders the write
/// before the read.
private final class ResultBox<Value: Sendable, Failure: Error>: @unchecked Sendable {
  var result: Result<Value, Failure>?
}
