"""The scenarios of the pty benchmark: the floor, start-up, and per list size typing,
adding, moving, deleting, resizing and idling."""

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

import lab_path  # noqa: F401,E402 (make/pty, make/link-order)
from bench_config import *  # noqa: F401,F403
from pty_driver import *  # noqa: F401,F403

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
        child = PtyChild(demo_argv(args.binary), self.env(items, delay_ms), args.columns, args.rows, args)
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
        for kind in ("typing", "add", "move", "delete", "resize", "filter"):
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

        def filters(child: PtyChild) -> None:
            child.press(child.key_bytes("down"))  # into the list, not recorded
            child.press(b"/")  # the search line, not recorded
            keys("filter", child, [(ch.encode(), None) for ch in FILTER_TEXT])
            # The list is filtered once the keys pause (50 ms), off the main thread past 20,000.
            words = FILTER_TEXT.lower().split()  # ANDed, as the search reads them
            shown = sum(1 for i in range(1, n + 1) if all(word in f"todo {i}" for word in words))
            deadline = time.monotonic() + args.first_byte_timeout + n / 100_000
            while f"({shown}/{n})" not in child.screen.line(0) and time.monotonic() < deadline:
                child.quiet(0.05)
            self.check(f"({shown}/{n})" in child.screen.line(0),
                       f"{n} todos: after typing {FILTER_TEXT!r} the title does not show ({shown}/{n})")

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
            session("filter", filters)
            if rep < args.idle_repetitions:
                session("idle", idle)
        self.results["sizes"][n] = res
