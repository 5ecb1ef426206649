#!/usr/bin/env python3
"""Instructions per key for the whole process (every thread), counted by callgrind, which
timing noise does not move. Runs the app under `valgrind --tool=callgrind` in a pty twice
per scenario, once with a few keys and once with more, and divides the difference in total
instructions by the difference in keys: start-up, loading and quitting cancel out.

Scenarios: a typed character (ASCII, into the input line) and a selection move (Down/Up
in a list of 20). Python 3.11 standard library only; Linux only. Exit status 0 whatever
the counts, 1 when the app did not start or answer, 2 when valgrind or the binary is missing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile

from bench_config import TYPED_TEXT, BenchError
from pty_driver import PtyChild

LIST_LENGTH = 20
TOTALS_RE = re.compile(rb"^(?:summary|totals):\s+(\d+)", re.M)


def instructions(args, keys: list[bytes], enter_list: bool) -> int:
    """Total instructions of one run of the app that answers `keys` one at a time."""
    with tempfile.TemporaryDirectory(prefix="todo-callgrind-") as directory:
        out = os.path.join(directory, "callgrind.out")
        argv = [shutil.which("valgrind"), "--tool=callgrind", f"--callgrind-out-file={out}", args.binary]
        env = {"PATH": "/usr/bin:/bin", "HOME": directory, "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "TODO_SIMULATED_ITEMS": str(LIST_LENGTH), "TODO_SIMULATED_DELAY_MS": "0"}
        child = PtyChild(argv, env, 80, 24, args)
        try:
            child.wait_for(lambda: child.screen.title_count() == LIST_LENGTH, args.start_timeout, "the loaded list")
            child.quiet(0.3)
            if enter_list:
                child.press(b"\x1bOB", 5)
                child.quiet(0.3)
            for key in keys:
                child.press(key, 5)
            child.quiet(0.3)
            info = child.finish(timeout_s=60)
        except BenchError:
            child.kill()
            raise
        if info["killed"]:
            raise BenchError("the app did not exit on Ctrl-C under callgrind")
        with open(out, "rb") as f:
            match = TOTALS_RE.search(f.read())
        if not match:
            raise BenchError("no instruction total in callgrind's output")
        return int(match.group(1))


def per_key(args, make_keys, enter_list: bool) -> float:
    few = instructions(args, make_keys(args.few), enter_list)
    many = instructions(args, make_keys(args.many), enter_list)
    return (many - few) / (args.many - args.few)


def typed(count: int) -> list[bytes]:
    return [ch.encode() for ch in (TYPED_TEXT * 4)[:count]]


def moves(count: int) -> list[bytes]:
    return [b"\x1bOB" if i % 2 == 0 else b"\x1bOA" for i in range(count)]


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo")
    p.add_argument("--few", type=int, default=4)
    p.add_argument("--many", type=int, default=24)
    p.add_argument("--output", default="", help="append the Markdown section to this file")
    p.add_argument("--settle-ms", type=float, default=150)
    p.add_argument("--first-byte-timeout", type=float, default=5.0)
    p.add_argument("--start-timeout", type=float, default=60.0)
    p.add_argument("--cursor-keys", default="auto")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not shutil.which("valgrind"):
        print("error: valgrind is not installed. To fix: apt-get install valgrind.", file=sys.stderr)
        return 2
    if not os.access(args.binary, os.X_OK):
        print(f"error: no executable at {args.binary}. To fix: make release (or pass --binary).", file=sys.stderr)
        return 2
    try:
        typed_key = per_key(args, typed, enter_list=False)
        move = per_key(args, moves, enter_list=True)
    except BenchError as error:
        print(f"error: callgrind stopped: {error}", file=sys.stderr)
        return 1
    text = (f"## Instructions per key (callgrind, whole process, {args.binary})\n\n"
            f"| key | instructions | budget |\n| --- | ---: | ---: |\n"
            f"| typed character | {typed_key:,.0f} | ≤ 50,000 |\n| selection move | {move:,.0f} | ≤ 80,000 |\n")
    print(text)
    if args.output:
        with open(args.output, "a") as f:
            f.write("\n" + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
