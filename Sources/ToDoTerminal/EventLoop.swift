import Glibc
import ToDoCore

/// The app's one event loop, on the main thread, which owns ncurses, the store and the
/// screen: it blocks in `poll` on standard input, one wake-up descriptor (written by
/// work arriving from other threads and by signal handlers) and the list's file watch, for
/// as long as the nearest timer allows, never polling in slices: idle, it sleeps. Each wake-up is one batch:
/// input read until none is left, the signals that arrived, the work that fell due; the
/// caller's `batch` wraps it, so the screen is drawn once per wake-up. Main-actor only.
@MainActor
public final class EventLoop {
  private let terminal: Terminal
  private let wakeUp: WakeUp
  /// The app's part in job control, once `run` serves events.
  private var jobControl: JobControl?

  /// - Parameter wakeUp: the descriptor that wakes the loop (the one the scheduler's
  ///   mailbox writes); signals are relayed through it too.
  public init(terminal: Terminal, wakeUp: WakeUp) {
    self.terminal = terminal
    self.wakeUp = wakeUp
  }

  /// What the loop serves, besides the terminal: the work other threads and timers hand it.
  public struct Work {
    /// The time now on the clock of `timeout` and `runDue`.
    public var now: @MainActor () -> Duration
    /// How long the loop may block at a time before work is due (nil: until woken).
    public var timeout: @MainActor (Duration) -> Duration?
    /// Runs the work due at a time.
    public var runDue: @MainActor (Duration) -> Void

    public init(
      now: @escaping @MainActor () -> Duration, timeout: @escaping @MainActor (Duration) -> Duration?,
      runDue: @escaping @MainActor (Duration) -> Void
    ) {
      self.now = now
      self.timeout = timeout
      self.runDue = runDue
    }
  }

  /// A descriptor the loop polls besides the terminal and the wake-up (the file watch's,
  /// asked for at each turn: a watch set up again later has another; -1 while there is
  /// none), and what to do when it is readable (read it: the loop polls it again at once).
  public struct Watched {
    public var descriptor: @MainActor () -> Int32
    public var onReadable: @MainActor () -> Void

    public init(descriptor: @escaping @MainActor () -> Int32, onReadable: @escaping @MainActor () -> Void) {
      self.descriptor = descriptor
      self.onReadable = onReadable
    }
  }

  /// Serves events until the process exits. Never returns.
  /// - Parameters:
  ///   - work: the scheduled work to run when due.
  ///   - watched: the descriptors polled besides (the file watch, the wall-clock alarm).
  ///   - batch: wraps the handling of one wake-up (the store's batch: one render).
  ///   - onEvents: a batch of input events, in order.
  ///   - onTerminalGone: stdin reached its end or failed (the terminal closed).
  ///   - onSignal: SIGINT, SIGTERM or SIGHUP arrived.
  ///   - onStopRequested: SIGTSTP arrived: save what is pending, then call `stop`.
  ///   - onResumed: the process was stopped (SIGTSTP, or SIGSTOP from outside) and is
  ///     continued in the foreground; the screen must be redrawn whole at this size.
  public func run(
    work: Work,
    watched: [Watched] = [],
    batch: @escaping @MainActor (() -> Void) -> Void,
    onEvents: @escaping @MainActor ([InputEvent]) -> Void,
    onTerminalGone: @escaping @MainActor () -> Void,
    onSignal: @escaping @MainActor (Int32) -> Void,
    onStopRequested: @escaping @MainActor () -> Void,
    onResumed: @escaping @MainActor (Size) -> Void
  ) -> Never {
    let jobControl = JobControl(terminal: terminal, onResumed: onResumed)
    self.jobControl = jobControl
    SignalRelay.start(wakeUp: wakeUp.signalDescriptor)
    var isInputOpen = true
    // Standard input last, so that it can be left out while the app is in the background;
    // a negative descriptor (no watch) is one `poll` ignores.
    var descriptors =
      [pollfd(fd: wakeUp.descriptor, events: Int16(POLLIN), revents: 0)]
      + watched.map { _ in pollfd(fd: -1, events: Int16(POLLIN), revents: 0) }
      + [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
    let input = descriptors.count - 1
    // When a key sequence cut short is read as it is, if nothing more comes.
    var partialKeyDue: Duration?
    while true {
      let now = work.now()
      var timeout = work.timeout(now)
      if let due = jobControl.foregroundCheckDue { timeout = Self.earlier(timeout, due - now) }
      if let due = partialKeyDue { timeout = Self.earlier(timeout, due - now) }
      let reading = isInputOpen && jobControl.isReading
      for index in descriptors.indices { descriptors[index].revents = 0 }
      for (index, watch) in watched.enumerated() { descriptors[1 + index].fd = watch.descriptor() }
      let ready = poll(&descriptors, nfds_t(reading ? input + 1 : input), Self.pollMilliseconds(timeout))
      if ready < 0, errno != EINTR, isInputOpen {
        // Only a broken descriptor fails `poll`: the terminal is gone.
        isInputOpen = false
        onTerminalGone()
      }
      batch {
        if descriptors[0].revents != 0 {
          wakeUp.drain()
          for number in SignalRelay.takeArrived() {
            switch number {
            case SIGTSTP: onStopRequested()
            case SIGCONT: jobControl.continued(at: work.now())
            case SIGWINCH: onEvents([.resize(terminal.resizeToTerminal())])
            case SIGINT, SIGTERM, SIGHUP: onSignal(number)
            default: break
            }
          }
        }
        for (index, watch) in watched.enumerated() where descriptors[1 + index].revents != 0 {
          watch.onReadable()
        }
        if reading, descriptors[input].revents != 0, jobControl.isReading {
          if let events = terminal.readEvents() {
            if !events.isEmpty { onEvents(events) }
            partialKeyDue = terminal.holdsPartialKey ? work.now() + Terminal.escapeDelay : nil
          } else {
            isInputOpen = false
            onTerminalGone()
          }
        }
        let later = work.now()
        if let due = partialKeyDue, due <= later {
          partialKeyDue = nil
          let events = terminal.completePartialKey()
          if !events.isEmpty { onEvents(events) }
        }
        if let due = jobControl.foregroundCheckDue, due <= later {
          jobControl.checkForeground(at: later)
        }
        work.runDue(later)
      }
    }
  }

  /// Gives the terminal back and stops the process, as SIGTSTP asks; returns once
  /// continued (the loop then takes the terminal back, or waits for the foreground).
  public func stop() {
    jobControl?.stop()
  }

  /// The shorter of a timeout (nil: none) and the time until something is due.
  private static func earlier(_ timeout: Duration?, _ untilDue: Duration) -> Duration {
    min(timeout ?? .seconds(3600), max(untilDue, .zero))
  }

  /// `timeout` as `poll` takes it: whole milliseconds, rounded up so that the loop never
  /// wakes just before work is due and spins; -1 for no timeout.
  private static func pollMilliseconds(_ timeout: Duration?) -> Int32 {
    guard let timeout else { return -1 }
    let (seconds, attoseconds) = timeout.components
    guard seconds < Int64(Int32.max / 1000) - 1 else { return Int32.max }
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(max(milliseconds, 0))
  }
}
