import Glibc
import Synchronization

/// The signals that arrived and are not handled yet, one bit each: set by the handler,
/// taken by the event loop. An atomic, so the handler stays async-signal-safe.
private let arrivedSignals = Atomic<UInt64>(0)
/// The descriptor the handler writes to wake the event loop; -1 before `SignalRelay.start`.
private let signalWakeDescriptor = Atomic<Int32>(-1)

/// Turns signals into wake-ups of the event loop (the self-pipe pattern, on an `eventfd`):
/// the handler only records the signal and writes the descriptor; the loop then takes the
/// signals on the main thread, where the store and ncurses may be touched. Replaces any
/// handler installed before (ncurses' own, for SIGWINCH and SIGINT). Main-actor only.
@MainActor
enum SignalRelay {
  /// The signals the app handles.
  static let relayed: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

  /// Installs the handler for `relayed`, waking the loop through `wakeUp`.
  static func start(wakeUp: Int32) {
    // Both globals are made here, before any handler can run: a global's first use runs
    // its one-time initialisation, which a signal handler must not do.
    arrivedSignals.store(0, ordering: .sequentiallyConsistent)
    signalWakeDescriptor.store(wakeUp, ordering: .sequentiallyConsistent)
    for number in relayed {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = relaySignal
      sigemptyset(&action.sa_mask)
      // System calls interrupted by the signal go on: the loop's `poll` returns anyway,
      // since the handler makes the wake-up descriptor readable.
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }

  /// Forgets that `numbers` arrived, if they did: signals the terminal sent to another
  /// program in the foreground (Ctrl-C or Ctrl-Z in the user's editor reach the app too).
  static func discard(_ numbers: [Int32]) {
    let mask = numbers.reduce(UInt64(0)) { $0 | (1 << UInt64($1)) }
    arrivedSignals.bitwiseAnd(~mask, ordering: .sequentiallyConsistent)
  }

  /// The signals that arrived since the last call, in the order of `relayed` (each once,
  /// however often it arrived).
  static func takeArrived() -> [Int32] {
    let bits = arrivedSignals.exchange(0, ordering: .sequentiallyConsistent)
    guard bits != 0 else { return [] }
    return relayed.filter { bits & (1 << UInt64($0)) != 0 }
  }
}

/// The handler: async-signal-safe (an atomic and a `write`).
private func relaySignal(_ number: Int32) {
  guard number > 0, number < 64 else { return }
  arrivedSignals.bitwiseOr(1 << UInt64(number), ordering: .sequentiallyConsistent)
  let descriptor = signalWakeDescriptor.load(ordering: .sequentiallyConsistent)
  if descriptor >= 0 { WakeUp.signal(descriptor) }
}
