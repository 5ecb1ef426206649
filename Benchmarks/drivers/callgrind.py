#!/usr/bin/env python3
"""Instructions per key for the whole process (every thread), counted by callgrind, which
timing noise does not move. Runs the app under `valgrind --tool=callgrind` in a pty twice
per scenario, once with a few keys and once with more, and divides the difference in total
instructions by the difference in keys: start-up, loading and quitting cancel out. Each run
is repeated (`--repeat`) and the median total taken: some runs catch a one-off burst of
~130,000 instructions (work a timing decides, off the keys' path), which would move a single
difference by ~6,000 per key.

Scenarios: a typed character (ASCII, into the input line) and a selection move (Down/Up
in a list of 20), for todo and, as the same driver runs them, for tudu (a new todo's title
typed after `o`; j/k) and the ncurses floor program (the same screen as todo's, a typed
character echoed, a reverse-video selection moved over two rows). Python 3.11 standard library only; Linux only. Exit status 0 whatever
the counts, 1 when the app did not start or answer, 2 when valgrind or the binary is missing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import sys
import tempfile

import lab_path  # noqa: F401,E402 (make/pty, make/link-order)
from bench_config import KEY_CTRL_C, TYPED_TEXT, BenchError, demo_argv
from pty_driver import PtyChild, add_driver_options
from side_by_side import tudu_file

LIST_LENGTH = 20
TOTALS_RE = re.compile(rb"^(?:summary|totals):\s+(\d+)", re.M)


def instructions(args, argv_for, ready, prelude: list[bytes], keys: list[bytes], quit_keys: list[bytes]) -> int:
    """Total instructions of one run of a program that answers `keys` one at a time."""
    with tempfile.TemporaryDirectory(prefix="todo-callgrind-") as directory:
        out = os.path.join(directory, "callgrind.out")
        argv = [shutil.which("valgrind"), "--tool=callgrind", f"--callgrind-out-file={out}"] + argv_for(directory)
        env = {"PATH": "/usr/bin:/bin", "HOME": directory, "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "TODO_SIMULATED_ITEMS": str(LIST_LENGTH), "TODO_SIMULATED_DELAY_MS": "0"}
        child = PtyChild(argv, env, 80, 24, args)
        try:
            child.wait_for(lambda: ready(child.screen), args.start_timeout, "the list on screen")
            child.quiet(0.3)
            for key in prelude:
                child.press(key, 5)
            child.quiet(0.3)
            for key in keys:
                child.press(key, 5)
            child.quiet(0.3)
            for key in quit_keys[:-1]:
                child.press(key, 5)
            info = child.finish(quit_key=quit_keys[-1], timeout_s=60)
        except BenchError:
            child.kill()
            raise
        if info["killed"]:
            raise BenchError(f"{argv_for(directory)[0]} did not exit on its quit key under callgrind")
        with open(out, "rb") as f:
            match = TOTALS_RE.search(f.read())
        if not match:
            raise BenchError("no instruction total in callgrind's output")
        return int(match.group(1))


def typed(count: int) -> list[bytes]:
    return [ch.encode() for ch in (TYPED_TEXT * 4)[:count]]


def moves(down: bytes, up: bytes):
    return lambda count: [down if i % 2 == 0 else up for i in range(count)]


def scenarios(args) -> list[tuple]:
    """(program, key, argv for a directory, ready, prelude, keys for a count, quit keys)."""
    todo_ready = lambda screen: screen.title_count() == LIST_LENGTH  # noqa: E731
    found = []
    for name, path in [("todo", args.binary), ("todo before", args.before)]:
        if not path:
            continue
        todo = lambda directory, path=path: demo_argv(path)  # noqa: E731
        found += [
            (name, "typed character", todo, todo_ready, [], typed, [KEY_CTRL_C]),
            (name, "selection move", todo, todo_ready, [b"\x1bOB"], moves(b"\x1bOB", b"\x1bOA"), [KEY_CTRL_C]),
        ]
    if args.tudu and os.access(args.tudu, os.X_OK):
        tudu = lambda directory: [args.tudu, "-f", tudu_file(directory), "-c", "/etc/tudurc"]  # noqa: E731
        tudu_ready = lambda screen: "Todo 16" in screen.text()  # noqa: E731
        found += [
            ("tudu", "typed character", tudu, tudu_ready, [b"o"], typed, [b"\r", b"q"]),
            ("tudu", "selection move", tudu, tudu_ready, [], moves(b"j", b"k"), [b"q"]),
        ]
    if args.ncurses_floor and os.access(args.ncurses_floor, os.X_OK):
        floor = lambda directory: [args.ncurses_floor]  # noqa: E731
        floor_ready = lambda screen: "floor" in screen.line(0)  # noqa: E731
        found += [
            ("ncurses floor", "typed character", floor, floor_ready, [], typed, [KEY_CTRL_C]),
            ("ncurses floor", "selection move", floor, floor_ready, [b"\x1bOB"], moves(b"\x1bOB", b"\x1bOA"),
             [KEY_CTRL_C]),
        ]
    return found


def per_key(args, argv_for, ready, prelude, make_keys, quit_keys) -> float:
    def total(count: int) -> float:
        return statistics.median(
            instructions(args, argv_for, ready, prelude, make_keys(count), quit_keys) for _ in range(args.repeat))
    return (total(args.many) - total(args.few)) / (args.many - args.few)


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo")
    p.add_argument("--tudu", default="/usr/bin/tudu", help="'' to leave tudu out")
    p.add_argument("--before", default="", help="an earlier build of todo, counted too (before and after)")
    p.add_argument("--ncurses-floor", default="", help="the ncurses floor program, to count it too")
    p.add_argument("--few", type=int, default=4)
    p.add_argument("--many", type=int, default=24)
    p.add_argument("--repeat", type=int, default=3, help="runs of each count, their median total taken")
    p.add_argument("--output", default="", help="append the Markdown section to this file")
    add_driver_options(p, settle_ms=150, first_byte_timeout=5.0, start_timeout=60.0)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not shutil.which("valgrind"):
        print("error: valgrind is not installed. To fix: apt-get install valgrind.", file=sys.stderr)
        return 2
    if not os.access(args.binary, os.X_OK):
        print(f"error: no executable at {args.binary}. To fix: make release (or pass --binary).", file=sys.stderr)
        return 2
    rows = []
    try:
        for program, key, argv_for, ready, prelude, make_keys, quit_keys in scenarios(args):
            print(f"callgrind: {program}, {key} ...", file=sys.stderr)
            count = per_key(args, argv_for, ready, prelude, make_keys, quit_keys)
            budget = {"typed character": "≤ 50,000", "selection move": "≤ 80,000"}[key] if program == "todo" else ""
            rows.append(f"| {program} | {key} | {count:,.0f} | {budget} |")
    except BenchError as error:
        print(f"error: callgrind stopped: {error}", file=sys.stderr)
        return 1
    text = (f"## Instructions per key (callgrind, whole process, every thread, median of {args.repeat} runs; "
            f"{args.binary})\n\n"
            "| program | key | instructions | budget |\n| --- | --- | ---: | ---: |\n" + "\n".join(rows) + "\n")
    print(text)
    if args.output:
        with open(args.output, "a") as f:
            f.write("\n" + text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
