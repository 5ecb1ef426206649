import Glibc
import ToDoCore

/// The terminal adapter: starts and restores the terminal, reads input as events, and
/// applies the draw operations `render` computed; it decides nothing. Main-actor only.
@MainActor
public final class Terminal {
  private let curses: Curses
  private var cursor: Position?
  private var isRunning = true
  private var decoder = KeyDecoder()
  private let bulkInput = BulkInput()

  /// Takes over the terminal (full screen, raw keys, mouse unless `mouse` is false).
  public init(mouse: Bool = true) throws(TerminalError) {
    curses = try Curses(mouse: mouse)
  }

  public var size: Size { curses.size }

  /// Everything the terminal sent since the last call, decoded; never waits.
  public func readEvents() -> [InputEvent] {
    // The terminal library reads up to the start of a bracketed paste and no further; the
    // paste, and what follows it in the same reads, is read in bulk. Once a paste has begun,
    // only the bulk reader reads until the paste has ended and no character is left cut in
    // half, so no byte is read by both readers or out of order.
    var events: [InputEvent] = []
    if !readsInBulk {
      events = decoder.decode(curses.readAvailable())
    }
    while readsInBulk {
      let more = bulkInput.readAvailable()
      if more.isEmpty { break }
      events += decoder.decode(more)
    }
    // Mouse events carry their time, so that the core can tell a double click.
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return events.map { $0.stamped(milliseconds: now.tv_sec * 1_000 + now.tv_nsec / 1_000_000) }
  }

  /// Whether input must go on being read in bulk: inside a paste, or with the first bytes of
  /// a character still held back by the bulk reader.
  private var readsInBulk: Bool { decoder.isPasting || bulkInput.holdsPartialCharacter }

  /// Re-reads the terminal size after SIGWINCH and reports it with any pending input (less
  /// the terminal library's own report of the same resize).
  public func readEventsAfterResize() -> [InputEvent] {
    let size = curses.resizeToTerminal()
    return [.resize(size)] + readEvents().filter { $0 != .resize(size) }
  }

  /// Performs `ops` and sends the result to the terminal in one update.
  public func apply(_ ops: [DrawOp]) {
    guard isRunning else { return }
    for op in ops {
      switch op {
      case .clear: curses.eraseAll()
      case .text(let position, let text, let style):
        curses.write(text, row: position.row, column: position.column, style: style)
      case .cursor(let position): cursor = position
      }
    }
    curses.placeCursor(cursor)
    curses.flush()
  }

  /// Stops the process the way a shell expects on SIGTSTP, with the terminal given back
  /// meanwhile; returns after `fg` (SIGCONT) with the terminal taken over again, and the
  /// size it has now. The screen must then be redrawn whole.
  public func suspendUntilResumed() -> Size {
    curses.suspend()
    // SIGSTOP stops every thread at once, whichever thread this runs on (the worker threads
    // block SIGTSTP); the shell then sees the job stopped, and `fg` continues it here.
    // Give the terminal a moment to act on the reset before the process stops: tmux, for
    // one, otherwise often keeps the alternate screen (seen in 4 of 6 stops without it,
    // none of 10 with it; `tcdrain` is not enough, tmux reads the bytes but acts later).
    usleep(50_000)
    kill(getpid(), SIGSTOP)
    return curses.resume()
  }

  /// Gives the terminal back as it was. Safe to call more than once.
  public func restore() {
    guard isRunning else { return }
    isRunning = false
    curses.end()
  }
}
