import Synchronization
import Testing
import ToDoCore
import ToDoTestSupport

@testable import ToDoRuntime

/// `o` and `Y` through the interpreter, with the launcher and the terminal faked: the
/// browser starts on the worker and its outcome comes back as an action; the copy writes
/// OSC 52 to the terminal.
@Suite("Link commands on a virtual clock")
@MainActor
struct LinkCommandTests {
  /// What the fakes were given, in order.
  final class Seen: Sendable {
    let links = Mutex([String]())
    let written = Mutex([String]())
  }

  private func app(_ seen: Seen, opening: LinkOpening) -> (StateStore, VirtualScheduler, VirtualScheduler) {
    let scheduler = VirtualScheduler()
    let worker = VirtualScheduler()
    var environment = Environment(
      toDoStore: SimulatedToDoStore(items: ["Read https://a.org/x now"], delay: .zero, scheduler: scheduler),
      mainScheduler: scheduler, worker: worker)
    environment.openLink = { link in
      seen.links.withLock { $0.append(link) }
      return opening
    }
    environment.writeToTerminal = { control in seen.written.withLock { $0.append(control) } }
    let store = StateStore(initialState: State(), environment: environment, draw: { _ in }, exit: { _ in })
    store.send(.system(.started))
    scheduler.advance()
    worker.advance()
    scheduler.advance()
    store.handle([.key(.down)])
    return (store, scheduler, worker)
  }

  @Test func oStartsTheLauncherOnTheWorkerAndSaysWhatCameOfIt() {
    let seen = Seen()
    let (store, scheduler, worker) = app(seen, opening: .started(program: "fake", link: "https://a.org/x"))
    #expect(store.state.selectedToDo?.title == "Read https://a.org/x now")
    store.handle([.key(.character("o"))])
    #expect(seen.links.withLock { $0 }.isEmpty, "the key does not wait for the launcher")
    worker.advance()
    scheduler.advance()
    #expect(seen.links.withLock { $0 } == ["https://a.org/x"])
    #expect(store.state.status?.text == "Opened https://a.org/x with fake.")
  }

  @Test func aMissingLauncherIsSaid() {
    let seen = Seen()
    let (store, scheduler, worker) = app(seen, opening: .failed(reason: "no browser", fix: "set BROWSER"))
    store.handle([.key(.character("o"))])
    worker.advance()
    scheduler.advance()
    #expect(store.state.status?.text == "Not opened: no browser. To fix: set BROWSER")
  }

  @Test func yWritesTheToDoAsOSC52() {
    let seen = Seen()
    let (store, _, _) = app(seen, opening: .started(program: "fake", link: ""))
    store.handle([.key(.character("Y"))])
    #expect(seen.written.withLock { $0 } == [ClipboardSequence.copying("Read https://a.org/x now")])
  }
}
