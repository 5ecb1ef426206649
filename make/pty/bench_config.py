"""What the pty benchmark types and expects, its budgets, and its one error."""

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



TYPED_TEXT = "Write the quarterly memo"  # 24 ASCII characters
FILTER_TEXT = "todo 12"  # typed into the search line (`/`): "Todo 12…" matches a few
assert len(TYPED_TEXT) == 24

KEY_ENTER = b"\r"
KEY_DELETE = b"\x1b[3~"
KEY_CTRL_C = b"\x03"
# What the demo asks when a quit would drop the todos a run changed (answered with "n").
DEMO_QUESTION = "? y saves to "  # "Keep your todo? y saves to …", "Keep the 4 todos? y saves to …" before
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
    "micro_sort_switch_us": 300_000.0,  # at 1,000,000 todos, made off the main thread
    "micro_flat_ratio": 2.0,  # 1,000,000 vs 10: "flat" means at most twice as slow
}


class BenchError(Exception):
    """The app crashed, hung or did not start: the benchmark cannot go on."""


def now_ns() -> int:
    return time.perf_counter_ns()


_DEMO_ARGV: dict[str, list[str]] = {}


def demo_argv(path: str) -> list[str]:
    """The command line that opens the simulated list with `path`: `todo --demo`, or `todo`
    alone for a build from before `--demo`, whose list without a file was the demo (so
    that BENCH_BEFORE may be such a build). Never the user's default list."""
    if path not in _DEMO_ARGV:
        try:
            usage = subprocess.run([path, "--help"], capture_output=True, text=True, timeout=30).stdout
        except (OSError, subprocess.TimeoutExpired) as error:
            raise BenchError(f"{path} --help did not run: {error}") from error
        _DEMO_ARGV[path] = [path, "--demo"] if "--demo" in usage else [path]
    return list(_DEMO_ARGV[path])
