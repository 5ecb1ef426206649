#!/usr/bin/env python3
"""Instructions per key, stage by stage: runs a build of todo under callgrind in a pty with a
few keys and with more (typed characters, selection moves or deletes), and divides the
difference of each stage's inclusive count by the difference in keys, so that start-up,
loading and quitting cancel out. Stages are the functions the key runs through (decode,
keymap, reducer, render with its diff, the terminal's apply with ncurses' doupdate), read
from `callgrind_annotate --inclusive=yes` and named through `swift demangle`. With
`--before`, an earlier build is counted too, for a table of both.

Python 3.11 standard library only; Linux only; needs valgrind and swift (for demangling).
Exit status 0 whatever the counts, 1 when the app did not start or answer, 2 when valgrind
or a binary is missing.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

import lab_path  # noqa: F401,E402 (make/pty, make/link-order)
from bench_config import KEY_CTRL_C, BenchError, demo_argv
from pty_driver import PtyChild, add_driver_options

TEXT = "Write the quarterly memo about the sink " * 3
KEY_DOWN, KEY_UP = b"\x1bOB", b"\x1bOA"
ROW_RE = re.compile(r"^\s*([\d,]+)\s+\([^)]*\)\s+(\S+?):(.+)$")
TOTAL_RE = re.compile(r"([\d,]+)\s+\(100.0%\)\s+PROGRAM TOTALS")
# (stage, the demangled functions whose inclusive counts make it up)
STAGES = [
    ("decode", [r"Terminal\.readEvents\(\)"]),
    ("keymap", [r"Keymap\.action\(for:in:\)"]),
    ("reducer, with the steps after every action", [r"reduce\(into:_:\)"]),
    ("render, with the diff", [r"Renderer\.render\(_:\)"]),
    ("  of which the diff", [r"(specialized )?diffRow\(_:from:to:into:\)"]),
    ("terminal and ncurses (Terminal.apply)", [r"Terminal\.apply\(_:\)"]),
    ("  of which ncurses' doupdate", [r"doupdate_sp"]),
]


def keys(kind: str, count: int) -> list[bytes]:
    if kind == "move":
        return [KEY_DOWN if i % 2 == 0 else KEY_UP for i in range(count)]
    if kind == "delete":
        return [b"d"] * count
    return [ch.encode() for ch in TEXT[:count]]


def run(args, binary: str, kind: str, count: int, out: str) -> None:
    """One run of `binary` under callgrind answering `count` keys of `kind`, counted into `out`."""
    items = args.many + 1 if kind == "delete" else 20
    with tempfile.TemporaryDirectory(prefix="todo-stages-") as home:
        argv = [shutil.which("valgrind"), "--tool=callgrind", f"--callgrind-out-file={out}"] + demo_argv(binary)
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "TERM": "xterm-256color", "LANG": "C.UTF-8",
               "TODO_SIMULATED_ITEMS": str(items), "TODO_SIMULATED_DELAY_MS": "0"}
        child = PtyChild(argv, env, 80, 24, args)
        try:
            child.wait_for(lambda: child.screen.title_count() == items, args.start_timeout, "the list on screen")
            child.quiet(0.3)
            if kind in ("move", "delete"):
                child.press(KEY_DOWN, 5)
                child.quiet(0.3)
            for key in keys(kind, count):
                child.press(key, 5)
            child.quiet(0.3)
            info = child.finish(quit_key=KEY_CTRL_C, timeout_s=60)
        except BenchError:
            child.kill()
            raise
        if info["killed"]:
            raise BenchError(f"{binary} did not exit on Ctrl-C under callgrind")


def inclusive(out: str) -> tuple[dict[str, int], int]:
    """Each function's inclusive count (demangled name: the largest of its rows) and the total."""
    text = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", out],
                          capture_output=True, text=True, check=True).stdout
    text = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input=text,
                          capture_output=True, text=True, check=True).stdout
    rows: dict[str, int] = {}
    for line in text.splitlines():
        match = ROW_RE.match(line)
        if match:
            name = re.sub(r"\s*\[[^\]]*\]$", "", match.group(3).strip())
            rows[name] = max(rows.get(name, 0), int(match.group(1).replace(",", "")))
    total = TOTAL_RE.search(text)
    if not total:
        raise BenchError(f"no instruction total in {out}")
    return rows, int(total.group(1).replace(",", ""))


def per_key(args, binary: str, kind: str) -> dict[str, float]:
    """Each stage's instructions per key of `kind` (and the whole process's, as `total`)."""
    with tempfile.TemporaryDirectory(prefix="todo-stages-out-") as directory:
        counted = []
        for count in (args.few, args.many):
            out = os.path.join(directory, f"{kind}-{count}.out")
            run(args, binary, kind, count, out)
            counted.append(inclusive(out))
    (few, few_total), (many, many_total) = counted
    keys_between = args.many - args.few

    def stage(rows: dict[str, int], patterns: list[str]) -> int:
        return sum(v for k, v in rows.items() if any(re.fullmatch(p, k) for p in patterns))

    figures = {"total": (many_total - few_total) / keys_between}
    for label, patterns in STAGES:
        figures[label] = (stage(many, patterns) - stage(few, patterns)) / keys_between
    return figures


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo")
    p.add_argument("--before", default="", help="an earlier build of todo, counted too")
    p.add_argument("--keys", choices=["typed", "move", "delete"], action="append",
                   help="the kind of key (again for more); all three unless given")
    p.add_argument("--few", type=int, default=8)
    p.add_argument("--many", type=int, default=40)
    add_driver_options(p, settle_ms=150, first_byte_timeout=5.0, start_timeout=120.0)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not shutil.which("valgrind") or not shutil.which("callgrind_annotate"):
        print("error: valgrind is not installed. To fix: apt-get install valgrind.", file=sys.stderr)
        return 2
    builds = [("before", args.before)] if args.before else []
    builds.append(("after" if args.before else "todo", args.binary))
    for _, path in builds:
        if not os.access(path, os.X_OK):
            print(f"error: no executable at {path}. To fix: make release (or pass --binary).", file=sys.stderr)
            return 2
    for kind in args.keys or ["typed", "move", "delete"]:
        try:
            figures = {name: per_key(args, path, kind) for name, path in builds}
        except BenchError as error:
            print(f"error: callgrind stopped: {error}", file=sys.stderr)
            return 1
        names = list(figures)
        print(f"\n## Instructions per {kind} key, by stage (callgrind, inclusive, "
              f"{args.many} keys less {args.few})\n")
        print("| stage | " + " | ".join(names) + " |")
        print("| --- |" + " ---: |" * len(names))
        for label in ["total"] + [label for label, _ in STAGES]:
            print(f"| {label} | " + " | ".join(f"{figures[n][label]:,.0f}" for n in names) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
