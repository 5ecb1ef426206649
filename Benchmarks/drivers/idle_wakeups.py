#!/usr/bin/env python3
"""How often an idle app with reminders pending wakes, and when: the app (a todo build) in a
pty of its own on a list file, left alone.

Counting starts `--settle` seconds (8) after the first paint, once the threads of the start
have ended.

1. Far away: a list with a reminder a year ahead, idle for `--seconds` (60): the context
   switches of all its threads (`/proc/PID/task/*/status`, voluntary and not) and the bytes
   it wrote over that time. With no polling loop both stay near 0.
2. Near: the clock set by `TODO_NOW` `--lead` seconds (25) before a reminder: the switches
   until 2 s before it, and the second the notification's status line came, counted from
   the start, which should be `--lead`.

Started from this script (a Python parent), the app has a libdispatch thread whose timer
wakes it once a second, with reminders or without, as on builds before reminders; started
from a shell in tmux it has one thread and no wake-up at all (`strace -f -c -p PID` for 60
s: no system call). The figure that says whether reminders poll is the difference between a
list with reminders and one without, or the tmux one.

Prints both and exits 0; 1 when the app did not start or never rang. Python 3.11 standard
library only; Linux only. Not part of `make bench` (it takes more than a minute): run it
by hand, e.g. `python3 Benchmarks/drivers/idle_wakeups.py .build/release/todo`.
"""

from __future__ import annotations

import argparse
import ctypes
import glob
import os
import select
import sys
import tempfile
import time

import lab_path  # noqa: F401,E402 (make/pty)
from bench_config import KEY_CTRL_C, BenchError
from pty_driver import PtyChild, add_driver_options


def switches(pid: int) -> dict[int, int]:
    """Context switches so far of each thread of `pid`, by thread id."""
    counts = {}
    for path in glob.glob(f"/proc/{pid}/task/*/status"):
        try:
            with open(path) as f:
                counts[int(path.split("/")[4])] = sum(
                    int(line.split()[1]) for line in f
                    if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")))
        except OSError:
            pass
    return counts


class ClockSets:
    """Counts the times the system's wall clock is set (a `CLOCK_REALTIME` timerfd with
    `TFD_TIMER_CANCEL_ON_SET`, as the app's reminder alarm): each wakes the app by design,
    so a count of wake-ups is read beside it."""

    def __init__(self):
        self.libc = ctypes.CDLL("libc.so.6", use_errno=True)
        self.fd = self.libc.timerfd_create(0, os.O_NONBLOCK | os.O_CLOEXEC)
        self.count = 0
        self.arm()

    def arm(self) -> None:
        spec = (ctypes.c_long * 4)(0, 0, int(time.time()) + 10**8, 0)
        self.libc.timerfd_settime(self.fd, 1 | 2, spec, None)  # ABSTIME | CANCEL_ON_SET

    def sleep(self, seconds: float) -> None:
        """Sleeps, counting."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            select.select([self.fd], [], [], left)
            try:
                os.read(self.fd, 8)
            except BlockingIOError:
                pass
            except OSError:  # ECANCELED: the clock was set
                self.count += 1
                self.arm()


def woken(before: dict[int, int], after: dict[int, int]) -> str:
    """The switches between two samples of the threads alive at the second (a thread that
    ended between them is not counted), and the threads at each."""
    count = sum(n - before.get(tid, 0) for tid, n in after.items())
    return f"{count} context switches ({len(before)} threads, then {len(after)})"


def start(path: str, home: str, lines: str, extra_env: dict, args) -> PtyChild:
    folder = tempfile.mkdtemp(dir=home)
    list_path = os.path.join(folder, "todo.txt")
    with open(list_path, "w") as f:
        f.write(lines)
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8"} | extra_env
    child = PtyChild([path, list_path], env, 80, 24, args)
    child.wait_for(lambda: "Call mum" in child.screen.text(), args.start_timeout, f"{path} on screen")
    # What a start does after its first paint (the list's watch, its records) is not idling.
    time.sleep(args.settle)
    child.quiet(0.05)
    return child


def far_away(args, home: str) -> None:
    year = time.localtime().tm_year + 1
    child = start(args.program, home, f"Call mum rem:{year}-06-01T0900\nWater the plants\n", {}, args)
    try:
        clock = ClockSets()
        before, bytes_before = switches(child.pid), child.total_bytes
        clock.sleep(args.seconds)
        after = switches(child.pid)
        child.quiet(0.05)
        print(f"far: reminder a year ahead, idle {args.seconds:.0f} s: {woken(before, after)}, "
              f"{child.total_bytes - bytes_before} bytes written; the system clock was set {clock.count} times")
    finally:
        child.finish(quit_key=KEY_CTRL_C)


def near(args, home: str) -> None:
    day = time.strftime("%Y-%m-%d")
    start_at = 9 * 3600 - args.lead
    now = f"{day}T{start_at // 3600:02d}:{start_at // 60 % 60:02d}:{start_at % 60:02d}"
    spawned = time.monotonic()
    child = start(args.program, home, f"Call mum rem:{day}T0900\nWater the plants\n",
                  {"TODO_NOW": now, "TODO_TODAY": day}, args)
    try:
        clock = ClockSets()
        before, at = switches(child.pid), time.monotonic()
        clock.sleep(max(0.0, args.lead - 2 - (at - spawned)))
        quiet_for, after = time.monotonic() - at, switches(child.pid)
        child.wait_for(lambda: "Reminder" in child.screen.text(), args.lead + 10, "the reminder")
        rang = time.monotonic() - spawned
        print(f"near: TODO_NOW {now}, reminder at 09:00: {woken(before, after)} in the "
              f"{quiet_for:.1f} s before it (the system clock set {clock.count} times); rang {rang:.2f} s after "
              f"the start (expected {args.lead} s)")
    finally:
        child.finish(quit_key=KEY_CTRL_C)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("program", help="a todo build")
    p.add_argument("--seconds", type=float, default=60, help="how long the far run stays idle")
    p.add_argument("--lead", type=int, default=25, help="seconds from the start to the near reminder")
    p.add_argument("--settle", type=float, default=8, help="seconds after the first paint before counting")
    add_driver_options(p)
    args = p.parse_args(argv)
    if not os.access(args.program, os.X_OK):
        print(f"error: no executable at {args.program}. To fix: make release.", file=sys.stderr)
        return 2
    try:
        with tempfile.TemporaryDirectory(prefix="todo-idle-") as home:
            far_away(args, home)
            near(args, home)
    except BenchError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
