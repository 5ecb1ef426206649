import Dispatch
import Glibc
import ToDoCore

/// Turns what happens to the process into calls on the main queue, without polling: input
/// on stdin (read until none is left, then one `onEvents`), window size changes, and the
/// signals that end the app. Main-actor only; every handler runs on the main queue.
@MainActor
public final class InputLoop {
  private let terminal: Terminal
  private var sources: [any DispatchSourceProtocol] = []
  private var jobControl: JobControl?

  public init(terminal: Terminal) {
    self.terminal = terminal
  }

  /// Starts listening.
  /// - Parameters:
  ///   - onEvents: a batch of input events, in order.
  ///   - onTerminalGone: stdin reached its end or failed (the terminal closed).
  ///   - onSignal: SIGINT, SIGTERM or SIGHUP arrived.
  ///   - onResumed: the process was stopped (SIGTSTP, or SIGSTOP from outside) and is
  ///     continued in the foreground; the screen must be redrawn whole at this size.
  public func start(
    onEvents: @escaping @MainActor ([InputEvent]) -> Void,
    onTerminalGone: @escaping @MainActor () -> Void,
    onSignal: @escaping @MainActor (Int32) -> Void,
    onResumed: @escaping @MainActor (Size) -> Void
  ) {
    let terminal = self.terminal
    let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
    input.setEventHandler {
      MainActor.assumeIsolated {
        let events = terminal.readEvents()
        if !events.isEmpty {
          onEvents(events)
        } else if input.data == 0 {
          // Readable with nothing to read: end of file or an error, never idle input.
          input.cancel()
          onTerminalGone()
        }
      }
    }
    sources.append(input)

    signal(SIGWINCH, SIG_IGN)
    let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
    resize.setEventHandler {
      MainActor.assumeIsolated { onEvents(terminal.readEventsAfterResize()) }
    }
    sources.append(resize)

    let jobControl = JobControl(terminal: terminal, input: input, onResumed: onResumed)
    jobControl.start()
    self.jobControl = jobControl

    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { onSignal(number) }
      }
      sources.append(source)
    }
    sources.forEach { $0.resume() }
  }
}
