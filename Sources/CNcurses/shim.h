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

#endif
