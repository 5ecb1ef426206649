"""The report of the pty benchmark: the table with budgets, the micro-benchmarks, and
Benchmarks/RESULTS.md."""

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
from pty_driver import percentile, summary  # noqa: F401
from scenarios import Bench  # noqa: F401

# ---------------------------------------------------------------------------------------
# Report


def fmt(value, digits=2, unit="") -> str:
    if value is None:
        return "—"
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer() and digits == 0):
        return f"{int(value):,}{unit}"
    return f"{value:,.{digits}f}{unit}"


def mark(ok: bool | None) -> str:
    return "" if ok is None else ("pass" if ok else "**MISS**")


class Report:
    def __init__(self, bench: Bench, micro: dict | None, args):
        self.b = bench
        self.micro = micro
        self.args = args
        self.rows: list[list[str]] = []  # the pty table
        self.misses: list[str] = []

    def add(self, what: str, median, p90=None, mx=None, unit="", digits=2, budget="", ok=None) -> None:
        self.rows.append([what, fmt(median, digits), fmt(p90, digits) if p90 is not None else "",
                          fmt(mx, digits) if mx is not None else "", unit, budget, mark(ok)])
        if ok is False:
            self.misses.append(f"{what}: {fmt(median, digits)} {unit} (budget {budget})")

    def build(self) -> None:
        r = self.b.results
        a = self.args
        f = r.get("floor") or {}
        if f:
            s = f["roundtrip_ms"]
            self.add("floor: pty round trip per key (`cat`)", s["median"], s["p90"], s["max"], "ms", 3)
            s = f["spawn_echo_ms"]
            self.add("floor: spawn to first byte (`/bin/echo`)", s["median"], s["p90"], s["max"], "ms", 2)
        st = r.get("startup") or {}
        if st.get("delay0"):
            rows = st["delay0"]
            s = summary([x["first_byte_ns"] / 1e6 for x in rows])
            self.add("start-up (3 todos, delay 0): first byte", s["median"], s["p90"], s["max"], "ms")
            s = summary([x["first_paint_ns"] / 1e6 for x in rows])
            self.add("start-up (3 todos, delay 0): first paint", s["median"], s["p90"], s["max"], "ms",
                     budget=f"≤ {BUDGETS['first_paint_ms']:g} ms", ok=s["median"] <= BUDGETS["first_paint_ms"])
            s = summary([x["loaded_ns"] / 1e6 for x in rows])
            self.add("start-up (3 todos, delay 0): loaded list `TODO - (3)`", s["median"], s["p90"], s["max"], "ms")
            s = summary([x["maxrss_kib"] / 1024 for x in rows])
            self.add("start-up (3 todos, delay 0): peak RSS", s["median"], None, s["max"], "MiB", 1)
        if st.get("demo"):
            d = st["demo"]
            self.add("start-up (default 2 s demo): first paint", d["first_paint_ns"] / 1e6, unit="ms")
            self.add("start-up (default 2 s demo): loaded list `TODO - (3)`", d["loaded_ns"] / 1e6, unit="ms")
        for n, res in r["sizes"].items():
            self.size_rows(n, res)

    def size_rows(self, n: int, res: dict) -> None:
        B = BUDGETS
        tag = f"{n:,} todos"
        big = n >= 1_000_000
        starts = res["starts"]
        s = summary([x["first_paint_ns"] / 1e6 for x in starts])
        self.add(f"{tag}: start-up, first paint", s["median"], s["p90"], s["max"], "ms")
        s = summary([x["loaded_ns"] / 1e6 for x in starts])
        self.add(f"{tag}: start-up, loaded list", s["median"], s["p90"], s["max"], "ms")

        def key_rows(kind: str, label: str, bytes_budget: int | None, per_key_budget: bool, big_budget: bool) -> None:
            d = res[kind]
            s = summary(d["bytes"])
            silent = f" ({d['silent']} of {len(d['bytes'])} keys changed nothing on screen)" if d["silent"] else ""
            ok = None if bytes_budget is None else s["median"] <= bytes_budget
            self.add(f"{tag}: {label}, bytes{silent}", s["median"], s["p90"], s["max"], "B", 1,
                     budget="" if bytes_budget is None else f"≤ {bytes_budget} B", ok=ok)
            s = summary(d["lat"])
            if s["median"] is None:
                return
            if big_budget and big:
                self.add(f"{tag}: {label}, latency", s["median"], s["p90"], s["max"], "ms", 3,
                         budget=f"≤ {B['latency_big_list_ms']:g} ms", ok=s["median"] <= B["latency_big_list_ms"])
            elif per_key_budget:
                ok_med = s["median"] <= B["latency_median_ms"]
                ok_p90 = s["p90"] <= B["latency_p90_ms"]
                self.add(f"{tag}: {label}, latency", s["median"], s["p90"], s["max"], "ms", 3,
                         budget=f"median ≤ {B['latency_median_ms']:g}, p90 ≤ {B['latency_p90_ms']:g} ms",
                         ok=ok_med and ok_p90)
            else:
                self.add(f"{tag}: {label}, latency", s["median"], s["p90"], s["max"], "ms", 3)
            s = summary(d["cpu_us"])
            if s["median"] is not None:
                self.add(f"{tag}: {label}, app CPU per key", s["median"], s["p90"], s["max"], "µs", 0)

        key_rows("typing", "typing (per ASCII character)", B["bytes_per_char"], True, False)
        key_rows("add", "add (Enter)", B["bytes_per_add"], True, True)
        key_rows("move", "selection move (Down/Up)", B["bytes_per_move"], True, False)
        key_rows("delete", "delete (Del)", B["bytes_per_delete"], True, True)
        key_rows("resize", "resize 80×24 → 100×30", None, False, False)
        if "filter" in res:
            key_rows("filter", "search keystroke (/ then 'todo 12')", None, True, False)
        idle = res["idle"]
        if idle:
            secs = idle[0]["seconds"]
            s = summary([x["bytes"] for x in idle])
            self.add(f"{tag}: idle {secs:g} s after load, bytes written", s["median"], None, s["max"], "B", 0,
                     budget=f"{B['idle_bytes']} B", ok=s["max"] <= B["idle_bytes"])
            s = summary([x["ticks"] for x in idle])
            self.add(f"{tag}: idle {secs:g} s after load, CPU ticks", s["median"], None, s["max"], "ticks", 0,
                     budget=f"{B['idle_ticks']} ticks", ok=s["max"] <= B["idle_ticks"])
            s = summary([x["cpu_us"] for x in idle if x["cpu_us"] is not None])
            self.add(f"{tag}: idle {secs:g} s after load, CPU time", s["median"], None, s["max"], "µs", 0)
            s = summary([x["wakeups"] for x in idle])
            threads = ", ".join(x["threads"] for x in idle)
            self.add(f"{tag}: idle {secs:g} s after load, wake-ups (threads {threads})", s["median"], None, s["max"],
                     "switches", 0)
        procs = res["procs"]
        s = summary([p["cpu_s"] * 1e3 for p in procs])
        self.add(f"{tag}: process CPU time (user+sys, whole run)", s["median"], s["p90"], s["max"], "ms", 1)
        s = summary([p["maxrss_kib"] / 1024 for p in procs])
        rss_budget = {10: B["rss_small_mib"], 1_000_000: B["rss_large_mib"]}.get(n)
        self.add(f"{tag}: peak RSS (median of processes; max)", s["median"], None, s["max"], "MiB", 1,
                 budget="" if rss_budget is None else f"≤ {rss_budget} MiB",
                 ok=None if rss_budget is None else s["max"] <= rss_budget)

    # Micro-benchmarks

    def micro_rows(self) -> list[list[str]]:
        if not hasattr(self, "_micro_rows"):
            self._micro_rows = self._build_micro_rows()
        return self._micro_rows

    def _build_micro_rows(self) -> list[list[str]]:
        if not self.micro:
            return []
        B = BUDGETS
        rows = []
        by = {(x["operation"], x["size"]): x for x in self.micro["results"]}
        for x in self.micro["results"]:
            op, n = x["operation"], x["size"]
            per_key = op in ("type a character", "move the selection")
            budget, ok = "", None
            why = ""
            if per_key:
                base = by.get((op, 10))
                ratio = x["median_us"] / max(base["median_us"], 1.0) if base else 1.0
                flat = ratio <= B["micro_flat_ratio"]
                budget = f"≤ {B['micro_key_us']:g} µs, flat"
                ok = x["median_us"] <= B["micro_key_us"] and flat
                why = ", ".join(([] if x["median_us"] <= B["micro_key_us"] else [f"> {B['micro_key_us']:g} µs"])
                                + ([] if flat else [f"{ratio:.1f}× the 10-todo median"]))
            elif n >= 1_000_000 and op == "sort switch":
                # The rows are made off the main thread; the UI answers keys meanwhile.
                budget = f"≤ {B['micro_sort_switch_us'] / 1000:g} ms, off the main thread"
                ok = x["median_us"] <= B["micro_sort_switch_us"]
            elif n >= 1_000_000 and op in OFF_THE_MAIN_THREAD:
                budget = "off the main thread"
            elif n >= 1_000_000:
                budget = f"≤ {B['micro_big_list_us']:g} µs"
                ok = x["median_us"] <= B["micro_big_list_us"]
            rows.append([op, f"{n:,}", f"{x['iterations']:,}", fmt(x["median_us"], 2), fmt(x["p90_us"], 2),
                         fmt(x.get("max_us"), 2), fmt(x["reducer_median_us"], 2), fmt(x["render_median_us"], 2),
                         fmt(x.get("release_median_us"), 2), fmt(x["draw_ops_median"], 0), budget,
                         mark(ok) + (f" ({why})" if why else "")])
            if ok is False:
                self.misses.append(f"micro: {op} at {n:,} todos: {x['median_us']:.2f} µs (budget {budget}; {why})")
        return rows


# Work the app does off the main thread past 20,000 todos (the UI answers keys meanwhile),
# timed whole here: no main-thread budget applies.
OFF_THE_MAIN_THREAD = {"search pass", "open the projects and contexts"}


def md_table(header: list[str], rows: list[list[str]], numeric: set[int] = frozenset()) -> str:
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(" ---: " if i in numeric else " --- " for i in range(len(header))) + "|"]
    out += ["| " + " | ".join(c.replace("|", "\\|") for c in row) + " |" for row in rows]
    return "\n".join(out)


def text_table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(c)) for c in col) for col in zip(header, *rows)]
    line = lambda cells: "  ".join(str(c).ljust(w) for c, w in zip(cells, widths)).rstrip()
    return "\n".join([line(header), line(["-" * w for w in widths])] + [line(r) for r in rows])


PTY_HEADER = ["measure", "median", "p90", "max", "unit", "budget", "result"]
MICRO_HEADER = ["operation", "todos", "iterations", "median µs", "p90 µs", "max µs", "reducer µs", "render µs",
                "release µs", "draw ops", "budget", "result"]


def machine() -> dict:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return {
        "uname": " ".join(platform.uname()),
        "uname_a": subprocess.run(["uname", "-a"], capture_output=True, text=True).stdout.strip(),
        "cpu": cpu,
        "nproc": subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip() or str(os.cpu_count()),
        "python": platform.python_version(),
        "swift": swift_version(),
    }


def swift_version() -> str:
    swift = os.environ.get("SWIFT", "swift")
    try:
        out = subprocess.run([swift, "--version"], capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return out.strip().splitlines()[0] if out.strip() else "unknown"


def fmt_load(load) -> str:
    return ", ".join(f"{x:.2f}" for x in load)


def write_markdown(path: str, report: Report, bench: Bench, args, started: datetime.datetime, elapsed_s: float) -> None:
    m = machine()
    micro = report.micro
    lines = [
        "# Benchmarks",
        "",
        "Generated by `make bench` (do not edit by hand: run it again). Figures are medians over all keys of all",
        f"repetitions ({args.repetitions} fresh processes per scenario), with p90 and max where relevant.",
        "",
        "## Machine",
        "",
        f"- `uname -a`: `{m['uname_a']}`",
        f"- CPU: {m['cpu']}; `nproc`: {m['nproc']}",
        f"- Date: {started.strftime('%Y-%m-%d %H:%M:%S %Z').strip()} (took {elapsed_s:.0f} s)",
        f"- Load average (1, 5, 15 min) at the start: {args.load_before}; at the end: {fmt_load(os.getloadavg())}"
        " (other work on the machine shows up as noise in the latencies)",
        f"- {m['swift']}; Python {m['python']}; app binary: `{args.binary}` (release build)",
        "",
        "## Commands",
        "",
        "```sh",
    ]
    commands = list(args.build_command or [])
    if micro and micro.get("command"):
        commands.append(micro["command"])
    commands.append(" ".join(shlex.quote(a) for a in [sys.executable.rsplit("/", 1)[-1]] + sys.argv))
    # Paths inside the checkout are written from its root: the file is committed, and the
    # checkout's place on one machine says nothing.
    root = os.getcwd().rstrip("/") + "/"
    lines += [c.replace(root, "") for c in commands]
    lines += [
        "```",
        "",
        "## In-process micro-benchmarks of the pure core",
        "",
    ]
    micro_rows = report.micro_rows()
    if micro_rows:
        lines += [
            "`reducer(old, action)` + `render(new, old)` + the release of the old state, per keystroke, with the old",
            "state kept alive as the Store keeps it (so copy-on-write copies of the list count), at 80×24, in the",
            "release build. `median`/`p90`/`max` are of the sum; `reducer`, `render` and `release` are medians of",
            "each part (release: dropping the old state, which frees the old copy of the list after a change to",
            "it, as the Store does when it replaces its shown state); `draw ops` is the median size of `render`'s",
            f"result. Add times the `.submit` after an untimed `.insert`; add and delete are each followed by an untimed",
            f"`.undo` so the list keeps its size. \"Flat\" means at most {BUDGETS['micro_flat_ratio']:g}× the median at 10 todos.",
            "",
            md_table(MICRO_HEADER, micro_rows, set(range(1, 10))),
            "",
        ]
    else:
        lines += ["Not run (the `ToDoBenchmarks` executable target is not in Package.swift, or `--micro` was not given).", ""]
    lines += [
        "## The app in a pseudo-terminal",
        "",
        f"The release binary in a {args.columns}×{args.rows} pty (`TERM=xterm-256color LANG=C.UTF-8`), keys written one",
        "at a time. Bytes: what the app wrote in answer to one key. Latency: from the key's write to the last",
        f"byte of the answer; the answer ends after {args.settle_ms:g} ms of silence. Key bytes: text as UTF-8, Enter",
        "`\\r`, Delete `\\e[3~`, Ctrl-C `\\x03`; Down/Up as the terminal would send them"
        + (" (`\\eOB`/`\\eOA` once the app has switched on application cursor mode with `\\e[?1h`, which it does at start)"
           if args.cursor_keys == "auto" else f" (forced `{args.cursor_keys}` mode)") + ".",
        "",
        f"Scenarios, each a fresh process that first waits for the loaded title (`TODO - (N)`, delay 0): type the",
        f"24-character todo `{TYPED_TEXT}` then add it with Enter (one process); Down into the list then 10 Down",
        "and 10 Up (the 20 moves are recorded); Down into the list then 10 Delete; a resize of the pty to 100×30",
        f"with SIGWINCH; idle {args.idle_seconds:g} s after the load (CPU ticks of 1/{os.sysconf('SC_CLK_TCK')} s from",
        "`/proc/<pid>/stat`; wake-ups: voluntary context switches summed over the threads alive at the end;",
        "CPU time: the process's CPU-time clock; threads: how many before → after). App CPU per key: the",
        "process's CPU-time clock over a scenario's keys, divided by their number. CPU time (user+sys) comes from",
        "`wait4` at exit; peak RSS is `VmHWM` from `/proc/<pid>/status` just before Ctrl-C (`wait4`'s `ru_maxrss`",
        "would include the spawning Python's pre-exec RSS).",
        "",
        md_table(PTY_HEADER, report.rows, {1, 2, 3}),
        "",
    ]
    floor = (bench.results.get("floor") or {}).get("roundtrip_ms", {}).get("median")
    notes = []
    if floor is not None:
        notes.append(f"The bare pty round trip (a `cat` child echoing each key) takes {floor:.3f} ms at the median: that"
                     " much of every key latency above is the pty and this script, not the app.")
    notes.append("Start-up rows per list size are informational: with `TODO_SIMULATED_ITEMS=N` the app builds the N"
                 " titles before its first frame, so the first paint there grows with N; the start-up budget applies"
                 " to the default store (3 todos).")
    silent = [f"{n:,}" for n, res in bench.results["sizes"].items()
              if any(res[k]["silent"] for k in ("typing", "add", "move", "delete", "resize"))]
    if silent:
        notes.append("Keys that changed nothing on screen (e.g. Down on the last of 10 todos) count as 0 bytes and"
                     f" have no latency; they occurred at {', '.join(silent)} todos. With 10 todos the 10th Up also"
                     " leaves the list for the input line, which repaints more than a move does.")
    lines += [f"- {x}" for x in notes] + ["", "## Budgets missed", ""]
    lines += [f"- {x}" for x in report.misses] or ["None."]
    micro_failures = (micro or {}).get("failures") or []
    if micro_failures:
        lines += ["", "## Micro-benchmark checks that failed", ""] + [f"- {x}" for x in micro_failures]
    if bench.warnings:
        lines += ["", "## Checks that failed", "", "The screen did not show what a scenario expected:", ""]
        lines += [f"- {w}" for w in bench.warnings]
    lines.append("")
    with open(path, "w") as f:
        f.write("\n".join(lines))
