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
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
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

/// What the terminal needs to hear to undo everything the app turned on: bracketed paste
/// and mouse reporting off, attributes reset, cursor shown, alternate screen left.
static const char cn_terminal_reset[] =
    "\033[?2004l\033[?1000l\033[?1002l\033[?1003l\033[?1006l\033[0m\033[?25h\033[?1049l\r\n";

/// The crash guard's memory: the terminal settings from before curses started and the
/// handlers it replaced. (A function-local static, since Swift does not emit static C
/// variables declared in a header.)
struct cn_crash_guard_state {
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
  ssize_t ignored = write(STDOUT_FILENO, cn_terminal_reset, sizeof cn_terminal_reset - 1);
  (void)ignored;
  if (guard->has_saved_termios) tcsetattr(STDIN_FILENO, TCSAFLUSH, &guard->saved_termios);
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
  // (the backtracer) with its real details; abort() and raise() must raise again.
  if (info == NULL || info->si_code <= 0) raise(signal_number);
}

/// Saves the terminal settings as they are now and installs the crash guard on the
/// signals a crash raises. Call before curses changes the terminal.
static inline void cn_install_crash_guard(void) {
  struct cn_crash_guard_state *guard = cn_crash_guard();
  if (tcgetattr(STDIN_FILENO, &guard->saved_termios) == 0) guard->has_saved_termios = 1;
  const int signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE};
  for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = cn_crash_handler;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(signals[i], &action, &guard->previous_actions[signals[i]]);
  }
}

/// Writes a control sequence straight to the terminal, outside curses' screen model.
static inline void cn_write_control(const char *sequence) {
  ssize_t ignored = write(STDOUT_FILENO, sequence, strlen(sequence));
  (void)ignored;
}

#endif
