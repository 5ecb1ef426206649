/// What the system's actions ask of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runSystem` (`ToDoRuntime/Features/System/`). Pure data.
public enum SystemCommand: Equatable, Sendable {
  /// Read the local date and the time until the next day begins; the result comes back as
  /// `.dayBegan`. The only clock the core sees.
  case readToday
  /// Give the terminal back to the shell and stop the process, as SIGTSTP asks (the saves
  /// are done first: see `SystemAction.stopRequested`); the process goes on when continued.
  case stop
}
