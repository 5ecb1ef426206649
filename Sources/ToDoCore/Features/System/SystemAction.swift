/// The app's life. Pure data.
public enum SystemAction: Equatable, Sendable, Codable {
  /// The app is on screen: start loading the todos.
  case started
  /// The user asked to leave: save first, or ask when that is not possible.
  case quit
  /// The system asks the app to end (SIGTERM, SIGHUP, SIGINT from another process: 128 + the
  /// signal; the terminal gone: 1): save what is pending, for at most
  /// `Command.shutdownBound`, then exit with `exitStatus`.
  case shutdown(exitStatus: Int32)
  /// The system asks the app to stop (SIGTSTP from another process): the changes are
  /// saved first, then the terminal is given back and the process stops (`SystemCommand.stop`).
  case stopRequested
  /// A shutdown waited as long as it may.
  case shutdownBoundReached
  case resized(Size)
  /// The spinner's timer fired.
  case tick
  /// The runtime read the clock: it is `day`, and the next day begins in `nextDayIn`.
  case dayBegan(CalendarDate, nextDayIn: Duration)
  /// The timer set for the next day fired: time to read the day again.
  case dayEnded
  /// The config or views file had problems, read at the start: one line each (the place,
  /// what is wrong, the fix). Their settings keep their defaults.
  case configProblemsFound([String])
}
