/// What quitting asks of the runtime: one family of `Command`, performed by
/// `CommandInterpreter.runQuitting` (`ToDoRuntime/Features/Quitting/`). Pure data.
public enum QuittingCommand: Equatable, Sendable {
  /// Write `todos`, the demo list's, into the default list (the user answered `y` on
  /// quitting the demo): added to what that file holds, through its lock, as a save
  /// writes. The result comes back as `QuittingAction.demoKept` or `.demoNotKept`.
  case keepDemo(ToDoList)
}

extension Command {
  /// The end of a shutdown's wait for the load and the saves.
  public static let shutdownAfterBound = Command.schedule(
    id: .shutdownBound, after: shutdownBound, send: .system(.shutdownBoundReached))
  /// How long a shutdown from outside (SIGTERM, SIGHUP, the terminal gone) waits at most
  /// for the load and the saves before it exits anyway.
  public static let shutdownBound = Duration.seconds(2)
}
