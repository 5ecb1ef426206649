"""A small terminal emulator: enough of xterm to know what the screen shows (the title with
the count, the input line, the selected row)."""

from __future__ import annotations

import argparse
import codecs
import datetime
import fcntl
import json
import os
import platform
import re
import select
import shlex
import signal
import statistics
import struct
import subprocess
import sys
import termios
import time
import tty
import unicodedata

from bench_config import TITLE_RE

# ---------------------------------------------------------------------------------------
# A small terminal emulator: enough of xterm to know what the screen shows (the title with
# the count, the input line, the selected row), so that the script can wait for the loaded
# list and check that each scenario did what it meant to do.


def char_width(ch: str) -> int:
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


class Screen:
    def __init__(self, columns: int, rows: int):
        self.decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self.state = "ground"
        self.params = ""
        self.application_cursor = False
        self.last_char = " "
        self.cx = self.cy = 0
        self.saved = (0, 0)
        self.wrap_pending = False
        self.resize(columns, rows)

    def resize(self, columns: int, rows: int) -> None:
        old = getattr(self, "cells", [])
        self.columns, self.rows = columns, rows
        self.cells = [[" "] * columns for _ in range(rows)]
        for y, line in enumerate(old[:rows]):
            for x, cell in enumerate(line[:columns]):
                self.cells[y][x] = cell
        self.top, self.bottom = 0, rows - 1
        self.cx = min(self.cx, columns - 1)
        self.cy = min(self.cy, rows - 1)

    def line(self, y: int) -> str:
        return "".join(self.cells[y]).rstrip()

    def text(self) -> str:
        return "\n".join(self.line(y) for y in range(self.rows))

    def title_count(self) -> int | None:
        match = TITLE_RE.search(self.line(0))
        return int(match.group(1)) if match else None

    def selected_row(self) -> int | None:
        for y in range(3, self.rows):
            if self.cells[y][0] == "›":
                return y
        return None

    # Parsing

    def feed(self, data: bytes) -> None:
        for ch in self.decoder.decode(data):
            self._char(ch)

    def _char(self, ch: str) -> None:
        o = ord(ch)
        st = self.state
        if st == "ground":
            if o == 0x1B:
                self.state = "esc"
            elif o < 0x20 or o == 0x7F:
                self._control(o)
            else:
                self._print(ch)
        elif st == "esc":
            self.state = "ground"
            if ch == "[":
                self.state, self.params = "csi", ""
            elif ch == "]":
                self.state = "osc"
            elif ch in "()*+#%":
                self.state = "skip1"
            elif ch == "M":
                self._reverse_index()
            elif ch == "D":
                self._index()
            elif ch == "E":
                self.cx = 0
                self._index()
            elif ch == "7":
                self.saved = (self.cx, self.cy)
            elif ch == "8":
                self.cx, self.cy = self.saved
            elif ch == "c":
                self.resize(self.columns, self.rows)
                self.cells = [[" "] * self.columns for _ in range(self.rows)]
        elif st == "skip1":
            self.state = "ground"
        elif st == "osc":
            if o == 0x07:
                self.state = "ground"
            elif o == 0x1B:
                self.state = "esc"  # ESC \ ends it; the `\` is then ignored
        elif st == "csi":
            if 0x40 <= o <= 0x7E:
                self.state = "ground"
                self._csi(self.params, ch)
            elif o == 0x1B:
                self.state = "esc"
            else:
                self.params += ch

    def _control(self, o: int) -> None:
        self.wrap_pending = False
        if o == 0x0D:
            self.cx = 0
        elif o in (0x0A, 0x0B, 0x0C):
            self._index()
        elif o == 0x08:
            self.cx = max(self.cx - 1, 0)
        elif o == 0x09:
            self.cx = min((self.cx // 8 + 1) * 8, self.columns - 1)

    def _print(self, ch: str) -> None:
        width = char_width(ch)
        if width == 0:
            x = self.cx - 1 if not self.wrap_pending else self.cx
            if 0 <= x < self.columns:
                self.cells[self.cy][x] += ch
            return
        if self.wrap_pending:
            self.wrap_pending = False
            self.cx = 0
            self._index()
        if width == 2 and self.cx == self.columns - 1:
            self.cells[self.cy][self.cx] = " "
            self.cx = 0
            self._index()
        self.cells[self.cy][self.cx] = ch
        if width == 2:
            self.cells[self.cy][self.cx + 1] = ""
        self.last_char = ch
        if self.cx + width >= self.columns:
            self.cx = self.columns - 1
            self.wrap_pending = True
        else:
            self.cx += width

    def _scroll_up(self, n: int = 1) -> None:
        for _ in range(n):
            del self.cells[self.top]
            self.cells.insert(self.bottom, [" "] * self.columns)

    def _scroll_down(self, n: int = 1) -> None:
        for _ in range(n):
            del self.cells[self.bottom]
            self.cells.insert(self.top, [" "] * self.columns)

    def _index(self) -> None:
        if self.cy == self.bottom:
            self._scroll_up()
        elif self.cy < self.rows - 1:
            self.cy += 1

    def _reverse_index(self) -> None:
        if self.cy == self.top:
            self._scroll_down()
        elif self.cy > 0:
            self.cy -= 1

    def _csi(self, params: str, final: str) -> None:
        self.wrap_pending = False
        private = params[:1] if params[:1] in "?<>=" else ""
        body = params[1:] if private else params
        try:
            nums = [int(p) if p else 0 for p in body.split(";")] if body else []
        except ValueError:
            nums = []

        def arg(i: int = 0, default: int = 1) -> int:
            return nums[i] if len(nums) > i and nums[i] != 0 else default

        if private == "?":
            if final in "hl":
                on = final == "h"
                for n in nums:
                    if n == 1:
                        self.application_cursor = on
                    elif n in (47, 1047, 1049) and on:
                        self.cells = [[" "] * self.columns for _ in range(self.rows)]
            return
        if private:
            return
        row = self.cells[self.cy]
        if final in "Hf":
            self.cy = min(arg(0) - 1, self.rows - 1)
            self.cx = min(arg(1) - 1, self.columns - 1)
        elif final == "A":
            self.cy = max(self.cy - arg(), 0)
        elif final == "B":
            self.cy = min(self.cy + arg(), self.rows - 1)
        elif final == "C":
            self.cx = min(self.cx + arg(), self.columns - 1)
        elif final == "D":
            self.cx = max(self.cx - arg(), 0)
        elif final == "E":
            self.cx, self.cy = 0, min(self.cy + arg(), self.rows - 1)
        elif final == "F":
            self.cx, self.cy = 0, max(self.cy - arg(), 0)
        elif final in "G`":
            self.cx = min(arg() - 1, self.columns - 1)
        elif final == "d":
            self.cy = min(arg() - 1, self.rows - 1)
        elif final == "K":
            mode = arg(0, 0)
            span = {0: range(self.cx, self.columns), 1: range(0, self.cx + 1)}.get(mode, range(self.columns))
            for x in span:
                row[x] = " "
        elif final == "J":
            mode = arg(0, 0)
            if mode == 0:
                ys, first = range(self.cy + 1, self.rows), range(self.cx, self.columns)
            elif mode == 1:
                ys, first = range(0, self.cy), range(0, self.cx + 1)
            else:
                ys, first = range(self.rows), range(0)
            for x in first:
                row[x] = " "
            for y in ys:
                self.cells[y] = [" "] * self.columns
        elif final == "X":
            for x in range(self.cx, min(self.cx + arg(), self.columns)):
                row[x] = " "
        elif final == "P":
            n = min(arg(), self.columns - self.cx)
            del row[self.cx : self.cx + n]
            row.extend([" "] * n)
        elif final == "@":
            n = min(arg(), self.columns - self.cx)
            for _ in range(n):
                row.insert(self.cx, " ")
                row.pop()
        elif final == "L":
            if self.top <= self.cy <= self.bottom:
                for _ in range(arg()):
                    del self.cells[self.bottom]
                    self.cells.insert(self.cy, [" "] * self.columns)
        elif final == "M":
            if self.top <= self.cy <= self.bottom:
                for _ in range(arg()):
                    del self.cells[self.cy]
                    self.cells.insert(self.bottom, [" "] * self.columns)
        elif final == "S":
            self._scroll_up(arg())
        elif final == "T":
            self._scroll_down(arg())
        elif final == "r":
            self.top = arg(0) - 1
            self.bottom = min(arg(1, self.rows) - 1, self.rows - 1)
            if self.top >= self.bottom:
                self.top, self.bottom = 0, self.rows - 1
            self.cx = self.cy = 0
        elif final == "b":
            for _ in range(arg()):
                self._print(self.last_char)
        # m (SGR), t (window ops), n, c and others do not change the text
