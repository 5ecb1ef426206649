/* The ncurses floor: the least a program on ncursesw can do to answer a typed key. It
 * draws one line, then echoes each key: blocking get_wch, addch, refresh. Ctrl-C (a key in
 * raw mode) quits. `make bench` builds it and runs it side by side with todo and tudu. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>

int main(void) {
  setlocale(LC_ALL, "");
  initscr();
  raw();
  noecho();
  keypad(stdscr, TRUE);
  mvaddstr(0, 0, "TODO - (3) floor");
  move(1, 2);
  refresh();
  for (;;) {
    wint_t key;
    int kind = get_wch(&key);
    if (kind == ERR) break;
    if (kind == OK && key == 3) break;
    if (kind == OK && key >= 32) {
      wchar_t text[2] = {(wchar_t)key, 0};
      addwstr(text);
    }
    refresh();
  }
  endwin();
  return 0;
}
