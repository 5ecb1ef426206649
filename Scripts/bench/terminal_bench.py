#!/usr/bin/env python3
"""The pty benchmark of the todo app: what the terminal receives per key, and how fast.

Runs the release binary in a pseudo-terminal of a fixed size, plays keys one at a time,
and for each key records the bytes the app wrote back and the time from the key's write
to the last byte of that response. Also measures start-up, a resize, the idle app, the
process's CPU time and peak RSS, and the bare pty round trip as the floor for latency.
Optionally merges the in-process micro-benchmarks (JSON from the ToDoBenchmarks
executable) and writes everything, with budgets, to BENCHMARKS.md.

Python 3.11 standard library only. Linux only (/proc, pty ioctls).

How a response is read: after writing a key, wait up to --first-byte-timeout for the
first byte; after that, the response is over once the app has been quiet for the settle
window (--settle-ms, 30 ms by default). ncurses sends one refresh as one burst of writes
(microseconds apart), so 30 ms of silence safely ends it while keeping a run short. The
latency is key write -> last byte received (time.perf_counter_ns), so it includes the
pty and this script's wake-up; the `cat` floor measures exactly that overhead.

Exit status: 0 whatever the timings; 1 when the app crashed, hung, did not start, or did
not exit cleanly on Ctrl-C; 2 for a bad command line or a missing binary.
"""

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

# ---------------------------------------------------------------------------------------
# Configuration

TYPED_TEXT = "Write the quarterly memo"  # 24 ASCII characters
assert len(TYPED_TEXT) == 24

KEY_ENTER = b"\r"
KEY_DELETE = b"\x1b[3~"
KEY_CTRL_C = b"\x03"
# Cursor keys as a terminal sends them: `ESC [ B` normally, `ESC O B` once the app has
# switched the terminal to application cursor mode (DECCKM, `ESC [ ? 1 h`, which ncurses
# sends with keypad(TRUE)). See --cursor-keys.
CURSOR_KEYS = {
    "normal": {"down": b"\x1b[B", "up": b"\x1b[A"},
    "application": {"down": b"\x1bOB", "up": b"\x1bOA"},
}

TITLE_RE = re.compile(r"TODO - \((\d+)\)")
TITLE_BYTES = b"TODO - ("

BUDGETS = {
    "bytes_per_char": 2,
    "bytes_per_move": 60,
    "bytes_per_delete": 120,
    "bytes_per_add": 200,
    "latency_median_ms": 0.25,
    "latency_p90_ms": 0.5,
    "latency_big_list_ms": 2.0,  # add/delete at 1,000,000 todos
    "first_paint_ms": 10.0,
    "idle_bytes": 0,
    "idle_ticks": 0,
    "rss_small_mib": 15,  # with 10 todos
    "rss_large_mib": 250,  # with 1,000,000 todos
    "micro_key_us": 50.0,
    "micro_big_list_us": 2000.0,
    "micro_flat_ratio": 2.0,  # 1,000,000 vs 10: "flat" means at most twice as slow
}


class BenchError(Exception):
    """The app crashed, hung or did not start: the benchmark cannot go on."""


def now_ns() -> int:
    return time.perf_counter_ns()


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


# ---------------------------------------------------------------------------------------
# A child process in a pty.


def set_winsize(fd: int, columns: int, rows: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def process_cpu_ns(pid: int) -> int | None:
    """The CPU time of the whole process (all its threads, the exited ones included) in ns,
    from its POSIX CPU-time clock (the clock id that clock_getcpuclockid(3) computes)."""
    try:
        return time.clock_gettime_ns(((~pid) << 3) | 2)
    except OSError:
        return None


def proc_sample(pid: int) -> dict:
    """CPU ticks of the whole process (utime + stime, fields 14 and 15 of /proc/pid/stat),
    its CPU time in ns, and the voluntary context switches of each live thread
    (/proc/pid/task/*/status)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    switches = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/status") as f:
                for line in f:
                    if line.startswith("voluntary_ctxt_switches:"):
                        switches[tid] = int(line.split()[1])
        except (FileNotFoundError, ProcessLookupError):
            pass
    return {"ticks": ticks, "cpu_ns": process_cpu_ns(pid), "switches": switches}


def wakeups_between(before: dict, after: dict) -> int:
    """Voluntary context switches between two samples, summed over the threads alive at the
    second (a thread that exited in between is not counted)."""
    return sum(n - before["switches"].get(tid, 0) for tid, n in after["switches"].items())


def proc_hwm_kib(pid: int) -> int | None:
    """The peak resident set size of the process since its exec (VmHWM), in KiB."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return None


class PtyChild:
    def __init__(self, argv: list[str], env: dict, columns: int, rows: int, args, raw: bool = False):
        self.args = args
        self.settle_ns = int(args.settle_ms * 1e6)
        self.screen = Screen(columns, rows)
        self.columns, self.rows = columns, rows
        self.total_bytes = 0
        self.log = bytearray()  # everything read, for the start-up scan
        self.eof = False
        self.exit_status = None
        self.rusage = None
        master, slave = os.openpty()
        set_winsize(slave, columns, rows)
        if raw:
            tty.setraw(slave)
        # posix_spawn (vfork) rather than fork: a forked Python child costs ~2.5 ms more before
        # the exec, which would count as start-up. The child starts a new session and opens
        # the slave, which makes the pty its controlling terminal (as a terminal emulator does).
        file_actions = [
            (os.POSIX_SPAWN_OPEN, 0, os.ttyname(slave), os.O_RDWR, 0),
            (os.POSIX_SPAWN_DUP2, 0, 1),
            (os.POSIX_SPAWN_DUP2, 0, 2),
        ]
        self.spawn_ns = now_ns()
        pid = os.posix_spawn(argv[0], argv, env, file_actions=file_actions, setsid=True)
        os.close(slave)
        self.pid, self.fd = pid, master
        os.set_blocking(master, False)

    # Reading

    def _read_chunk(self) -> bytes:
        try:
            data = os.read(self.fd, 65536)
        except BlockingIOError:
            return b""
        except OSError:  # EIO: the child closed its side (exited)
            data = b""
        if not data:
            self.eof = True
            return b""
        self.total_bytes += len(data)
        self.log += data
        self.screen.feed(data)
        return data

    def _wait_readable(self, timeout_s: float) -> bool:
        if self.eof:
            return False
        readable, _, _ = select.select([self.fd], [], [], max(timeout_s, 0))
        return bool(readable)

    def read_response(self, start_ns: int, first_timeout_s: float) -> tuple[int, int | None]:
        """Bytes written since start_ns until quiet for the settle window, and the time from
        start_ns to the last of them (None when nothing came within first_timeout_s)."""
        count, last_ns = 0, None
        deadline = start_ns + int(first_timeout_s * 1e9)
        while not self.eof:
            t = now_ns()
            limit = deadline if last_ns is None else last_ns + self.settle_ns
            if t >= limit:
                break
            if self._wait_readable((limit - t) / 1e9):
                data = self._read_chunk()
                if data:
                    last_ns = now_ns()
                    count += len(data)
        return count, None if last_ns is None else last_ns - start_ns

    def wait_for(self, predicate, timeout_s: float, what: str) -> int:
        """Reads until predicate() holds; returns the ns since spawn of the chunk that made
        it hold. Raises BenchError after timeout_s or if the app exited."""
        deadline = now_ns() + int(timeout_s * 1e9)
        while not predicate():
            if self.eof:
                raise BenchError(f"the app exited while waiting for {what}{self._exit_note()}")
            t = now_ns()
            if t >= deadline:
                raise BenchError(f"timed out after {timeout_s:.0f} s waiting for {what}; screen:\n{self.screen.text()}")
            if self._wait_readable((deadline - t) / 1e9):
                self._read_chunk()
        return now_ns() - self.spawn_ns

    def quiet(self, quiet_s: float = 0.05, timeout_s: float = 10) -> None:
        """Reads until nothing came for quiet_s (so a measurement starts from silence)."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline and not self.eof:
            if not self._wait_readable(quiet_s):
                return
            self._read_chunk()

    # Writing

    def key_bytes(self, name: str) -> bytes:
        mode = self.args.cursor_keys
        if mode == "auto":
            mode = "application" if self.screen.application_cursor else "normal"
        return CURSOR_KEYS[mode][name]

    def press(self, data: bytes, first_timeout_s: float | None = None) -> tuple[int, int | None]:
        if self.eof:
            raise BenchError(f"the app exited before a key was sent{self._exit_note()}")
        start = now_ns()
        os.write(self.fd, data)
        return self.read_response(start, first_timeout_s or self.args.first_byte_timeout)

    def resize(self, columns: int, rows: int) -> tuple[int, int | None]:
        self.quiet()
        self.screen.resize(columns, rows)
        self.columns, self.rows = columns, rows
        start = now_ns()
        set_winsize(self.fd, columns, rows)  # the kernel signals the foreground group too
        os.kill(self.pid, signal.SIGWINCH)
        return self.read_response(start, self.args.first_byte_timeout)

    # Ending

    def _exit_note(self) -> str:
        self._reap(block=False)
        if self.exit_status is None:
            return ""
        return f" ({describe_status(self.exit_status)})"

    def _reap(self, block: bool) -> bool:
        if self.exit_status is not None:
            return True
        pid, status, rusage = os.wait4(self.pid, 0 if block else os.WNOHANG)
        if pid == 0:
            return False
        self.exit_status, self.rusage = status, rusage
        return True

    def finish(self, quit_key: bytes | None = KEY_CTRL_C, timeout_s: float = 10) -> dict:
        """Quits the child (Ctrl-C), reaps it and returns its CPU time, peak RSS and exit
        status. The peak RSS is VmHWM read just before the quit: wait4's ru_maxrss cannot be
        used, as Linux carries the high-water mark of the address space the child had before
        its exec (this Python's, ~15 MiB) into it."""
        hwm_kib = proc_hwm_kib(self.pid)
        if quit_key is not None and not self.eof:
            try:
                os.write(self.fd, quit_key)
            except OSError:
                pass
        deadline = time.monotonic() + timeout_s
        killed = False
        while not self._reap(block=False):
            if time.monotonic() > deadline and not killed:
                os.kill(self.pid, signal.SIGKILL)
                killed = True
            if self._wait_readable(0.02):
                self._read_chunk()
        os.close(self.fd)
        ru = self.rusage
        return {
            "status": self.exit_status,
            "killed": killed,
            "cpu_s": ru.ru_utime + ru.ru_stime,
            "user_s": ru.ru_utime,
            "sys_s": ru.ru_stime,
            "maxrss_kib": hwm_kib,
            "wait4_maxrss_kib": ru.ru_maxrss,
        }

    def kill(self) -> None:
        try:
            os.kill(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            self._reap(block=True)
        except ChildProcessError:
            pass
        try:
            os.close(self.fd)
        except OSError:
            pass


def describe_status(status: int) -> str:
    if os.WIFEXITED(status):
        return f"exit status {os.WEXITSTATUS(status)}"
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        return f"killed by signal {sig} ({signal.Signals(sig).name})"
    return hex(status)


# ---------------------------------------------------------------------------------------
# Statistics


def percentile(values: list[float], p: float) -> float | None:
    """Nearest-rank percentile (p in 0...100)."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * p // 100))
    return ordered[int(rank) - 1]


def summary(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "median": None, "p90": None, "max": None}
    return {
        "n": len(values),
        "median": statistics.median(values),
        "p90": percentile(values, 90),
        "max": max(values),
    }


# ---------------------------------------------------------------------------------------
# Scenarios


class Bench:
    def __init__(self, args):
        self.args = args
        self.warnings: list[str] = []
        self.results: dict = {"floor": {}, "startup": {}, "sizes": {}}

    def env(self, items: int | None, delay_ms: int | None) -> dict:
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": os.environ.get("HOME", "/tmp"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
        }
        if items is not None:
            env["TODO_SIMULATED_ITEMS"] = str(items)
        if delay_ms is not None:
            env["TODO_SIMULATED_DELAY_MS"] = str(delay_ms)
        return env

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            self.warnings.append(message)
            print(f"  warning: {message}", file=sys.stderr)

    def start_app(self, items: int | None, delay_ms: int | None, expected: int, load_timeout_s: float):
        """Spawns the app, waits for the loaded list; returns the child and its start-up times."""
        args = self.args
        child = PtyChild([args.binary], self.env(items, delay_ms), args.columns, args.rows, args)
        try:
            t_first_byte = child.wait_for(lambda: child.total_bytes > 0, args.start_timeout, "the first byte")
            t_first_paint = child.wait_for(
                lambda: TITLE_BYTES in child.log, args.start_timeout, "the first paint (`TODO - (`)")
            t_loaded = child.wait_for(
                lambda: child.screen.title_count() == expected, load_timeout_s, f"the loaded title `TODO - ({expected})`")
        except BenchError:
            child.kill()
            raise
        child.quiet()
        times = {"first_byte_ns": t_first_byte, "first_paint_ns": t_first_paint, "loaded_ns": t_loaded}
        return child, times

    def end_app(self, child: PtyChild, what: str) -> dict:
        info = child.finish()
        if info["killed"]:
            raise BenchError(f"{what}: the app did not exit within 10 s of Ctrl-C (killed)")
        status = info["status"]
        if not (os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0):
            raise BenchError(f"{what}: the app ended with {describe_status(status)} instead of exit status 0")
        return info

    # The floor

    def floor(self) -> None:
        args = self.args
        print("floor: bare pty round trip (`cat` in a raw pty) ...", file=sys.stderr)
        lat: list[float] = []
        for _ in range(args.repetitions):
            child = PtyChild(["/bin/cat"], {"PATH": "/usr/bin:/bin"}, args.columns, args.rows, args, raw=True)
            child.quiet(0.05)
            for ch in TYPED_TEXT:
                n, t = child.press(ch.encode())
                if t is not None:
                    lat.append(t / 1e6)
            child.finish(quit_key=None, timeout_s=0)  # killed at once: cat never quits on ^C in raw mode
        spawn: list[float] = []
        for _ in range(args.repetitions):
            child = PtyChild(["/bin/echo", "x"], {"PATH": "/usr/bin:/bin"}, args.columns, args.rows, args)
            spawn.append(child.wait_for(lambda: child.total_bytes > 0, 5, "echo") / 1e6)
            child.finish(quit_key=None)
        self.results["floor"] = {"roundtrip_ms": summary(lat), "spawn_echo_ms": summary(spawn)}

    # Start-up with the default store

    def startup(self) -> None:
        args = self.args
        print("start-up: default 3 todos, delay 0 ...", file=sys.stderr)
        rows = []
        for _ in range(args.repetitions):
            child, times = self.start_app(None, 0, 3, args.start_timeout)
            info = self.end_app(child, "start-up (delay 0)")
            rows.append({**times, **info})
        demo = None
        if not args.skip_demo:
            print("start-up: the default 2 s demo store ...", file=sys.stderr)
            child, times = self.start_app(None, None, 3, args.start_timeout + 5)
            info = self.end_app(child, "start-up (demo)")
            demo = {**times, **info}
        self.results["startup"] = {"delay0": rows, "demo": demo}

    # One list size

    def size_run(self, n: int) -> None:
        args = self.args
        load_timeout = args.start_timeout + n / 20_000  # generous for a million todos
        res = {"starts": [], "procs": [], "idle": []}
        for kind in ("typing", "add", "move", "delete", "resize"):
            res[kind] = {"bytes": [], "lat": [], "silent": 0, "cpu_us": []}

        def keys(kind: str, child: PtyChild, presses) -> None:
            """Sends each key of `presses` (bytes, first-byte timeout) and records the answers,
            and the app's CPU time per key over the whole run of them."""
            before = process_cpu_ns(child.pid)
            for data, timeout in presses:
                record(kind, child.press(data, timeout))
            after = process_cpu_ns(child.pid)
            if before is not None and after is not None and presses:
                res[kind]["cpu_us"].append((after - before) / 1e3 / len(presses))

        def record(kind: str, result: tuple[int, int | None]) -> None:
            count, latency = result
            res[kind]["bytes"].append(count)
            if latency is None:
                res[kind]["silent"] += 1
            else:
                res[kind]["lat"].append(latency / 1e6)

        def session(label: str, body) -> None:
            child, times = self.start_app(n, 0, n, load_timeout)
            res["starts"].append(times)
            try:
                body(child)
            except BenchError:
                child.kill()
                raise
            info = self.end_app(child, f"{n} todos, {label}")
            info["label"] = label
            res["procs"].append(info)

        def typing_and_add(child: PtyChild) -> None:
            keys("typing", child, [(ch.encode(), None) for ch in TYPED_TEXT])
            self.check(TYPED_TEXT in child.screen.line(1), f"{n} todos: the input line does not show the typed text")
            keys("add", child, [(KEY_ENTER, args.first_byte_timeout + n / 100_000)])
            self.check(child.screen.title_count() == n + 1, f"{n} todos: after Enter the title is not `TODO - ({n + 1})`")
            self.check(TYPED_TEXT in child.screen.line(3), f"{n} todos: the added todo is not on the first list row")

        def moves(child: PtyChild) -> None:
            child.press(child.key_bytes("down"))  # into the list, not recorded
            self.check(child.screen.selected_row() == 3, f"{n} todos: Down from the input did not select the first todo")
            keys("move", child, [(child.key_bytes("down"), None)] * 10)
            self.check(child.screen.selected_row() == 3 + min(10, n - 1),
                       f"{n} todos: after Down x10 the selection is not on row {3 + min(10, n - 1)}")
            keys("move", child, [(child.key_bytes("up"), None)] * 10)
            if n > 10:
                self.check(child.screen.selected_row() == 3, f"{n} todos: after Up x10 the selection is not back on the first todo")

        def deletes(child: PtyChild) -> None:
            child.press(child.key_bytes("down"))
            self.check(child.screen.selected_row() == 3, f"{n} todos: Down from the input did not select the first todo")
            keys("delete", child, [(KEY_DELETE, args.first_byte_timeout + n / 100_000)] * 10)
            self.check(child.screen.title_count() == n - 10, f"{n} todos: after 10 deletes the title is not `TODO - ({n - 10})`")

        def resize(child: PtyChild) -> None:
            record("resize", child.resize(100, 30))
            self.check(child.screen.title_count() == n, f"{n} todos: after the resize the title is not `TODO - ({n})`")
            self.check(child.screen.cells[2][0] == "─" and child.screen.cells[2][99] == "─",
                       f"{n} todos: after the resize the separator does not span 100 columns")

        def idle(child: PtyChild) -> None:
            child.quiet(0.2)
            before = proc_sample(child.pid)
            bytes_before = child.total_bytes
            end = time.monotonic() + args.idle_seconds
            while time.monotonic() < end and not child.eof:
                if child._wait_readable(end - time.monotonic()):
                    child._read_chunk()
            after = proc_sample(child.pid)
            res["idle"].append({
                "bytes": child.total_bytes - bytes_before,
                "ticks": after["ticks"] - before["ticks"],
                "wakeups": wakeups_between(before, after),
                "cpu_us": (after["cpu_ns"] - before["cpu_ns"]) / 1e3 if after["cpu_ns"] is not None else None,
                "threads": f"{len(before['switches'])}→{len(after['switches'])}",
                "seconds": args.idle_seconds,
            })

        for rep in range(args.repetitions):
            print(f"{n:>9,} todos: repetition {rep + 1}/{args.repetitions} ...", file=sys.stderr)
            session("type+add", typing_and_add)
            session("move", moves)
            session("delete", deletes)
            session("resize", resize)
            if rep < args.idle_repetitions:
                session("idle", idle)
        self.results["sizes"][n] = res


# ---------------------------------------------------------------------------------------
# Report


def fmt(value, digits=2, unit="") -> str:
    if value is None:
        return "—"
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer() and digits == 0):
        return f"{int(value):,}{unit}"
    return f"{value:,.{digits}f}{unit}"


def mark(ok: bool | None) -> str:
    return "" if ok is None else ("pass" if ok else "**MISS**")


class Report:
    def __init__(self, bench: Bench, micro: dict | None, args):
        self.b = bench
        self.micro = micro
        self.args = args
        self.rows: list[list[str]] = []  # the pty table
        self.misses: list[str] = []

    def add(self, what: str, median, p90=None, mx=None, unit="", digits=2, budget="", ok=None) -> None:
        self.rows.append([what, fmt(median, digits), fmt(p90, digits) if p90 is not None else "",
                          fmt(mx, digits) if mx is not None else "", unit, budget, mark(ok)])
        if ok is False:
            self.misses.append(f"{what}: {fmt(median, digits)} {unit} (budget {budget})")

    def build(self) -> None:
        r = self.b.results
        a = self.args
        f = r.get("floor") or {}
        if f:
            s = f["roundtrip_ms"]
            self.add("floor: pty round trip per key (`cat`)", s["median"], s["p90"], s["max"], "ms", 3)
            s = f["spawn_echo_ms"]
            self.add("floor: spawn to first byte (`/bin/echo`)", s["median"], s["p90"], s["max"], "ms", 2)
        st = r.get("startup") or {}
        if st.get("delay0"):
            rows = st["delay0"]
            s = summary([x["first_byte_ns"] / 1e6 for x in rows])
            self.add("start-up (3 todos, delay 0): first byte", s["median"], s["p90"], s["max"], "ms")
            s = summary([x["first_paint_ns"] / 1e6 for x in rows])
            self.add("start-up (3 todos, delay 0): first paint", s["median"], s["p90"], s["max"], "ms",
                     budget=f"≤ {BUDGETS['first_paint_ms']:g} ms", ok=s["median"] <= BUDGETS["first_paint_ms"])
            s = summary([x["loaded_ns"] / 1e6 for x in rows])
            self.add("start-up (3 todos, delay 0): loaded list `TODO - (3)`", s["median"], s["p90"], s["max"], "ms")
            s = summary([x["maxrss_kib"] / 1024 for x in rows])
            self.add("start-up (3 todos, delay 0): peak RSS", s["median"], None, s["max"], "MiB", 1)
        if st.get("demo"):
            d = st["demo"]
            self.add("start-up (default 2 s demo): first paint", d["first_paint_ns"] / 1e6, unit="ms")
            self.add("start-up (default 2 s demo): loaded list `TODO - (3)`", d["loaded_ns"] / 1e6, unit="ms")
        for n, res in r["sizes"].items():
            self.size_rows(n, res)

    def size_rows(self, n: int, res: dict) -> None:
        B = BUDGETS
        tag = f"{n:,} todos"
        big = n >= 1_000_000
        starts = res["starts"]
        s = summary([x["first_paint_ns"] / 1e6 for x in starts])
        self.add(f"{tag}: start-up, first paint", s["median"], s["p90"], s["max"], "ms")
        s = summary([x["loaded_ns"] / 1e6 for x in starts])
        self.add(f"{tag}: start-up, loaded list", s["median"], s["p90"], s["max"], "ms")

        def key_rows(kind: str, label: str, bytes_budget: int | None, per_key_budget: bool, big_budget: bool) -> None:
            d = res[kind]
            s = summary(d["bytes"])
            silent = f" ({d['silent']} of {len(d['bytes'])} keys changed nothing on screen)" if d["silent"] else ""
            ok = None if bytes_budget is None else s["median"] <= bytes_budget
            self.add(f"{tag}: {label}, bytes{silent}", s["median"], s["p90"], s["max"], "B", 1,
                     budget="" if bytes_budget is None else f"≤ {bytes_budget} B", ok=ok)
            s = summary(d["lat"])
            if s["median"] is None:
                return
            if big_budget and big:
                self.add(f"{tag}: {label}, latency", s["median"], s["p90"], s["max"], "ms", 3,
                         budget=f"≤ {B['latency_big_list_ms']:g} ms", ok=s["median"] <= B["latency_big_list_ms"])
            elif per_key_budget:
                ok_med = s["median"] <= B["latency_median_ms"]
                ok_p90 = s["p90"] <= B["latency_p90_ms"]
                self.add(f"{tag}: {label}, latency", s["median"], s["p90"], s["max"], "ms", 3,
                         budget=f"median ≤ {B['latency_median_ms']:g}, p90 ≤ {B['latency_p90_ms']:g} ms",
                         ok=ok_med and ok_p90)
            else:
                self.add(f"{tag}: {label}, latency", s["median"], s["p90"], s["max"], "ms", 3)
            s = summary(d["cpu_us"])
            if s["median"] is not None:
                self.add(f"{tag}: {label}, app CPU per key", s["median"], s["p90"], s["max"], "µs", 0)

        key_rows("typing", "typing (per ASCII character)", B["bytes_per_char"], True, False)
        key_rows("add", "add (Enter)", B["bytes_per_add"], True, True)
        key_rows("move", "selection move (Down/Up)", B["bytes_per_move"], True, False)
        key_rows("delete", "delete (Del)", B["bytes_per_delete"], True, True)
        key_rows("resize", "resize 80×24 → 100×30", None, False, False)
        idle = res["idle"]
        if idle:
            secs = idle[0]["seconds"]
            s = summary([x["bytes"] for x in idle])
            self.add(f"{tag}: idle {secs:g} s after load, bytes written", s["median"], None, s["max"], "B", 0,
                     budget=f"{B['idle_bytes']} B", ok=s["max"] <= B["idle_bytes"])
            s = summary([x["ticks"] for x in idle])
            self.add(f"{tag}: idle {secs:g} s after load, CPU ticks", s["median"], None, s["max"], "ticks", 0,
                     budget=f"{B['idle_ticks']} ticks", ok=s["max"] <= B["idle_ticks"])
            s = summary([x["cpu_us"] for x in idle if x["cpu_us"] is not None])
            self.add(f"{tag}: idle {secs:g} s after load, CPU time", s["median"], None, s["max"], "µs", 0)
            s = summary([x["wakeups"] for x in idle])
            threads = ", ".join(x["threads"] for x in idle)
            self.add(f"{tag}: idle {secs:g} s after load, wake-ups (threads {threads})", s["median"], None, s["max"],
                     "switches", 0)
        procs = res["procs"]
        s = summary([p["cpu_s"] * 1e3 for p in procs])
        self.add(f"{tag}: process CPU time (user+sys, whole run)", s["median"], s["p90"], s["max"], "ms", 1)
        s = summary([p["maxrss_kib"] / 1024 for p in procs])
        rss_budget = {10: B["rss_small_mib"], 1_000_000: B["rss_large_mib"]}.get(n)
        self.add(f"{tag}: peak RSS (median of processes; max)", s["median"], None, s["max"], "MiB", 1,
                 budget="" if rss_budget is None else f"≤ {rss_budget} MiB",
                 ok=None if rss_budget is None else s["max"] <= rss_budget)

    # Micro-benchmarks

    def micro_rows(self) -> list[list[str]]:
        if not hasattr(self, "_micro_rows"):
            self._micro_rows = self._build_micro_rows()
        return self._micro_rows

    def _build_micro_rows(self) -> list[list[str]]:
        if not self.micro:
            return []
        B = BUDGETS
        rows = []
        by = {(x["operation"], x["size"]): x for x in self.micro["results"]}
        for x in self.micro["results"]:
            op, n = x["operation"], x["size"]
            per_key = op in ("type a character", "move the selection")
            budget, ok = "", None
            why = ""
            if per_key:
                base = by.get((op, 10))
                ratio = x["median_us"] / max(base["median_us"], 1.0) if base else 1.0
                flat = ratio <= B["micro_flat_ratio"]
                budget = f"≤ {B['micro_key_us']:g} µs, flat"
                ok = x["median_us"] <= B["micro_key_us"] and flat
                why = ", ".join(([] if x["median_us"] <= B["micro_key_us"] else [f"> {B['micro_key_us']:g} µs"])
                                + ([] if flat else [f"{ratio:.1f}× the 10-todo median"]))
            elif n >= 1_000_000:
                budget = f"≤ {B['micro_big_list_us']:g} µs"
                ok = x["median_us"] <= B["micro_big_list_us"]
            rows.append([op, f"{n:,}", f"{x['iterations']:,}", fmt(x["median_us"], 2), fmt(x["p90_us"], 2),
                         fmt(x.get("max_us"), 2), fmt(x["reducer_median_us"], 2), fmt(x["render_median_us"], 2),
                         fmt(x.get("release_median_us"), 2), fmt(x["draw_ops_median"], 0), budget,
                         mark(ok) + (f" ({why})" if why else "")])
            if ok is False:
                self.misses.append(f"micro: {op} at {n:,} todos: {x['median_us']:.2f} µs (budget {budget}; {why})")
        return rows


def md_table(header: list[str], rows: list[list[str]], numeric: set[int] = frozenset()) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(" ---: " if i in numeric else " --- " for i in range(len(header))) + "|"]
    out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in rows]
    return "\n".join(out)


def text_table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(c)) for c in col) for col in zip(header, *rows)]
    line = lambda cells: "  ".join(str(c).ljust(w) for c, w in zip(cells, widths)).rstrip()
    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(r) for r in rows])


PTY_HEADER = ["measure", "median", "p90", "max", "unit", "budget", "result"]
MICRO_HEADER = ["operation", "todos", "iterations", "median µs", "p90 µs", "max µs", "reducer µs", "render µs",
                "release µs", "draw ops", "budget", "result"]


def machine() -> dict:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {
        "uname": " ".join(platform.uname()),
        "uname_a": subprocess.run(["uname", "-a"], capture_output=True, text=True).stdout.strip(),
        "cpu": cpu,
        "nproc": subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip() or str(os.cpu_count()),
        "python": platform.python_version(),
        "swift": swift_version(),
    }


def swift_version() -> str:
    swift = os.environ.get("SWIFT", "swift")
    try:
        out = subprocess.run([swift, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.strip().splitlines()[0] if out.strip() else "unknown"


def fmt_load(load) -> str:
    return ", ".join(f"{x:.2f}" for x in load)


def write_markdown(path: str, report: Report, bench: Bench, args, started: datetime.datetime, elapsed_s: float) -> None:
    m = machine()
    micro = report.micro
    lines = [
        "# Benchmarks",
        "",
        "Generated by `make bench` (do not edit by hand: run it again). Figures are medians over all keys of all",
        f"repetitions ({args.repetitions} fresh processes per scenario), with p90 and max where relevant.",
        "",
        "## Machine",
        "",
        f"- `uname -a`: `{m['uname_a']}`",
        f"- CPU: {m['cpu']}; `nproc`: {m['nproc']}",
        f"- Date: {started.strftime('%Y-%m-%d %H:%M:%S %Z').strip()} (took {elapsed_s:.0f} s)",
        f"- Load average (1, 5, 15 min) at the start: {args.load_before}; at the end: {fmt_load(os.getloadavg())}"
        " (other work on the machine shows up as noise in the latencies)",
        f"- {m['swift']}; Python {m['python']}; app binary: `{args.binary}` (release build)",
        "",
        "## Commands",
        "",
        "```sh",
    ]
    for c in args.build_command or []:
        lines.append(c)
    if micro and micro.get("command"):
        lines.append(micro["command"])
    lines.append(" ".join(shlex.quote(a) for a in [sys.executable.rsplit("/", 1)[-1]] + sys.argv))
    lines += [
        "```",
        "",
        "## In-process micro-benchmarks of the pure core",
        "",
    ]
    micro_rows = report.micro_rows()
    if micro_rows:
        lines += [
            "`reducer(old, action)` + `render(new, old)` + the release of the old state, per keystroke, with the old",
            "state kept alive as the Store keeps it (so copy-on-write copies of the list count), at 80×24, in the",
            "release build. `median`/`p90`/`max` are of the sum; `reducer`, `render` and `release` are medians of",
            "each part (release: dropping the old state, which frees the old copy of the list after a change to",
            "it, as the Store does when it replaces its shown state); `draw ops` is the median size of `render`'s",
            f"result. Add times the `.submit` after an untimed `.insert`; add and delete are each followed by an untimed",
            f"`.undo` so the list keeps its size. \"Flat\" means at most {BUDGETS['micro_flat_ratio']:g}× the median at 10 todos.",
            "",
            md_table(MICRO_HEADER, micro_rows, set(range(1, 10))),
            "",
        ]
    else:
        lines += ["Not run (the `ToDoBenchmarks` executable target is not in Package.swift, or `--micro` was not given).", ""]
    lines += [
        "## The app in a pseudo-terminal",
        "",
        f"The release binary in a {args.columns}×{args.rows} pty (`TERM=xterm-256color LANG=C.UTF-8`), keys written one",
        "at a time. Bytes: what the app wrote in answer to one key. Latency: from the key's write to the last",
        f"byte of the answer; the answer ends after {args.settle_ms:g} ms of silence. Key bytes: text as UTF-8, Enter",
        "`\\r`, Delete `\\e[3~`, Ctrl-C `\\x03`; Down/Up as the terminal would send them"
        + (" (`\\eOB`/`\\eOA` once the app has switched on application cursor mode with `\\e[?1h`, which it does at start)"
           if args.cursor_keys == "auto" else f" (forced `{args.cursor_keys}` mode)") + ".",
        "",
        f"Scenarios, each a fresh process that first waits for the loaded title (`TODO - (N)`, delay 0): type the",
        f"24-character todo `{TYPED_TEXT}` then add it with Enter (one process); Down into the list then 10 Down",
        "and 10 Up (the 20 moves are recorded); Down into the list then 10 Delete; a resize of the pty to 100×30",
        f"with SIGWINCH; idle {args.idle_seconds:g} s after the load (CPU ticks of 1/{os.sysconf('SC_CLK_TCK')} s from",
        "`/proc/<pid>/stat`; wake-ups: voluntary context switches summed over the threads alive at the end;",
        "CPU time: the process's CPU-time clock; threads: how many before → after). App CPU per key: the",
        "process's CPU-time clock over a scenario's keys, divided by their number. CPU time (user+sys) comes from",
        "`wait4` at exit; peak RSS is `VmHWM` from `/proc/<pid>/status` just before Ctrl-C (`wait4`'s `ru_maxrss`",
        "would include the spawning Python's pre-exec RSS).",
        "",
        md_table(PTY_HEADER, report.rows, {1, 2, 3}),
        "",
    ]
    floor = (bench.results.get("floor") or {}).get("roundtrip_ms", {}).get("median")
    notes = []
    if floor is not None:
        notes.append(f"The bare pty round trip (a `cat` child echoing each key) takes {floor:.3f} ms at the median: that"
                     " much of every key latency above is the pty and this script, not the app.")
    notes.append("Start-up rows per list size are informational: with `TODO_SIMULATED_ITEMS=N` the app builds the N"
                 " titles before its first frame, so the first paint there grows with N; the start-up budget applies"
                 " to the default store (3 todos).")
    silent = [f"{n:,}" for n, res in bench.results["sizes"].items()
              if any(res[k]["silent"] for k in ("typing", "add", "move", "delete", "resize"))]
    if silent:
        notes.append("Keys that changed nothing on screen (e.g. Down on the last of 10 todos) count as 0 bytes and"
                     f" have no latency; they occurred at {', '.join(silent)} todos. With 10 todos the 10th Up also"
                     " leaves the list for the input line, which repaints more than a move does.")
    lines += [f"- {x}" for x in notes] + ["", "## Budgets missed", ""]
    lines += [f"- {x}" for x in report.misses] or ["None."]
    micro_failures = (micro or {}).get("failures") or []
    if micro_failures:
        lines += ["", "## Micro-benchmark checks that failed", ""] + [f"- {x}" for x in micro_failures]
    if bench.warnings:
        lines += ["", "## Checks that failed", "", "The screen did not show what a scenario expected:", ""]
        lines += [f"- {w}" for w in bench.warnings]
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))


# ---------------------------------------------------------------------------------------


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo", help="the app (release build)")
    p.add_argument("--output", default="BENCHMARKS.md", help="the Markdown report ('' to skip)")
    p.add_argument("--json", default="", help="also write the raw results here")
    p.add_argument("--micro", default="", help="JSON from the ToDoBenchmarks executable, merged into the report")
    p.add_argument("--build-command", action="append", help="a command that built the binaries (for the report)")
    p.add_argument("--sizes", default="10,1000,100000,1000000", help="list sizes (comma-separated)")
    p.add_argument("--repetitions", type=int, default=5)
    p.add_argument("--idle-repetitions", type=int, default=1, help="idle runs per size (each takes --idle-seconds)")
    p.add_argument("--idle-seconds", type=float, default=5)
    p.add_argument("--settle-ms", type=float, default=30)
    p.add_argument("--first-byte-timeout", type=float, default=1.0, help="seconds to wait for a key's first byte")
    p.add_argument("--start-timeout", type=float, default=10.0, help="seconds to wait for the first paint")
    p.add_argument("--columns", type=int, default=80)
    p.add_argument("--rows", type=int, default=24)
    p.add_argument("--cursor-keys", choices=["auto", "normal", "application"], default="auto",
                   help="Down/Up bytes: follow the app's DECCKM mode like xterm (auto), or force ESC [ B / ESC O B")
    p.add_argument("--skip-demo", action="store_true", help="skip the 2 s default demo start-up")
    p.add_argument("--skip-floor", action="store_true")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        print(f"error: no executable at {args.binary}. To fix: swift build -c release (or pass --binary).", file=sys.stderr)
        return 2
    micro = None
    if args.micro and not os.path.exists(args.micro):
        print(f"note: no micro-benchmark results at {args.micro}; the report leaves them out", file=sys.stderr)
    elif args.micro:
        try:
            with open(args.micro) as f:
                micro = json.load(f)
        except (OSError, ValueError) as error:
            print(f"warning: cannot read the micro-benchmarks ({error}); the report leaves them out", file=sys.stderr)
    started = datetime.datetime.now().astimezone()
    args.load_before = fmt_load(os.getloadavg())
    t0 = time.monotonic()
    bench = Bench(args)
    failure = None
    try:
        if not args.skip_floor:
            bench.floor()
        bench.startup()
        for n in [int(s.replace("_", "")) for s in args.sizes.split(",") if s]:
            bench.size_run(n)
    except BenchError as error:
        failure = str(error)
    elapsed = time.monotonic() - t0
    report = Report(bench, micro, args)
    report.build()
    micro_rows = report.micro_rows()
    if micro_rows:
        print("\nIn-process micro-benchmarks (reducer + render per keystroke):\n")
        print(text_table(MICRO_HEADER, micro_rows))
    print(f"\nThe app in a {args.columns}×{args.rows} pty:\n")
    print(text_table(PTY_HEADER, report.rows))
    print("\nBudgets missed:" if report.misses else "\nBudgets missed: none")
    for x in report.misses:
        print(f"  - {x}")
    for w in bench.warnings:
        print(f"warning: {w}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": bench.results, "warnings": bench.warnings, "misses": report.misses}, f, indent=1,
                      default=str)
    if failure:
        print(f"\nerror: the benchmark stopped: {failure}", file=sys.stderr)
        return 1
    if args.output:
        write_markdown(args.output, report, bench, args, started, elapsed)
        print(f"\nWrote {args.output} ({elapsed:.0f} s).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
