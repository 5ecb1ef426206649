import Glibc
import TerminalProtocol
import ToDoCore

/// The terminal adapter: starts and restores the terminal, reads input as events, and
/// applies the draw operations `render` computed; it decides nothing. Main-actor only.
@MainActor
public final class Terminal {
  private let curses: Curses
  private var cursor: Position?
  private var isRunning = true
  private var hold = Hold.holding
  private var decoder: KeyDecoder
  private let input = InputReader()

  /// Takes over the terminal (full screen, raw keys, mouse unless `mouse` is false).
  public init(mouse: Bool = true) throws(TerminalError) {
    curses = try Curses(mouse: mouse)
    decoder = KeyDecoder(terminalKeys: curses.keySequences())
  }

  /// How much of the terminal the app holds now.
  private enum Hold {
    /// Full screen, raw keys: drawing and reading.
    case holding
    /// Given back with curses ended (stopped by SIGTSTP, or continued in the background).
    case suspended
    /// Screen given back by its reset bytes alone, curses not ended: continued in the
    /// background after a stop the app could not prepare for (SIGSTOP).
    case released
  }

  public var size: Size { curses.size }

  /// Whether the app's process group owns the terminal: the shell gave it the foreground
  /// (or the terminal is not the controlling one, and has no foreground to give).
  var isInForeground: Bool {
    let foreground = tcgetpgrp(STDIN_FILENO)
    return foreground == -1 || foreground == getpgrp()
  }

  /// How long a key sequence cut short (Esc alone, `ESC [`) waits for the rest before it
  /// is read as it is (Escape, Alt-[): terminals send a sequence in one write, so the rest
  /// comes at once or not at all; a person cannot type Esc and another key this fast.
  public static let escapeDelay = Duration.milliseconds(25)

  /// Everything the terminal sent since the last call, decoded, or nil when the terminal is
  /// gone (standard input at its end). Call when `poll` says standard input is readable.
  public func readEvents() -> [InputEvent]? {
    // Not while the terminal is given back: a read in the background stops the process.
    guard hold == .holding else { return [] }
    // Read into arrays kept between reads: the caller is done with the last events.
    var events = eventsRead.take() ?? []
    events.removeAll(keepingCapacity: true)
    defer { eventsRead = events }
    guard case .read = input.read(into: &inputsRead) else { return nil }
    decoder.decode(inputsRead, into: &events)
    Self.stamp(&events)
    return events
  }

  /// Whether input ended inside what may be a key sequence: `completePartialKey` once the
  /// escape delay passes with nothing more read.
  public var holdsPartialKey: Bool { decoder.holdsPartialKey }

  /// The key sequence cut short, decoded as it is (see `escapeDelay`).
  public func completePartialKey() -> [InputEvent] {
    var events: [InputEvent] = []
    decoder.flush(into: &events)
    Self.stamp(&events)
    return events
  }

  /// Mouse events carry their time, so that the core can tell a double click.
  private static func stamp(_ events: inout [InputEvent]) {
    var milliseconds: Int?
    for index in events.indices {
      guard case .mouse = events[index] else { continue }
      if milliseconds == nil {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        milliseconds = now.tv_sec * 1_000 + now.tv_nsec / 1_000_000
      }
      events[index] = events[index].stamped(milliseconds: milliseconds!)
    }
  }

  /// What was read last, kept for its room.
  private var inputsRead: [UInt32] = []
  /// The events read last, kept for their room (nil while being filled).
  private var eventsRead: [InputEvent]? = []

  /// Re-reads the terminal size after SIGWINCH.
  public func resizeToTerminal() -> Size {
    curses.resizeToTerminal()
  }

  /// Performs `ops` in ncurses' copy of the screen and sends the result to the terminal in
  /// one update: ncurses is the terminal's only writer. Draws nothing while the terminal is
  /// given back (stopped, or in the background).
  public func apply(_ ops: [DrawOp]) {
    guard isRunning, hold == .holding else { return }
    let size = curses.size
    for op in ops {
      switch op {
      case .clear: curses.eraseAll()
      case .text:
        guard let (shown, position, style) = Self.shownText(of: op, on: size) else { continue }
        curses.write(shown, row: position.row, column: position.column, style: style)
      case .cursor(let position): cursor = position
      }
    }
    curses.placeCursor(cursor)
    curses.flush()
  }

  /// Writes `control`, a control string that shows nothing (OSC 52's clipboard), to the
  /// terminal between two updates; nothing while the terminal is given back. See
  /// `Curses.writeControl` for why this is safe beside ncurses.
  public func writeControl(_ control: String) {
    guard isRunning, hold == .holding else { return }
    curses.writeControl(control)
  }

  /// The text `op` writes as it shows on a screen of `size` (`clip`), where it goes and its
  /// style; nil for an op that writes no text, or none that shows. Pure.
  private static func shownText(of op: DrawOp, on size: Size) -> (String, Position, Style)? {
    guard case .text(let position, let text, let style) = op,
      let shown = clip(text, at: position, to: size)
    else { return nil }
    return (shown, position, style)
  }

  /// `text` cut to what fits on a screen of `size` from `position`, or nil when nothing
  /// does: ncurses would wrap the rest onto the next rows. Only a screen drawn at another
  /// size than the terminal's (a replayed recording) has text that does not fit. Pure.
  static func clip(_ text: String, at position: Position, to size: Size) -> String? {
    guard (0..<size.rows).contains(position.row), (0..<size.columns).contains(position.column) else {
      return nil
    }
    let room = size.columns - position.column
    // A character is at most two columns wide and one byte long: most text needs no
    // measuring, nor its characters counted (its byte count is at hand).
    guard text.utf8.count * 2 > room, text.unicodeScalars.count * 2 > room else { return text }
    return DisplayText.glyphs(text, maximumWidth: room).map(\.text).joined()
  }

  /// Gives the terminal back and stops the process the way a shell expects on SIGTSTP.
  /// Returns once continued; `continued()` then says whether to take the terminal over.
  public func suspendAndStop() {
    if isRunning, hold == .holding {
      curses.suspend()
      hold = .suspended
    }
    // SIGSTOP stops every thread at once, whichever thread this runs on (the worker threads
    // block SIGTSTP); the shell then sees the job stopped, and `fg` or `bg` continues it.
    // Give the terminal a moment to act on the reset before the process stops: tmux, for
    // one, otherwise often keeps the alternate screen (seen in 4 of 6 stops without it,
    // none of 10 with it; `tcdrain` is not enough, tmux reads the bytes but acts later).
    usleep(50_000)
    kill(getpid(), SIGSTOP)
  }

  /// After SIGCONT, however the process was stopped (SIGTSTP, or SIGSTOP from outside,
  /// which the app cannot prepare for; meanwhile the shell set its own line mode): in the
  /// foreground, takes the whole terminal over again (raw keys, full screen, every mode) and
  /// returns its size, for a full redraw; in the background, gives the screen back if it
  /// still held it and returns nil: nothing is drawn or read until continued in the
  /// foreground.
  public func continued() -> Size? {
    guard isRunning else { return nil }
    guard isInForeground else {
      if hold == .holding {
        curses.releaseScreen()
        hold = .released
      }
      return nil
    }
    // Ending curses first, when it was not, makes `resume` set every mode again.
    if hold != .suspended { curses.suspend() }
    hold = .holding
    return curses.resume()
  }

  /// Gives the terminal to another program for the time of `body` (the user's editor, in
  /// the foreground of the same session): curses ended, the screen, modes and line
  /// discipline as the shell had them; nothing is drawn or read meanwhile. Then takes it
  /// over again and returns its size, for a full redraw (nil when it was not held: `body`
  /// runs, nothing else happens). The job-control and interrupt signals that arrived
  /// meanwhile were meant for the other program and are dropped; SIGTERM and SIGHUP stay.
  public func handOver(_ body: () -> Void) -> Size? {
    guard isRunning, hold == .holding else {
      body()
      return nil
    }
    curses.suspend()
    hold = .suspended
    body()
    // Ctrl-C and Ctrl-Z typed to the other program, and the SIGCONT of its `fg`, reached
    // the app's process group too: they were the other program's, not the app's.
    SignalRelay.discard([SIGINT, SIGTSTP, SIGCONT])
    hold = .holding
    return curses.resume()
  }

  /// Whether the app draws and reads the terminal now (not given back to the shell).
  public var holdsTerminal: Bool { hold == .holding }

  /// Gives the terminal back as it was. Safe to call more than once.
  public func restore() {
    guard isRunning else { return }
    isRunning = false
    curses.end()
  }
}
