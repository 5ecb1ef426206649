#!/usr/bin/env python3
"""The pty benchmark of the todo app: what the terminal receives per key, and how fast.

Runs the release binary in a pseudo-terminal of a fixed size, plays keys one at a time,
and for each key records the bytes the app wrote back and the time from the key's write
to the last byte of that response. Also measures start-up, a resize, the idle app, the
process's CPU time and peak RSS, and the bare pty round trip as the floor for latency.
Optionally merges the in-process micro-benchmarks (JSON from the ToDoBenchmarks
executable) and writes everything, with budgets, to Benchmarks/RESULTS.md.

Python 3.11 standard library only. Linux only (/proc, pty ioctls). The parts: bench_config.py
(what is typed, budgets), screen.py (the terminal emulator), pty_driver.py (the child in a pty,
/proc, statistics), scenarios.py, report.py; side_by_side.py and callgrind.py run beside it.

How a response is read: after writing a key, wait up to --first-byte-timeout for the
first byte; after that, the response is over once the app has been quiet for the settle
window (--settle-ms, 30 ms by default). ncurses sends one refresh as one burst of writes
(microseconds apart), so 30 ms of silence safely ends it while keeping a run short. The
latency is key write -> last byte received (time.perf_counter_ns), so it includes the
pty and this script's wake-up; the `cat` floor measures exactly that overhead.

Exit status: 0 whatever the timings; 1 when the app crashed, hung, did not start, or did
not exit cleanly on Ctrl-C; 2 for a bad command line or a missing binary.
"""


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
from report import *  # noqa: F401,F403
from scenarios import Bench

# ---------------------------------------------------------------------------------------


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo", help="the app (release build)")
    p.add_argument("--output", default="Benchmarks/RESULTS.md", help="the Markdown report ('' to skip)")
    p.add_argument("--json", default="", help="also write the raw results here")
    p.add_argument("--micro", default="", help="JSON from the ToDoBenchmarks executable, merged into the report")
    p.add_argument("--build-command", action="append", help="a command that built the binaries (for the report)")
    p.add_argument("--sizes", default="10,1000,100000,1000000", help="list sizes (comma-separated)")
    p.add_argument("--repetitions", type=int, default=5)
    p.add_argument("--idle-repetitions", type=int, default=1, help="idle runs per size (each takes --idle-seconds)")
    p.add_argument("--idle-seconds", type=float, default=5)
    add_driver_options(p)
    p.add_argument("--columns", type=int, default=80)
    p.add_argument("--rows", type=int, default=24)
    p.add_argument("--skip-demo", action="store_true", help="skip the 2 s default demo start-up")
    p.add_argument("--skip-floor", action="store_true")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        print(f"error: no executable at {args.binary}. To fix: swift build -c release (or pass --binary).", file=sys.stderr)
        return 2
    micro = None
    if args.micro and not os.path.exists(args.micro):
        print(f"note: no micro-benchmark results at {args.micro}; the report leaves them out", file=sys.stderr)
    elif args.micro:
        try:
            with open(args.micro) as f:
                micro = json.load(f)
        except (OSError, ValueError) as error:
            print(f"warning: cannot read the micro-benchmarks ({error}); the report leaves them out", file=sys.stderr)
    started = datetime.datetime.now().astimezone()
    args.load_before = fmt_load(os.getloadavg())
    t0 = time.monotonic()
    bench = Bench(args)
    failure = None
    try:
        if not args.skip_floor:
            bench.floor()
        bench.startup()
        for n in [int(s.replace("_", "")) for s in args.sizes.split(",") if s]:
            bench.size_run(n)
    except BenchError as error:
        failure = str(error)
    elapsed = time.monotonic() - t0
    report = Report(bench, micro, args)
    report.build()
    micro_rows = report.micro_rows()
    if micro_rows:
        print("\nIn-process micro-benchmarks (reducer + render per keystroke):\n")
        print(text_table(MICRO_HEADER, micro_rows))
    print(f"\nThe app in a {args.columns}×{args.rows} pty:\n")
    print(text_table(PTY_HEADER, report.rows))
    print("\nBudgets missed:" if report.misses else "\nBudgets missed: none")
    for x in report.misses:
        print(f"  - {x}")
    for w in bench.warnings:
        print(f"warning: {w}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"results": bench.results, "warnings": bench.warnings, "misses": report.misses}, f, indent=1,
                      default=str)
    if failure:
        print(f"\nerror: the benchmark stopped: {failure}", file=sys.stderr)
        return 1
    if args.output:
        write_markdown(args.output, report, bench, args, started, elapsed)
        print(f"\nWrote {args.output} ({elapsed:.0f} s).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
