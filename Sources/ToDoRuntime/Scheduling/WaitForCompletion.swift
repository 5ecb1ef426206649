import Dispatch
import Synchronization

/// Calls `body` with a completion handler and blocks until the handler has been called
/// (from any thread), returning what it was called with. For tools and tests that drive a
/// `ToDoStore` synchronously; never call it on the queue the completion arrives on.
public func waitForCompletion<T: Sendable>(_ body: (@escaping @Sendable (T) -> Void) -> Void) -> T {
  let box = Mutex<T?>(nil)
  let done = DispatchSemaphore(value: 0)
  body { value in
    box.withLock { $0 = value }
    done.signal()
  }
  done.wait()
  return box.withLock { $0! }
}
