"""The pty driver: a child process in a pseudo-terminal, its answers to keys timed to the
last byte, and what /proc says about it (CPU time, wake-ups, peak RSS)."""

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

from bench_config import *  # noqa: F401,F403
from screen import Screen

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


def proc_status_kib(pid: int, keys: tuple[str, ...]) -> dict[str, int]:
    """The figures of /proc/PID/status named `keys` (VmHWM, VmRSS, RssAnon, RssFile…), in KiB;
    none when the process is gone."""
    found: dict[str, int] = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in keys:
                    found[key] = int(value.split()[0])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return found


def proc_hwm_kib(pid: int) -> int | None:
    """The peak resident set size of the process since its exec (VmHWM), in KiB."""
    return proc_status_kib(pid, ("VmHWM",)).get("VmHWM")


def add_driver_options(parser: argparse.ArgumentParser, *, settle_ms: float = 30, first_byte_timeout: float = 1.0,
                       start_timeout: float = 10.0) -> None:
    """The options `PtyChild` reads from its arguments, with the waits a script needs (a program
    under valgrind answers far more slowly than one alone)."""
    parser.add_argument("--settle-ms", type=float, default=settle_ms,
                        help="milliseconds of silence that end an answer")
    parser.add_argument("--first-byte-timeout", type=float, default=first_byte_timeout,
                        help="seconds to wait for a key's first byte")
    parser.add_argument("--start-timeout", type=float, default=start_timeout,
                        help="seconds to wait for the first paint")
    parser.add_argument("--cursor-keys", choices=["auto", "normal", "application"], default="auto",
                        help="Down/Up bytes: follow the app's DECCKM mode like xterm (auto), or force ESC [ B / ESC O B")


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
        killed = answered = False
        while not self._reap(block=False):
            # The demo asks before a quit drops todos the run changed: answered "n" (quit without).
            if quit_key is not None and not answered and DEMO_QUESTION in self.screen.text():
                answered = True
                try:
                    os.write(self.fd, b"n")
                except OSError:
                    pass
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
