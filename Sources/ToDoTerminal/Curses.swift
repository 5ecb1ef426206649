import CNcurses
import Glibc
import TerminalProtocol
import ToDoCore

/// The app's one door to ncurses: the only file that imports the C module. It starts and
/// ends the curses screen, reads raw input, and writes styled text. Main-actor only:
/// ncurses is not thread-safe.
@MainActor
final class Curses {
  private let screen: OpaquePointer
  /// Whether styles use colours (the terminal has them and `NO_COLOR` is not set).
  let usesColors: Bool
  /// What each style is drawn with (by its raw value), made once at start: the theme is
  /// fixed by then, and looking it up per run of text took a lock and a dictionary.
  private var looks: [(attributes: attr_t, pair: Int16)] = []
  /// The bytes that put back the modes the app's drawing relies on (`cn_mode_baseline`:
  /// attributes, character set, insert mode, auto-wrap, origin mode, scrolling region),
  /// written after another program had the terminal and at exit.
  private var modeBaseline: [UInt8] = []
  /// The mouse events asked for (none without the mouse).
  private var mouseEvents: mmask_t = 0
  /// Whether the cursor is shown, as `placeCursor` last set it (nil: not known, at start and
  /// after a resume, when curses shows it).
  private var cursorShown: Bool?

  /// Starts curses on standard input and output. Throws when either is not a terminal or
  /// the terminal type is unknown; the terminal is untouched then.
  init(mouse: Bool) throws(TerminalError) {
    Curses.chooseUTF8Locale()
    guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "standard input") }
    guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "standard output") }
    let name = getenv("TERM").map { String(cString: $0) }
    guard let name, !name.isEmpty else { throw .unknownTerminalType(nil) }
    // The size comes from the terminal, never from COLUMNS and LINES, which a shell may
    // have exported at another size: they would lay the screen out wrong until a resize.
    // (use_env(false) alone would take the terminfo entry's size; use_tioctl(true) asks
    // the terminal, TIOCGWINSZ.)
    use_env(false)
    use_tioctl(true)
    try Self.checkTerminalType(name)
    cn_install_crash_guard()
    // Stopping is handled by the input loop; with SIGTSTP ignored, ncurses installs no
    // handler of its own and does not swap handlers around every update.
    signal(SIGTSTP, SIG_IGN)
    // newterm, unlike initscr, reports an unknown terminal instead of exiting.
    guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else { throw .unknownTerminalType(name) }
    self.screen = screen
    set_term(screen)
    raw()
    noecho()
    nonl()
    // The terminal's keypad in the mode its terminfo key sequences describe (the app reads
    // and decodes keys itself: `InputReader`, `KeyDecoder`).
    keypad(cn_stdscr(), true)
    // No peeking at the input during output: the app reads input as it arrives anyway.
    typeahead(-1)
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    usesColors = has_colors() && !noColor && start_color() == OK
    if usesColors {
      use_default_colors()
      for style in Style.allCases {
        let look = Theme.appearance(of: style, colors: true)
        init_pair(Int16(style.rawValue) + 1, look.foreground?.rawValue ?? -1, look.background?.rawValue ?? -1)
      }
    }
    looks = Style.allCases.map { Self.look(of: $0, colors: usesColors) }
    if mouse {
      mouseEvents = cn_BUTTON1_PRESSED | cn_BUTTON4_PRESSED | cn_BUTTON5_PRESSED
      mousemask(mouseEvents, nil)
      mouseinterval(0)
    }
    cn_write_control("\u{1B}[?2004h")  // bracketed paste: a pasted newline never submits
    modeBaseline = Self.collect { cn_mode_baseline($0, $1) } ?? []
    // Every mode is set now: the crash guard learns how this terminal type undoes them.
    cn_prepare_crash_reset(modeBaseline.map { CChar(bitPattern: $0) }, modeBaseline.count)
  }

  /// Throws unless the terminfo entry for `name` exists and can draw a full screen: a
  /// terminal that cannot address the cursor (TERM=dumb, a hard-copy one) would show the
  /// app's updates as a stream of garbage.
  private static func checkTerminalType(_ name: String) throws(TerminalError) {
    var missing: UnsafePointer<CChar>?
    switch cn_check_terminal_type(name, &missing) {
    case Int32(CN_TERMINAL_USABLE): return
    case Int32(CN_TERMINAL_LACKS):
      throw .lacksCapability(name, capability: missing.map { String(cString: $0) } ?? "")
    default: throw .unknownTerminalType(name)
    }
  }

  /// Gives the terminal back for a while (before the process stops on SIGTSTP).
  func suspend() {
    cn_write_control("\u{1B}[?2004l")
    endwin()
  }

  /// Gives the screen back without ending curses or touching the terminal's settings (for
  /// a process continued in the background, where the shell owns the settings): the same
  /// bytes the crash guard writes. `suspend` then `resume` take it over again.
  func releaseScreen() {
    cn_write_terminal_reset()
  }

  /// Takes the terminal over again after `suspend`, at its size now, to be redrawn whole.
  func resume() -> Size {
    // The size first: `refresh`, which takes the terminal back, then draws the screen it
    // holds at the terminal's size, not at the size before the stop (a wider screen drawn
    // into a narrower terminal wrapped its rows into the ones below until the redraw).
    let size = resizeToTerminal()
    // Another program had the terminal (the editor, the shell while stopped): the modes
    // curses assumes and does not set again (auto-wrap, origin and insert mode, ...) are
    // put back first, then those it believes set are sent again.
    Self.writeAll(modeBaseline)
    refresh()
    // The keypad mode `endwin` left (ncurses sets it again only when reading keys itself).
    keypad(cn_stdscr(), true)
    // The cursor and the mouse as curses believes them: it sends a mode only when it
    // changes, so each is changed twice (the next draw then shows or hides the cursor).
    curs_set(0)
    curs_set(1)
    cursorShown = nil
    if mouseEvents != 0 {
      mousemask(0, nil)
      mousemask(mouseEvents, nil)
    }
    cn_write_control("\u{1B}[?2004h")
    return size
  }

  /// Ends curses: the terminal gets back its screen, cursor, echo and line mode, and the
  /// modes of `modeBaseline` (another program run meanwhile may have changed them).
  func end() {
    // Before `endwin`, which leaves the alternate screen: these move the cursor.
    Self.writeAll(modeBaseline)
    cn_write_control("\u{1B}[?2004l")
    mousemask(0, nil)
    curs_set(1)
    endwin()
    delscreen(screen)
  }

  var size: Size {
    Size(columns: Int(cn_cols()), rows: Int(cn_lines()))
  }

  /// Reads the terminal's real size and tells ncurses. Returns the new size.
  func resizeToTerminal() -> Size {
    var rows: Int32 = 0
    var columns: Int32 = 0
    if cn_window_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
      resizeterm(rows, columns)
    }
    return size
  }

  /// The key sequences this terminal type's terminfo entry names, for the keys the app
  /// knows (those it does not name are decoded in their common ANSI forms).
  func keySequences() -> [KeyDecoder.TerminalKey] {
    let named: [(String, Key)] =
      [
        ("kcuu1", .up), ("kcud1", .down), ("kcub1", .left), ("kcuf1", .right), ("khome", .home),
        ("kend", .end), ("kpp", .pageUp), ("knp", .pageDown), ("kdch1", .delete), ("kbs", .backspace),
        ("kent", .enter), ("kcbt", .backTab),
      ] + (1...24).map { ("kf\($0)", .function($0)) }
    return named.compactMap { name, key in
      guard let value = cn_string_capability(name) else { return nil }
      let sequence = String(cString: value).unicodeScalars.map(\.value)
      return sequence.isEmpty ? nil : KeyDecoder.TerminalKey(sequence, key)
    }
  }

  /// Blanks the screen and makes the next refresh repaint every cell, whatever the terminal
  /// shows now (after start, a resize, or a resume).
  func eraseAll() {
    erase()
    clearok(cn_stdscr(), true)
  }

  /// Writes `text` at a cell in `style`, for the next `flush`; ncurses places wide characters.
  func write(_ text: String, row: Int, column: Int, style: Style) {
    let look = looks[Int(style.rawValue)]
    Self.add(
      text, to: cn_stdscr(), row: Int32(row), column: Int32(column), attributes: look.attributes,
      pair: look.pair)
  }

  /// Writes every byte to standard output, through interrupted and partial writes (and,
  /// should the descriptor be non-blocking, waiting until the terminal takes more); gives
  /// up only when the terminal is gone (its reads then report that).
  private nonisolated static func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { writeAll($0) }
  }

  private nonisolated static func writeAll(_ buffer: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
      if written > 0 {
        offset += written
      } else if written < 0, errno == EINTR {
        continue
      } else if written < 0, errno == EAGAIN {
        var output = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        _ = poll(&output, 1, 1000)
      } else {
        return
      }
    }
  }

  /// The bytes a shim function spells into a buffer (returning their length, or -1).
  private nonisolated static func collect(_ spell: (UnsafeMutablePointer<CChar>, Int) -> Int) -> [UInt8]? {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(CN_SEQUENCE_CAPACITY)) { buffer in
      let length = spell(buffer.baseAddress!, buffer.count)
      guard length >= 0 else { return nil }
      return buffer.prefix(length).map { UInt8(bitPattern: $0) }
    }
  }

  /// The attributes and colour pair `style` is drawn with.
  private static func look(of style: Style, colors: Bool) -> (attributes: attr_t, pair: Int16) {
    let look = Theme.appearance(of: style, colors: colors)
    var attributes = cn_A_NORMAL
    if look.attributes.contains(.bold) { attributes |= cn_A_BOLD }
    if look.attributes.contains(.dim) { attributes |= cn_A_DIM }
    if look.attributes.contains(.reverse) { attributes |= cn_A_REVERSE }
    if look.attributes.contains(.underline) { attributes |= cn_A_UNDERLINE }
    // Pair 0 (the terminal's own colours) where the style has none: ncurses treats any
    // other pair as an attribute to reset after each update.
    let hasColor = look.foreground != nil || look.background != nil
    return (attributes, colors && hasColor ? Int16(style.rawValue) + 1 : 0)
  }

  /// Adds `text` at a cell as ncurses cells (`cchar_t`: a spacing character, the
  /// zero-width ones riding on it, the attributes and the colour pair), which it copies as
  /// they are (`wadd_wchnstr`): adding a string would take each character through the
  /// checks of typed text (controls, tabs, wrapping), three times the work. The cells are
  /// made on the stack: a run is written on every frame. Not isolated: a closure made in a
  /// main-actor method checks the executor each time it runs.
  private nonisolated static func add(
    _ text: String, to window: UnsafeMutablePointer<WINDOW>?, row: Int32, column: Int32, attributes: attr_t,
    pair: Int16
  ) {
    let rendition = attributes | cn_color_pair(Int32(pair))
    withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: max(text.utf8.count, 1)) { cells in
      var count = 0
      // The characters in the last cell, and whether it is a wide one: a zero-width
      // character rides on the cell before, at most CCHARW_MAX in all, as ncurses adds it
      // to text; after a wide character, on its right half, which is never drawn.
      var characters = 0
      var lastIsWide = false
      for scalar in text.unicodeScalars {
        var character = wchar_t(bitPattern: scalar.value)
        // Printable ASCII, most text, is a cell of its own without asking its width.
        var width = scalar.value >= 0x20 && scalar.value < 0x7F ? 1 : wcwidth(character)
        if width < 0 {
          // One the C library cannot print (its tables older than the app's): ncurses
          // would end the run there.
          character = 0xFFFD
          width = 1
        }
        if width == 0 {
          if count > 0, !lastIsWide, characters < Int(CCHARW_MAX) {
            withUnsafeMutableBytes(of: &cells[count - 1].chars) { chars in
              chars.storeBytes(
                of: character, toByteOffset: characters * MemoryLayout<wchar_t>.stride, as: wchar_t.self)
            }
            characters += 1
          }
          continue
        }
        cells[count] = cchar_t(attr: rendition, chars: (character, 0, 0, 0, 0), ext_color: Int32(pair))
        count += 1
        characters = 1
        lastIsWide = width > 1
      }
      _ = mvwadd_wchnstr(window, row, column, cells.baseAddress, Int32(count))
    }
  }

  /// Shows the cursor at `position`, or hides it. The cursor's mode is set only when it
  /// changes: most frames keep it.
  func placeCursor(_ position: Position?) {
    let shown = position != nil
    if shown != cursorShown {
      // A hidden cursor may stay wherever drawing left it: no bytes to move it back.
      leaveok(cn_stdscr(), !shown)
      curs_set(shown ? 1 : 0)
      cursorShown = shown
    }
    if let position { move(Int32(position.row), Int32(position.column)) }
  }

  /// Writes `control`, an operating system command (OSC 52's clipboard), straight to
  /// standard output, as the modes of `init` are written. Safe beside ncurses, the screen's
  /// only writer: it is called between two `flush`es, and ncurses sends all it buffers at
  /// the end of each (`doupdate`), so no sequence of its own is cut; and an OSC string
  /// moves no cursor and changes no cell, attribute or mode, so the screen ncurses believes
  /// the terminal shows stays the one it shows (a terminal that does not know the command
  /// drops the string whole). Decision 0237.
  func writeControl(_ control: String) {
    Self.writeAll(Array(control.utf8))
  }

  /// Sends what changed to the terminal.
  func flush() {
    refresh()
  }

  /// Uses the user's locale, or C.UTF-8 when it is not UTF-8, so that wide characters work.
  private static func chooseUTF8Locale() {
    setlocale(LC_ALL, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset.uppercased() != "UTF-8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }
}
