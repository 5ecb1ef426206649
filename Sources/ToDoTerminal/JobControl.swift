import Dispatch
import Glibc
import ToDoCore

/// The app's part in the shell's job control: stopped (SIGTSTP from another process; Ctrl-Z
/// is a key in raw mode), stopped without warning (SIGSTOP), continued in the foreground
/// (`fg`) or in the background (`bg`), and later brought to the foreground (`fg` of a
/// running job, which sends no signal). While the terminal is given back, nothing is read
/// or drawn. Main-actor only; every handler runs on the main queue.
@MainActor
final class JobControl {
  private let terminal: Terminal
  private let input: any DispatchSourceRead
  private let onResumed: @MainActor (Size) -> Void
  private var sources: [any DispatchSourceProtocol] = []
  /// Whether `input` is suspended: a source must be resumed as often as it was suspended.
  private var isInputPaused = false
  /// While the app runs in the background: looks for the foreground coming back.
  private var foregroundWatch: (any DispatchSourceTimer)?

  /// How often a job in the background checks whether it is in the foreground again.
  static let foregroundCheckInterval = DispatchTimeInterval.milliseconds(100)

  init(terminal: Terminal, input: any DispatchSourceRead, onResumed: @escaping @MainActor (Size) -> Void) {
    self.terminal = terminal
    self.input = input
    self.onResumed = onResumed
  }

  /// Starts handling SIGTSTP and SIGCONT.
  func start() {
    signal(SIGTSTP, SIG_IGN)
    let stop = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: .main)
    stop.setEventHandler { [unowned self] in
      MainActor.assumeIsolated {
        self.setReading(false)
        self.terminal.suspendAndStop()
      }
    }
    signal(SIGCONT, SIG_IGN)
    let resume = DispatchSource.makeSignalSource(signal: SIGCONT, queue: .main)
    resume.setEventHandler { [unowned self] in
      MainActor.assumeIsolated { self.continued() }
    }
    sources = [stop, resume]
    sources.forEach { $0.resume() }
  }

  /// Takes the terminal back in the foreground and has the screen redrawn; in the
  /// background keeps off the terminal and watches for the foreground.
  private func continued() {
    let size = terminal.continued()
    setReading(terminal.holdsTerminal)
    if let size {
      foregroundWatch?.cancel()
      foregroundWatch = nil
      onResumed(size)
    } else if foregroundWatch == nil {
      // `fg` on a job running in the background gives it the terminal without a signal.
      let watch = DispatchSource.makeTimerSource(queue: .main)
      watch.schedule(deadline: .now() + Self.foregroundCheckInterval, repeating: Self.foregroundCheckInterval)
      watch.setEventHandler { [unowned self] in
        MainActor.assumeIsolated { if self.terminal.isInForeground { self.continued() } }
      }
      foregroundWatch = watch
      watch.resume()
    }
  }

  /// Resumes the input source when `reading`, pauses it otherwise: a process in the
  /// background must not read the terminal (the read would stop it with SIGTTIN).
  private func setReading(_ reading: Bool) {
    if reading, isInputPaused {
      input.resume()
      isInputPaused = false
    } else if !reading, !isInputPaused {
      input.suspend()
      isInputPaused = true
    }
  }
}
