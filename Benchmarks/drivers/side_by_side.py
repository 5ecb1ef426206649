#!/usr/bin/env python3
"""Side by side: todo, tudu (Debian's ncursesw todo manager) and the floor programs, driven
by the same pty driver and alternating in one run, so that load and noise fall on all of
them alike. Per round each program is started (exec to its list on screen), types a text
one character at a time (time to the last byte of each answer), moves its selection and
deletes (todo and tudu), and its peak RSS (VmHWM) is read before it quits. Reports each
figure per program and the per-round ratios of todo to the ncurses floor and to tudu.

The floors: `ncurses_floor` (C on ncursesw: blocking get_wch, addch, refresh), the same
waiting in `poll` on the terminal and a pipe before each key as an event loop must
(`ncurses_floor_poll`: what that wait costs, apart from what an app does with a key), and the
Swift floor built three ways (runtime only, + Dispatch, + FoundationEssentials) that shows
what those cost at start-up and in memory before any of the app's code.

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
from bench_config import KEY_CTRL_C, KEY_DELETE, TYPED_TEXT, BenchError, demo_argv
from pty_driver import PtyChild, add_driver_options, percentile

LIST_LENGTH = 20
MOVES = 10
DELETES = 5


def tudu_file(directory: str) -> str:
    """A new tudu file with the same list as todo's simulated one (`Todo 1` … `Todo N`)."""
    path = tempfile.mkstemp(suffix=".xml", dir=directory)[1]
    items = "".join(f'<todo done="no" collapse="no"><title>Todo {i}</title></todo>\n' for i in range(1, LIST_LENGTH + 1))
    with open(path, "w") as f:
        f.write(f'<?xml version="1.0"?>\n<!DOCTYPE tudu SYSTEM "/usr/share/tudu/tudu.dtd">\n<todo>\n{items}</todo>\n')
    return path


class Subject:
    """One program and how to drive it (`argv` makes the command line of each start)."""

    def __init__(self, name, argv, env, ready, before_typing=b"", after_typing=b"", down=None, up=None,
                 enter_list=None, delete=None, quit_keys=(KEY_CTRL_C,)):
        self.name, self.argv, self.env, self.ready = name, argv, env, ready
        self.before_typing, self.after_typing = before_typing, after_typing
        self.down, self.up, self.enter_list = down, up, enter_list
        self.delete, self.quit_keys = delete, quit_keys
        self.rounds: list[dict] = []


def subjects(args, directory: str) -> list[Subject]:
    base = {"PATH": "/usr/bin:/bin", "HOME": directory, "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    found = []
    todo_env = {**base, "TODO_SIMULATED_ITEMS": str(LIST_LENGTH), "TODO_SIMULATED_DELAY_MS": "0"}
    for name, path in [("todo", args.binary), ("todo before", args.before)]:
        if not path:
            continue
        found.append(Subject(
            name, lambda path=path: demo_argv(path), todo_env, ready=lambda s: s.title_count() == LIST_LENGTH,
            down=b"\x1bOB", up=b"\x1bOA", enter_list=b"\x1bOB", delete=KEY_DELETE))
    if args.tudu and os.access(args.tudu, os.X_OK):
        found.append(Subject(
            "tudu", lambda: [args.tudu, "-f", tudu_file(directory), "-c", "/etc/tudurc"], base,
            ready=lambda s: "Todo 16" in s.text(), before_typing=b"o", after_typing=b"\r", down=b"j", up=b"k",
            enter_list=b"", delete=b"dd", quit_keys=(b"q",)))
    else:
        print(f"note: no tudu at {args.tudu}: side by side without it", file=sys.stderr)
    for name, path in [("ncurses floor", args.ncurses_floor), ("ncurses floor waiting in poll", args.ncurses_floor_poll),
                       ("Swift floor", args.swift_floor),
                       ("Swift floor + Dispatch", args.swift_floor_dispatch),
                       ("Swift floor + Dispatch + FoundationEssentials", args.swift_floor_foundation)]:
        if path and os.access(path, os.X_OK):
            found.append(Subject(name, lambda path=path: [path], base, ready=lambda s: "floor" in s.line(0)))
        elif path:
            print(f"note: no {name} at {path}", file=sys.stderr)
    return found


def one_round(subject: Subject, args) -> dict:
    child = PtyChild(subject.argv(), subject.env, args.columns, args.rows, args)
    try:
        startup_ns = child.wait_for(lambda: subject.ready(child.screen), args.start_timeout, f"{subject.name}'s list")
        child.quiet()
        result = {"startup_ms": startup_ns / 1e6, "typed_ms": [], "move_ms": [], "delete_ms": []}
        if subject.before_typing:
            child.press(subject.before_typing)
        for ch in TYPED_TEXT:
            _, t = child.press(ch.encode())
            if t is not None:
                result["typed_ms"].append(t / 1e6)
        if subject.after_typing:
            child.press(subject.after_typing)
        if subject.down:
            child.quiet()
            if subject.enter_list:
                child.press(subject.enter_list)
            for i in range(MOVES):
                _, t = child.press(subject.down if i % 2 == 0 else subject.up)
                if t is not None:
                    result["move_ms"].append(t / 1e6)
        if subject.delete:
            for _ in range(DELETES):
                _, t = child.press(subject.delete)
                if t is not None:
                    result["delete_ms"].append(t / 1e6)
        child.quiet()
        for key in subject.quit_keys[:-1]:
            child.press(key)
        info = child.finish(quit_key=subject.quit_keys[-1])
        if info["killed"]:
            print(f"warning: {subject.name} did not quit on its quit key (killed)", file=sys.stderr)
        result["rss_mib"] = info["maxrss_kib"] / 1024 if info["maxrss_kib"] else None
        return result
    except BenchError:
        child.kill()
        raise


def median(values):
    return statistics.median(values) if values else None


def run(args) -> list[Subject]:
    with tempfile.TemporaryDirectory(prefix="todo-side-by-side-") as directory:
        found = subjects(args, directory)
        for r in range(args.rounds):
            print(f"side by side: round {r + 1}/{args.rounds} ...", file=sys.stderr)
            # A different program goes first each round.
            for k in range(len(found)):
                subject = found[(r + k) % len(found)]
                subject.rounds.append(one_round(subject, args))
    return found


def fmt(value, digits=3) -> str:
    return "—" if value is None else f"{value:.{digits}f}"


def report(found: list[Subject], args) -> str:
    lines = [f"## Side by side ({args.rounds} rounds, {args.columns}×{args.rows} pty, programs alternating)", ""]
    lines.append("| program | start-up ms | typed key ms (median) | p90 | move ms | delete ms | peak RSS MiB |")
    lines.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for s in found:
        typed = [t for r in s.rounds for t in r["typed_ms"]]
        lines.append("| " + " | ".join([
            s.name, fmt(median([r["startup_ms"] for r in s.rounds]), 2), fmt(median(typed)),
            fmt(percentile(typed, 90)), fmt(median([t for r in s.rounds for t in r["move_ms"]])),
            fmt(median([t for r in s.rounds for t in r["delete_ms"]])),
            fmt(median([r["rss_mib"] for r in s.rounds if r["rss_mib"]]), 1)]) + " |")
    by_name = {s.name: s for s in found}
    todo = by_name.get("todo")
    lines.append("")
    for peer in ("ncurses floor", "ncurses floor waiting in poll", "tudu", "todo before"):
        other = by_name.get(peer)
        if not todo or not other:
            continue
        for what, key in (("typed key", "typed_ms"), ("move", "move_ms"), ("delete", "delete_ms"),
                          ("start-up", "startup_ms")):
            ratios = []
            for mine, theirs in zip(todo.rounds, other.rounds):
                a = mine[key] if key == "startup_ms" else median(mine[key])
                b = theirs[key] if key == "startup_ms" else median(theirs[key])
                if a and b:
                    ratios.append(a / b)
            if not ratios:
                continue
            lines.append(f"- todo / {peer}, {what}: median of per-round ratios **{median(ratios):.2f}×**, "
                         f"p90 {percentile(ratios, 90):.2f}×; per round: " + ", ".join(f"{x:.2f}" for x in ratios))
        mine_rss = median([r["rss_mib"] for r in todo.rounds if r["rss_mib"]])
        theirs_rss = median([r["rss_mib"] for r in other.rounds if r["rss_mib"]])
        if mine_rss and theirs_rss:
            lines.append(f"- todo − {peer}, peak RSS: {mine_rss - theirs_rss:+.1f} MiB")
    return "\n".join(lines) + "\n"


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo")
    p.add_argument("--tudu", default="/usr/bin/tudu")
    p.add_argument("--before", default="", help="an earlier build of todo, run as one more program (before and after)")
    p.add_argument("--ncurses-floor", default="")
    p.add_argument("--ncurses-floor-poll", default="")
    p.add_argument("--swift-floor", default="")
    p.add_argument("--swift-floor-dispatch", default="")
    p.add_argument("--swift-floor-foundation", default="")
    p.add_argument("--rounds", type=int, default=10)
    p.add_argument("--output", default="", help="append the Markdown section to this file")
    add_driver_options(p)
    p.add_argument("--columns", type=int, default=80)
    p.add_argument("--rows", type=int, default=24)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not os.access(args.binary, os.X_OK):
        print(f"error: no executable at {args.binary}. To fix: make release (or pass --binary).", file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        found = run(args)
    except BenchError as error:
        print(f"error: side by side stopped: {error}", file=sys.stderr)
        return 1
    text = report(found, args)
    print(text)
    if args.output:
        with open(args.output, "a") as f:
            f.write("\n" + text)
    print(f"({time.monotonic() - started:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
