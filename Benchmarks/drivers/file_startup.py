#!/usr/bin/env python3
"""Start-up of the real app on a large todo.txt, in a pty: time to the first paint and to
the loaded list (`TODO - (N)`), and the process's peak memory (`VmHWM`) against the file's
size, median of several runs per size. Prints a Markdown section. Never fails on timing or
memory: only when the app does not show the list.

    file_startup.py --binary .build/release/todo [--lines 100000,1000000] [--repetitions 5]
"""
import argparse, fcntl, os, pty, select, statistics, struct, sys, tempfile, termios, time

import lab_path  # noqa: F401,E402 (make/pty, make/link-order)
from pty_driver import proc_hwm_kib

# Budgets of issue 12 (shown, never enforced): the list of 1,000,000 lines on screen within
# 500 ms, and the peak memory at most 2.5 times the file's size; 100,000 lines within 300 ms.
# The memory budget is for the million lines: at 100,000 (4.9 MiB) the process's own ~10 MiB
# (runtime, ncurses, the binary's pages) outweighs the list, and the ratio says little.
LOADED_BUDGET_MS = {100_000: 300, 1_000_000: 500}
MEMORY_BUDGET_RATIO = {1_000_000: 2.5}
# After the list shows, how long the output must stay quiet before the peak memory is read,
# so that work the app does after the paint counts too.
SETTLE_SECONDS = 0.3


def run_once(binary: str, path: str, lines: int) -> tuple[float, float, int]:
    env = {"PATH": "/usr/bin:/bin", "HOME": "/tmp", "TERM": "xterm-256color", "LANG": "C.UTF-8"}
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary, path], env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    output, first_paint, loaded = b"", None, None
    # ncurses sends only what changed: the count replaces the "0" after "TODO - (".
    title = f"{lines})".encode()
    deadline = started + 20
    quiet_since = None
    while time.perf_counter() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.02)
        if not ready:
            if loaded is not None and quiet_since is None:
                quiet_since = time.perf_counter()
            if quiet_since is not None and time.perf_counter() - quiet_since >= SETTLE_SECONDS:
                break
            continue
        quiet_since = None
        try:
            output += os.read(fd, 1 << 16)
        except OSError:
            break
        if first_paint is None and b"TODO - (" in output:
            first_paint = time.perf_counter()
        if loaded is None and title in output:
            loaded = time.perf_counter()
    peak = (proc_hwm_kib(pid) or 0) * 1024 if loaded is not None else 0
    os.write(fd, b"\x03")
    os.waitpid(pid, 0)
    os.close(fd)
    if first_paint is None or loaded is None:
        sys.exit(f"file_startup: the app did not show {lines} todos within 20 s")
    return (first_paint - started) * 1000, (loaded - started) * 1000, peak


def write_file(path: str, lines: int) -> int:
    with open(path, "w") as file:
        for number in range(1, lines + 1):
            file.write(f"(B) 2026-11-{number % 28 + 1:02d} Todo number {number} +project @context\n")
    return os.path.getsize(path)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--lines", default="100000,1000000", help="comma-separated line counts")
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args()
    sizes = [int(size.replace("_", "")) for size in args.lines.split(",") if size]
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for lines in sizes:
            path = os.path.join(folder, f"todo-{lines}.txt")
            size = write_file(path, lines)
            runs = [run_once(args.binary, path, lines) for _ in range(args.repetitions)]
            os.unlink(path)
            rows.append((lines, size, runs))
    print()
    print("## Start-up on a large todo.txt")
    print()
    print(
        f"`{args.binary} todo.txt` on files of `(B) 2026-11-DD Todo number N +project @context` lines, "
        f"80×24 pty, {args.repetitions} runs per size, medians. Peak memory: `VmHWM` from "
        f"`/proc/<pid>/status` once the output was quiet for {SETTLE_SECONDS * 1000:.0f} ms after the list showed; "
        "the ratio is to the file's size. Budgets are shown, never enforced."
    )
    print()
    print("| lines | file MiB | first paint ms | list on screen ms (max) | budget | peak RSS MiB (max) | × file | budget |")
    print("| ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |")
    for lines, size, runs in rows:
        paint = statistics.median(r[0] for r in runs)
        loaded = statistics.median(r[1] for r in runs)
        peak = statistics.median(r[2] for r in runs)
        budget = LOADED_BUDGET_MS.get(lines)
        print(
            f"| {lines:,} | {size / 2**20:.1f} | {paint:.1f} | {loaded:.1f} ({max(r[1] for r in runs):.1f}) "
            f"| {f'≤ {budget} ms' if budget else ''} | {peak / 2**20:.1f} ({max(r[2] for r in runs) / 2**20:.1f}) "
            f"| {peak / size:.2f} | {f'≤ {MEMORY_BUDGET_RATIO[lines]}×' if lines in MEMORY_BUDGET_RATIO else ''} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
