// The one C header the terminal adapter sees. It turns on the wide-character API of
// ncursesw and wraps what Swift cannot import directly: attribute and mouse macros,
// function-like macros, and the C globals Swift 6 rejects as not concurrency-safe.
#ifndef TODO_CNCURSES_SHIM_H
#define TODO_CNCURSES_SHIM_H

#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#define NCURSES_WIDECHAR 1

#include <fcntl.h>
#include <locale.h>
#include <ncurses.h>
#include <term.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/timerfd.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

static const attr_t cn_A_NORMAL = A_NORMAL;
static const attr_t cn_A_BOLD = A_BOLD;
static const attr_t cn_A_DIM = A_DIM;
static const attr_t cn_A_REVERSE = A_REVERSE;
static const attr_t cn_A_UNDERLINE = A_UNDERLINE;

static const mmask_t cn_BUTTON1_PRESSED = BUTTON1_PRESSED;
static const mmask_t cn_BUTTON1_CLICKED = BUTTON1_CLICKED;
static const mmask_t cn_BUTTON4_PRESSED = BUTTON4_PRESSED;
static const mmask_t cn_BUTTON5_PRESSED = BUTTON5_PRESSED;
static const mmask_t cn_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_key_f(int n) { return KEY_F(n); }
static inline attr_t cn_color_pair(int n) { return COLOR_PAIR(n); }
static inline int cn_colors(void) { return COLORS; }
static inline FILE *cn_stdin(void) { return stdin; }
static inline FILE *cn_stdout(void) { return stdout; }

/// Reads the terminal size of `fd` with TIOCGWINSZ; returns 0 on success.
static inline int cn_window_size(int fd, int *rows, int *cols) {
  struct winsize ws;
  if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
  *rows = ws.ws_row;
  *cols = ws.ws_col;
  return 0;
}

/// What the terminal needs to hear to undo the modes the app turns on by itself, whatever
/// the terminal type: bracketed paste and every mouse reporting mode off.
static const char cn_app_mode_reset[] = "\033[?2004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l";

/// Room for the crash guard's reset bytes: the app's own resets and the terminal type's.
#define CN_CRASH_RESET_CAPACITY 1024

/// The crash guard's memory: the terminal settings from before curses started and the
/// handlers it replaced. (A function-local static, since Swift does not emit static C
/// variables declared in a header.)
struct cn_crash_guard_state {
  /// The bytes that undo every mode the app and curses set (`cn_prepare_crash_reset`).
  char reset[CN_CRASH_RESET_CAPACITY];
  size_t reset_length;
  struct termios saved_termios;
  int has_saved_termios;
  struct sigaction previous_actions[NSIG];
};

static inline struct cn_crash_guard_state *cn_crash_guard(void) {
  static struct cn_crash_guard_state state;
  return &state;
}

/// The crash guard's handler: only async-signal-safe calls. It gives the terminal back
/// (reset sequence, saved termios), makes standard input non-interactive so that the Swift
/// runtime's backtracer prints at once instead of prompting, and hands a crash to the
/// handler that was there before (the backtracer, or the default action).
static void cn_crash_handler(int signal_number, siginfo_t *info, void *context) {
  (void)context;
  struct cn_crash_guard_state *guard = cn_crash_guard();
  // In the background the terminal belongs to the shell, and the app gave it back already.
  // (A terminal that is not the controlling one has no foreground: -1.)
  pid_t foreground = tcgetpgrp(STDIN_FILENO);
  if (foreground == -1 || foreground == getpgrp()) {
    ssize_t ignored = write(STDOUT_FILENO, guard->reset, guard->reset_length);
    (void)ignored;
    if (guard->has_saved_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &guard->saved_termios);
  }
  int null_device = open("/dev/null", O_RDONLY);
  if (null_device >= 0) dup2(null_device, STDIN_FILENO);
  if (info != NULL && info->si_code <= 0 && info->si_pid != getpid()) {
    // Sent by another process: nothing crashed here, so no backtrace; die by the signal.
    signal(signal_number, SIG_DFL);
    raise(signal_number);
    return;
  }
  sigaction(signal_number, &guard->previous_actions[signal_number], NULL);
  // A fault re-runs the faulting instruction on return and reaches the previous handler
  // (the backtracer) with its real details; abort(), raise() and every other signal must
  // be raised again.
  int is_fault = signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL ||
                 signal_number == SIGFPE || signal_number == SIGTRAP;
  if (info == NULL || info->si_code <= 0 || !is_fault) raise(signal_number);
}

/// Writes the crash guard's reset bytes: gives the screen back (alternate screen left, every
/// mode off) without touching the terminal's settings, which belong to the shell while the
/// app is in the background.
static inline void cn_write_terminal_reset(void) {
  struct cn_crash_guard_state *guard = cn_crash_guard();
  ssize_t ignored = write(STDOUT_FILENO, guard->reset, guard->reset_length);
  (void)ignored;
}

/// Appends `text` to the crash guard's reset bytes, if there is room. Not for the handler.
static inline void cn_append_crash_reset(const char *text, size_t length) {
  struct cn_crash_guard_state *guard = cn_crash_guard();
  if (guard->reset_length + length > CN_CRASH_RESET_CAPACITY) return;
  memcpy(guard->reset + guard->reset_length, text, length);
  guard->reset_length += length;
}

static int cn_append_crash_reset_character(int character) {
  char byte = (char)character;
  cn_append_crash_reset(&byte, 1);
  return character;
}

/// The current terminal type's string for `capability`, or NULL when it has none (absent,
/// cancelled, or not a string capability).
static inline char *cn_string_capability(const char *capability) {
  char *value = tigetstr(capability);
  return value == (char *)-1 ? NULL : value;
}

/// Appends the current terminal type's string for `capability` (padding expanded), if it
/// has one.
static inline void cn_append_capability(const char *capability) {
  char *value = cn_string_capability(capability);
  if (value != NULL) tputs(value, 1, cn_append_crash_reset_character);
}

/// Computes, once curses has loaded the terminal type, every byte the crash guard writes:
/// the app's own modes off (mouse, bracketed paste), `baseline` (`cn_mode_baseline`: modes
/// an editor may have changed), then the terminal type's own undo of
/// what curses set: attributes (sgr0), cursor shown (cnorm), keypad-transmit off (rmkx),
/// alternate screen left (rmcup), the same modes `endwin` undoes on a normal exit.
static inline void cn_prepare_crash_reset(const char *baseline, size_t baseline_length) {
  struct cn_crash_guard_state *guard = cn_crash_guard();
  guard->reset_length = 0;
  cn_append_crash_reset(cn_app_mode_reset, sizeof cn_app_mode_reset - 1);
  cn_append_crash_reset(baseline, baseline_length);
  cn_append_capability("sgr0");
  cn_append_capability("cnorm");
  cn_append_capability("rmkx");
  cn_append_capability("rmcup");
  cn_append_crash_reset("\r\n", 2);
}

/// Saves the terminal settings as they are now and installs the crash guard on the
/// signals whose default action ends the process (a crash, or a signal the app does not
/// handle otherwise: SIGQUIT, SIGUSR1, SIGALRM...). Call before curses changes the
/// terminal; until `cn_prepare_crash_reset`, the guard undoes only the app's own modes.
static inline void cn_install_crash_guard(void) {
  struct cn_crash_guard_state *guard = cn_crash_guard();
  guard->reset_length = 0;
  cn_append_crash_reset(cn_app_mode_reset, sizeof cn_app_mode_reset - 1);
  if (tcgetattr(STDIN_FILENO, &guard->saved_termios) == 0) guard->has_saved_termios = 1;
  const int signals[] = {SIGILL,  SIGTRAP, SIGSEGV,   SIGBUS,  SIGABRT, SIGFPE,  SIGSYS,  SIGQUIT,
                         SIGXCPU, SIGXFSZ, SIGUSR1,   SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGSTKFLT,
                         SIGPWR};
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = cn_crash_handler;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(signals[i], &action, &guard->previous_actions[signals[i]]);
    // A signal ignored by whoever started the app (`trap "" XFSZ`, like nohup for SIGHUP)
    // stays ignored: it then ends nothing.
    if (guard->previous_actions[signals[i]].sa_handler == SIG_IGN) {
      sigaction(signals[i], &guard->previous_actions[signals[i]], NULL);
    }
  }
}

/// What `cn_check_terminal_type` found.
enum { CN_TERMINAL_USABLE = 0, CN_TERMINAL_UNKNOWN = 1, CN_TERMINAL_LACKS = 2 };

/// Loads the terminfo entry of `name` without starting curses or writing anything, and
/// says whether a full-screen app can draw on it: the type must be known, not a hard-copy
/// or generic one, and able to put the cursor anywhere (cup) and clear the screen (clear).
/// Sets `*missing` to the first capability it lacks.
static inline int cn_check_terminal_type(const char *name, const char **missing) {
  int error = 0;
  TERMINAL *previous = cur_term;
  if (setupterm(name, STDOUT_FILENO, &error) != OK) {
    set_curterm(previous);
    return CN_TERMINAL_UNKNOWN;
  }
  *missing = NULL;
  if (tigetflag("hc") > 0) *missing = "hc";
  else if (tigetflag("gn") > 0) *missing = "gn";
  else if (cn_string_capability("cup") == NULL) *missing = "cup";
  else if (cn_string_capability("clear") == NULL) *missing = "clear";
  TERMINAL *loaded = set_curterm(previous);
  del_curterm(loaded);
  return *missing == NULL ? CN_TERMINAL_USABLE : CN_TERMINAL_LACKS;
}

/// Room for one sequence collected from ncurses' output routines.
#define CN_SEQUENCE_CAPACITY 128

/// A sequence ncurses' output routine (`tputs`) spelled out, collected instead
/// of written. (A function-local static, as for the crash guard.)
struct cn_sequence {
  char bytes[CN_SEQUENCE_CAPACITY];
  size_t length;
  int overflowed;
};

static inline struct cn_sequence *cn_collected_sequence(void) {
  static struct cn_sequence sequence;
  return &sequence;
}

static int cn_collect_character(int character) {
  struct cn_sequence *sequence = cn_collected_sequence();
  if (sequence->length < CN_SEQUENCE_CAPACITY) sequence->bytes[sequence->length++] = (char)character;
  else sequence->overflowed = 1;
  return character;
}

/// Copies what was collected to `out`; returns its length, or -1 when it did not fit.
static inline long cn_take_collected(char *out, size_t capacity) {
  struct cn_sequence *sequence = cn_collected_sequence();
  if (sequence->overflowed || sequence->length > capacity) return -1;
  memcpy(out, sequence->bytes, sequence->length);
  return (long)sequence->length;
}

static inline void cn_start_collecting(void) {
  struct cn_sequence *sequence = cn_collected_sequence();
  sequence->length = 0;
  sequence->overflowed = 0;
}

/// Whether this terminal type addresses the cursor as ANSI terminals do (`CSI row ; column
/// H`, counted from 1, no padding): one that does takes the ANSI spellings of the modes in
/// `cn_mode_baseline` its entry does not name.
static inline int cn_cursor_address_is_ansi(void) {
  return cursor_address != NULL && strcmp(cursor_address, "\033[%i%p1%d;%p2%dH") == 0;
}

/// Appends the current terminal type's string for `capability` to the collected bytes, or
/// `fallback` (when not NULL) on a terminal that addresses its cursor the ANSI way.
static inline void cn_collect_capability(const char *capability, const char *fallback) {
  char *value = cn_string_capability(capability);
  if (value != NULL) {
    tputs(value, 1, cn_collect_character);
  } else if (fallback != NULL && cn_cursor_address_is_ansi()) {
    for (const char *byte = fallback; *byte != 0; byte++) cn_collect_character(*byte);
  }
}

/// The bytes that put back the terminal modes the app's drawing relies on and another
/// program may have changed (an editor run on a todo, a program run while the app was
/// stopped), and that a shell expects back at exit: attributes reset (sgr0), the
/// alternate character set left (rmacs), insert mode off (rmir), auto-wrap on where the
/// terminal type wraps (smam), and on ANSI terminals origin mode off and the scrolling
/// region the whole screen. These move the cursor: write them before a full redraw, or
/// before `endwin`. Returns their length, or -1 when they do not fit.
static inline long cn_mode_baseline(char *out, size_t capacity) {
  cn_start_collecting();
  cn_collect_capability("sgr0", "\033[m");
  cn_collect_capability("rmacs", NULL);
  cn_collect_capability("rmir", "\033[4l");
  if (auto_right_margin) cn_collect_capability("smam", "\033[?7h");
  if (cn_cursor_address_is_ansi()) {
    const char *ansi = "\033[?6l\033[r";
    for (const char *byte = ansi; *byte != 0; byte++) cn_collect_character(*byte);
  }
  return cn_take_collected(out, capacity);
}

/// A timer descriptor on the wall clock (CLOCK_REALTIME), non-blocking: see
/// `cn_set_wall_clock_alarm`. -1 when the process has no descriptor left.
static inline int cn_wall_clock_alarm(void) {
  return timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
}

/// Makes `descriptor` readable at `seconds` since the epoch on the wall clock: at once on
/// waking from a suspend that passed it (a wall-clock alarm counts the time suspended, a
/// monotonic timer does not), and when the clock is set (TFD_TIMER_CANCEL_ON_SET: a read
/// then fails with ECANCELED). Returns 0, or -1 with errno.
static inline int cn_set_wall_clock_alarm(int descriptor, long long seconds) {
  struct itimerspec when;
  memset(&when, 0, sizeof when);
  when.it_value.tv_sec = (time_t)seconds;
  return timerfd_settime(descriptor, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &when, NULL);
}

/// Writes a control sequence straight to the terminal, outside curses' screen model.
static inline void cn_write_control(const char *sequence) {
  ssize_t ignored = write(STDOUT_FILENO, sequence, strlen(sequence));
  (void)ignored;
}

#endif
