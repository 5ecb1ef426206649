import Glibc
import ToDoCore

/// The app's part in the shell's job control: stopped (SIGTSTP from another process; Ctrl-Z
/// is a key in raw mode), stopped without warning (SIGSTOP), continued in the foreground
/// (`fg`) or in the background (`bg`), and later brought to the foreground (`fg` of a
/// running job, which sends no signal). While the terminal is given back, nothing is read
/// or drawn: `isReading` tells the event loop whether to read standard input, and
/// `foregroundCheckDue` whether to look for the foreground coming back. Main-actor only.
@MainActor
final class JobControl {
  private let terminal: Terminal
  private let onResumed: @MainActor (Size) -> Void
  /// Whether standard input may be read now: not in the background, where a read would
  /// stop the process with SIGTTIN.
  private(set) var isReading = true
  /// While the app runs in the background: when to check for the foreground next.
  private(set) var foregroundCheckDue: Duration?

  /// How often a job in the background checks whether it is in the foreground again.
  static let foregroundCheckInterval = Duration.milliseconds(100)

  init(terminal: Terminal, onResumed: @escaping @MainActor (Size) -> Void) {
    self.terminal = terminal
    self.onResumed = onResumed
  }

  /// SIGTSTP arrived: gives the terminal back and stops; returns once continued.
  func stop() {
    isReading = false
    terminal.suspendAndStop()
  }

  /// SIGCONT arrived, at `now`: takes the terminal back in the foreground and has the
  /// screen redrawn; in the background keeps off the terminal and watches for the foreground.
  func continued(at now: Duration) {
    let size = terminal.continued()
    isReading = terminal.holdsTerminal
    if let size {
      foregroundCheckDue = nil
      onResumed(size)
    } else {
      // `fg` on a job running in the background gives it the terminal without a signal.
      foregroundCheckDue = now + Self.foregroundCheckInterval
    }
  }

  /// The foreground check fell due at `now`: continues if the terminal is ours again.
  func checkForeground(at now: Duration) {
    if terminal.isInForeground {
      continued(at: now)
    } else {
      foregroundCheckDue = now + Self.foregroundCheckInterval
    }
  }
}
