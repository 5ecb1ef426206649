/* The ncurses floor: the least a program on ncursesw can do to answer a key with the same
 * screen work as todo. It draws a full screen as todo's (a title, an input line, a list of
 * 20 rows, a footer on the last row: ncurses' doupdate scans blank rows at the bottom of
 * the screen on every refresh, so a floor with an empty screen pays for work todo's full
 * screen never does), then answers each key: a typed character is echoed on the input
 * line (blocking get_wch, addwstr, refresh); Down and Up move a reverse-video selection
 * over the list with the cursor hidden, rewriting two rows as todo does. Ctrl-C (a key in raw mode) quits.
 * `make bench` builds it and runs it side by side with todo and tudu.
 *
 * Built a second way (-DWAIT_IN_POLL), it waits as an event loop must before each key: in
 * `poll` on the terminal and a wake-up pipe, with a timeout, as todo's loop does (a loop that
 * also serves timers and other threads cannot block in `read`). The two floors side by side
 * tell what that wait costs, apart from what an app does with the key. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#ifdef WAIT_IN_POLL
#include <poll.h>
#include <unistd.h>
#endif

enum { LIST_TOP = 3, LIST_LENGTH = 20 };

static void draw_item(int index, int selected) {
  char text[32];
  snprintf(text, sizeof text, selected ? "\u203a Todo %d \u2715" : "  Todo %d  ", index + 1);
  attrset(selected ? A_REVERSE : A_NORMAL);
  mvaddstr(LIST_TOP + index, 0, text);
  attrset(A_NORMAL);
}

int main(void) {
  setlocale(LC_ALL, "");
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);
  #ifdef WAIT_IN_POLL
  mvaddstr(0, 0, "TODO - (3) floor, waiting in poll");
#else
  mvaddstr(0, 0, "TODO - (3) floor");
#endif
  for (int index = 0; index < LIST_LENGTH && LIST_TOP + index < LINES - 1; index++) draw_item(index, 0);
  mvaddstr(LINES - 1, 0, "^C quit");
  int selected = -1;
  int column = 2;
  move(1, column);
  refresh();
#ifdef WAIT_IN_POLL
  int wake_up[2];
  if (pipe(wake_up) != 0) return 1;
#endif
  for (;;) {
#ifdef WAIT_IN_POLL
    /* The terminal last, as todo polls it; an hour's timeout stands for its nearest timer. */
    struct pollfd waits[2] = {{wake_up[0], POLLIN, 0}, {0, POLLIN, 0}};
    if (poll(waits, 2, 3600 * 1000) < 0) break;
#endif
    wint_t key;
    int kind = get_wch(&key);
    if (kind == ERR) break;
    if (kind == OK && key == 3) break;
    if (kind == KEY_CODE_YES && (key == KEY_DOWN || key == KEY_UP)) {
      int next = selected + (key == KEY_DOWN ? 1 : -1);
      if (next >= 0 && next < LIST_LENGTH && LIST_TOP + next < LINES - 1) {
        /* The list has the focus: the cursor hides, as todo's does. */
        curs_set(0);
        leaveok(stdscr, TRUE);
        if (selected >= 0) draw_item(selected, 0);
        draw_item(next, 1);
        selected = next;
      }
    } else if (kind == OK && key >= 32) {
      wchar_t text[2] = {(wchar_t)key, 0};
      mvaddwstr(1, column++, text);
      move(1, column);
    }
    refresh();
  }
  endwin();
  return 0;
}
