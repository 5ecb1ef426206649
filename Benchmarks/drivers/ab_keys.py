#!/usr/bin/env python3
"""A against B, key by key: two programs live at once, each in a pty of its own (80×24), and
every key goes to one then the other, the order swapped from key to key, so that whatever
slows the machine for longer than a key falls on both. Reports the median of the per-key
ratios A/B with its quartiles, and each program's median time to the last byte of an answer.

Side by side (`side_by_side.py`) compares medians of whole rounds, seconds apart: on a
shared machine its per-round ratios spread from 0.7 to 1.4, so that ten rounds cannot tell a
few per cent. Here each ratio compares two answers a few milliseconds apart; 30 rounds of
39 keys give a median that moves by about 1% between runs. Run A against A once to see the
bias of the order (about -1% for A on the machine of Benchmarks/RESULTS.md).

`make bench` runs it for todo against the ncurses floor (typed keys and moves), against that
floor waiting in `poll`, and against BENCH_BEFORE when given, and appends a table of the
results to Benchmarks/RESULTS.md (`--output`).

Programs: builds of todo (the simulated list of 20 todos, ready at `TODO - (20)`), or the
floor programs of `make bench-floors` (ready at `floor` on the first row); Ctrl-C quits
both. `--keys typed` types a text, `--keys move` moves the selection down and up, `--keys
delete` deletes the selected todo with `d`, one key after the other (the list then holds a
todo more than there are keys, so that every key deletes one). `--reminders N` opens a list
file of the same todos instead of the demo (one a program, in the temporary home), the
first N with a `rem:` a year ahead: a typed key with reminders pending.

Python 3.11 standard library only; Linux only. Exit status 0 whatever the timings, 1 when
a program did not start or answer, 2 for a bad command line.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

import lab_path  # noqa: F401,E402 (make/pty, make/link-order)
from bench_config import KEY_CTRL_C, BenchError, demo_argv
from pty_driver import PtyChild, add_driver_options

TEXT = "Write the quarterly memo about the sink"
KEY_DOWN, KEY_UP = b"\x1bOB", b"\x1bOA"
KEY_DELETE = b"d"


def item_count(args) -> int:
    """The todos of the simulated list: 20, or one more than the keys when each deletes one."""
    return len(TEXT) + 1 if args.keys == "delete" else 20


def reminder_list(home: str, name: str, args) -> str:
    """A list file of the simulated list's todos (`Todo 1` …), the first `args.reminders` with
    a reminder a year ahead (never due while the run lasts), written anew in `home/name/`."""
    folder = os.path.join(home, name)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, "todo.txt")
    year = time.localtime().tm_year + 1
    with open(path, "w") as f:
        for number in range(1, item_count(args) + 1):
            reminder = f" rem:{year}-06-{number % 28 + 1:02d}T0900" if number <= args.reminders else ""
            f.write(f"Todo {number}{reminder}\n")
    return path


def start(path: str, home: str, args, name: str = "a") -> PtyChild:
    items = item_count(args)
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8",
           "TODO_SIMULATED_ITEMS": str(items), "TODO_SIMULATED_DELAY_MS": "0"}
    # The floor programs (`ncurses_floor…`) take no options; a todo build opens its demo, or
    # a list file with reminders pending.
    if "floor" in os.path.basename(path):
        argv = [path]
    elif args.reminders:
        argv = [path, reminder_list(home, name, args)]
    else:
        argv = demo_argv(path)
    child = PtyChild(argv, env, 80, 24, args)
    child.wait_for(lambda: child.screen.title_count() == items or "floor" in child.screen.line(0),
                   args.start_timeout, f"{path} on screen")
    child.quiet(0.2)
    return child


def one_round(args, home: str, number: int) -> list[tuple[int, int]]:
    """The (A, B) times of each key of one round, in ns."""
    a = start(args.a, home, args, "a")
    try:
        b = start(args.b, home, args, "b")
    except BenchError:
        a.kill()
        raise
    try:
        if args.keys in ("move", "delete"):
            for child in (a, b):
                child.press(KEY_DOWN)
                child.quiet(0.1)
        if args.keys == "move":
            keys = [KEY_DOWN if i % 2 == 0 else KEY_UP for i in range(len(TEXT))]
        elif args.keys == "delete":
            keys = [KEY_DELETE] * len(TEXT)
        else:
            keys = [ch.encode() for ch in TEXT]
        pairs = []
        for index, key in enumerate(keys):
            times = {}
            for name, child in (("a", a), ("b", b)) if (index + number) % 2 == 0 else (("b", b), ("a", a)):
                _, times[name] = child.press(key)
            if times["a"] and times["b"]:
                pairs.append((times["a"], times["b"]))
        return pairs
    finally:
        for child in (a, b):
            child.finish(quit_key=KEY_CTRL_C)


TABLE_HEADER = """
## Key by key (two programs live, each key to both, alternating; `Benchmarks/drivers/ab_keys.py`)

| A ÷ B | keys | median of per-key ratios | quartiles | keys compared | A ms | B ms |
| --- | --- | ---: | ---: | ---: | ---: | ---: |
"""


def write_row(args, median, low, high, count, a_ms, b_ms) -> None:
    """Appends one row to `args.output`: to the key-by-key table when the file's last section
    is that table, else after a new one."""
    heading = TABLE_HEADER.strip().splitlines()[0]
    try:
        with open(args.output) as f:
            last_section = "\n" + f.read().rsplit("\n## ", 1)[-1]
    except FileNotFoundError:
        last_section = ""
    names = f"{args.name_a or args.a} ÷ {args.name_b or args.b}"
    row = f"| {names} | {args.keys} | **{median:.3f}** | {low:.3f}–{high:.3f} | {count} | {a_ms:.3f} | {b_ms:.3f} |\n"
    with open(args.output, "a") as f:
        f.write(("" if last_section.startswith("\n" + heading[3:]) else TABLE_HEADER) + row)


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("a", help="program A (its time is the numerator)")
    p.add_argument("b", help="program B")
    p.add_argument("--keys", choices=("typed", "move", "delete"), default="typed")
    p.add_argument("--rounds", type=int, default=30)
    p.add_argument("--reminders", type=int, default=0, metavar="N",
                   help="open a list file (not the demo) whose first N todos have a reminder a year ahead")
    p.add_argument("--name-a", default="", help="A's name in the report (its path when empty)")
    p.add_argument("--name-b", default="", help="B's name in the report (its path when empty)")
    p.add_argument("--output", default="",
                   help="append the result as a row of a Markdown table to this file (the header when it ends "
                        "with none)")
    add_driver_options(p, settle_ms=20)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    for path in (args.a, args.b):
        if not os.access(path, os.X_OK):
            print(f"error: no executable at {path}. To fix: make release or make bench-floors.", file=sys.stderr)
            return 2
    pairs = []
    try:
        with tempfile.TemporaryDirectory(prefix="todo-ab-keys-") as home:
            for number in range(args.rounds):
                pairs += one_round(args, home, number)
    except BenchError as error:
        print(f"error: the A/B run stopped: {error}", file=sys.stderr)
        return 1
    if not pairs:
        print("error: no key was answered by both programs", file=sys.stderr)
        return 1
    ratios = sorted(a / b for a, b in pairs)
    quartile = len(ratios) // 4
    median = statistics.median(ratios)
    a_ms = statistics.median(a for a, _ in pairs) / 1e6
    b_ms = statistics.median(b for _, b in pairs) / 1e6
    print(f"{args.keys}: A/B median of per-key ratios {median:.3f} "
          f"(quartiles {ratios[quartile]:.3f}–{ratios[-1 - quartile]:.3f}, {len(ratios)} keys); "
          f"A {a_ms:.3f} ms, B {b_ms:.3f} ms")
    if args.output:
        write_row(args, median, ratios[quartile], ratios[-1 - quartile], len(ratios), a_ms, b_ms)
    return 0


if __name__ == "__main__":
    sys.exit(main())
