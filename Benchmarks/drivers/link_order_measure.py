#!/usr/bin/env python3
"""Start-up and memory of two or more builds of the app, alternating in one run, so that load
and noise fall on all alike: per round each binary starts in an 80×24 pty on a todo.txt file
of three todos; the time from exec to the list on screen (`TODO - (3)`), then, the list
shown, its peak RSS (VmHWM), its file-backed and anonymous RSS, and from /proc/PID/smaps the
resident size of each of the binary's own mappings (the code: `r-x`). `--list simulated`
starts it on the simulated list of 20 that `make bench` uses instead. With `--session`, the
session of `session.py` is driven before the memory is read (the peak of a session, not only
of start-up). Prints the medians per binary and the median of the per-round ratios of
each binary to the first.

Python 3.11 standard library only; Linux only. Exit status 0 whatever the figures, 1 when a
binary did not start or answer, 2 for a bad command line.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

import lab_path  # noqa: F401,E402 (make/pty, make/link-order)
from bench_config import KEY_CTRL_C, BenchError  # noqa: E402
from pty_driver import PtyChild, add_driver_options, proc_status_kib  # noqa: E402
import session  # noqa: E402


def binary_mappings_kib(pid: int, binary: str) -> dict:
    """Rss of each mapping of the binary's file, by its permissions (`r--`, `r-x`, `rw-`; a
    second mapping with the same permissions is added to the first)."""
    real = os.path.realpath(binary)
    found: dict[str, int] = {}
    current = None
    with open(f"/proc/{pid}/smaps") as f:
        for line in f:
            fields = line.split()
            if "-" in fields[0] and len(fields) >= 5 and ":" in fields[3]:
                current = fields[1][:3] if len(fields) >= 6 and fields[5] == real else None
            elif current and fields[0] == "Rss:":
                found[current] = found.get(current, 0) + int(fields[1])
    return found


def one_run(binary: str, args, directory: str) -> dict:
    kind = session.SESSIONS[args.list]
    child = PtyChild([binary] + kind.arguments(directory), kind.environment(directory), 80, 24, args)
    try:
        startup_ns = session.start(child, kind, args.start_timeout)
        if args.session:
            kind.drive(child, quit=False)
        memory = proc_status_kib(child.pid, ("VmHWM", "RssAnon", "RssFile"))
        mappings = binary_mappings_kib(child.pid, binary)
        info = child.finish(quit_key=KEY_CTRL_C)
    except BenchError:
        child.kill()
        raise
    if info["killed"]:
        raise BenchError(f"{binary} did not quit on Ctrl-C")
    return {"startup_ms": startup_ns / 1e6, "hwm": memory["VmHWM"] / 1024, "file": memory["RssFile"] / 1024,
            "anon": memory["RssAnon"] / 1024, "text": mappings.get("r-x", 0) / 1024,
            "ro": mappings.get("r--", 0) / 1024, "rw": mappings.get("rw-", 0) / 1024}


FIGURES = [("startup_ms", "start-up ms", 2), ("hwm", "peak RSS (VmHWM) MiB", 2), ("file", "RssFile MiB", 2),
           ("anon", "RssAnon MiB", 2), ("text", "binary r-x Rss MiB", 2), ("ro", "binary r-- Rss MiB", 2),
           ("rw", "binary rw- Rss MiB", 2)]


def report(binaries: list[str], rounds: list[list[dict]]) -> str:
    names = [os.path.basename(b) for b in binaries]
    lines = ["| figure | " + " | ".join(names) + " | " + " | ".join(f"{n} / {names[0]}" for n in names[1:]) + " |",
             "| --- |" + " ---: |" * (2 * len(names) - 1)]
    for key, label, digits in FIGURES:
        medians = [statistics.median(r[i][key] for r in rounds) for i in range(len(binaries))]
        ratios = []
        for i in range(1, len(binaries)):
            per_round = [r[i][key] / r[0][key] for r in rounds if r[0][key]]
            ratios.append(f"{statistics.median(per_round):.2f}×" if per_round else "—")
        lines.append(f"| {label} | " + " | ".join(f"{m:.{digits}f}" for m in medians) + " | " + " | ".join(ratios)
                     + " |")
    return "\n".join(lines) + "\n"


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("binaries", nargs="+", help="the builds to compare; ratios are to the first")
    p.add_argument("--rounds", type=int, default=15)
    p.add_argument("--list", choices=sorted(session.SESSIONS), default="file",
                   help="a todo.txt file of three todos, or the simulated list of 20 that make bench uses")
    p.add_argument("--session", action="store_true", help="drive the whole session before reading memory")
    add_driver_options(p, first_byte_timeout=2.0)
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    for binary in args.binaries:
        if not os.access(binary, os.X_OK):
            print(f"error: no executable at {binary}. To fix: build it, or correct the path.", file=sys.stderr)
            return 2
    rounds = []
    try:
        for r in range(args.rounds):
            results = [None] * len(args.binaries)
            for k in range(len(args.binaries)):  # a different binary goes first each round
                i = (r + k) % len(args.binaries)
                with tempfile.TemporaryDirectory(prefix="todo-link-order-") as directory:
                    results[i] = one_run(args.binaries[i], args, directory)
            rounds.append(results)
    except BenchError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"{args.rounds} rounds, alternating, the {args.list} list, "
          f"{'after the session' if args.session else 'after start-up'}:\n")
    print(report(args.binaries, rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
