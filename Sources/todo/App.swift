import Dispatch
import Glibc
import ToDoCore
import ToDoRuntime
import ToDoTerminal

/// Wires the parts together: terminal events → keymap → store → reducer → commands and
/// draw operations. Holds no logic of its own. Main-actor only.
@MainActor
final class App {
  private let terminal: Terminal
  private let inputLoop: InputLoop
  private var store: Store!
  private var interpreter: CommandInterpreter!

  init(terminal: Terminal, environment: Environment) {
    self.terminal = terminal
    self.inputLoop = InputLoop(terminal: terminal)
    store = Store(
      initialState: State(size: terminal.size),
      perform: { [unowned self] command in self.interpreter.run(command) },
      draw: { [terminal] ops in terminal.apply(ops) })
    interpreter = CommandInterpreter(
      environment: environment,
      send: { [unowned self] action in self.store.send(action) },
      quit: { [unowned self] in self.exit(status: 0) })
  }

  /// Shows the app and serves events until the user quits. Never returns.
  func run() -> Never {
    store.send(.started)
    inputLoop.start(
      onEvents: { [unowned self] events in self.store.dispatch(events) },
      onTerminalGone: { [unowned self] in self.exit(status: 1) },
      onSignal: { [unowned self] signal in self.exit(status: 128 + signal) })
    dispatchMain()
  }

  private func exit(status: Int32) -> Never {
    terminal.restore()
    Glibc.exit(status)
  }
}
