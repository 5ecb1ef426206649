#!/usr/bin/env python3
"""Makes the link order file: the functions, then the data, that start-up and two typical
sessions use, as mangled symbol names, one a line, for lld's `--symbol-ordering-file`: first
the functions that keys run again and again (an instruction of theirs ran at least HOT_RUNS
times after the first key), then the others, each group in the order first used; the data
in the order first used.

Runs the release binary under valgrind's lackey (`--trace-mem=yes`: the address of every
instruction run and of every load and store, read through a FIFO so that nothing large is
written) in a pty at 80×24, through the two sessions of `session.py`: a todo.txt file of
three todos (start-up, typing, adding, moving, deleting, undo, the search, the help, a
resize, quitting), then the simulated list that `make bench` measures. It keeps the first use
of each address inside the binary's own mapping (read from /proc/PID/maps while it runs) and
names it with the symbol table (`nm`): functions by the instructions run, data (constants,
metadata, variables) by the loads and stores; the first session's first, then those only
the second uses. The shared libraries (libc, ncurses) are not in the binary and are left
out; so is what has no symbol (see unnamed.ld).

The binary should be the release build as make/release.mk links it (`make release` builds it,
runs this on it and links it again): its own modules compiled with function sections, so that
lld can move their functions one by one; the layout it was linked with does not matter, only
names are written.

Python 3.11 standard library only; needs valgrind and nm (binutils) or llvm-nm. Exit status
0 when the file was written, 1 when the app did not start or answer, 2 for a missing tool.
"""

from __future__ import annotations

import argparse
import bisect
import os
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "pty"))

from bench_config import BenchError  # noqa: E402
from pty_driver import PtyChild, add_driver_options  # noqa: E402
import session  # noqa: E402

CODE_TYPES = "tTwWi"
# How many times an instruction runs after start-up for its function to be laid out first:
# the sessions type and move 20 to 30 times each.
HOT_RUNS = 15
DATA_TYPES = "rRdDbBvV"


class FirstUses:
    """Reads lackey's lines from a FIFO on a thread: `I  addr,size` for an instruction run,
    ` L addr,size`, ` S …`, ` M …` for a load, store or both. Keeps each instruction address,
    and each 16-byte block of data, once, in the order first used. From the first read of
    standard input on (the first key; valgrind's `--trace-syscalls` lines tell), it also counts
    how many times each instruction address runs: what keys run again and again."""

    def __init__(self, path: str):
        self.path = path
        self.code: list[int] = []
        self.data: list[int] = []
        self.runs_after_start: dict[int, int] = {}
        self.lines = 0
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        seen_code: set[bytes] = set()
        seen_data: set[int] = set()
        code, data, lines = self.code, self.data, 0
        runs: dict[bytes, int] | None = None
        with open(self.path, "rb", buffering=1 << 20) as f:
            for line in f:
                lines += 1
                if line.startswith(b"I "):
                    if runs is not None:
                        runs[line] = runs.get(line, 0) + 1
                    if line not in seen_code:
                        seen_code.add(line)
                        code.append(int(line[3:].split(b",")[0], 16))
                elif runs is None and line.startswith(b"SYSCALL") and b"sys_read ( 0," in line:
                    runs = {}
                elif line[:1] == b" " and line[1:2] in (b"L", b"S", b"M"):
                    block = int(line[3:].split(b",")[0], 16) >> 4
                    if block not in seen_data:
                        seen_data.add(block)
                        data.append(block << 4)
        self.lines = lines
        for line, count in (runs or {}).items():
            self.runs_after_start[int(line[3:].split(b",")[0], 16)] = count

    def join(self, timeout_s: float) -> None:
        self.thread.join(timeout_s)
        if self.thread.is_alive():
            raise BenchError("valgrind's trace did not end")


def mapping_base(pid: int, binary: str) -> int:
    """The address the binary's first byte is mapped at in the running process (a PIE binary
    is loaded wherever the loader, here valgrind's, puts it)."""
    real = os.path.realpath(binary)
    with open(f"/proc/{pid}/maps") as f:
        for line in f:
            fields = line.split(maxsplit=5)
            if len(fields) == 6 and fields[5].strip() == real:
                start = int(fields[0].split("-")[0], 16)
                return start - int(fields[2], 16)
    raise BenchError(f"{real} is not mapped in process {pid}")


class Symbols:
    """The binary's symbols of some kinds (nm's letters: address, size, name), to name an
    address. A function without a size (from assembly) runs to the next symbol; data without
    a size is left out."""

    def __init__(self, nm_lines: list[str], kinds: str, sizeless_to_next: bool):
        starts, ends, names = [], [], []
        for line in nm_lines:
            fields = line.split()
            if len(fields) == 4 and fields[2] in kinds:
                address, size = int(fields[0], 16), int(fields[1], 16)
            elif len(fields) == 3 and fields[1] in kinds and sizeless_to_next:
                address, size = int(fields[0], 16), 0
            else:
                continue
            if starts and starts[-1] == address:  # an alias: the first name stands for it
                ends[-1] = max(ends[-1], address + size)
                continue
            starts.append(address)
            ends.append(address + size)
            names.append(fields[-1])
        for i in range(len(starts) - 1):
            if ends[i] == starts[i]:
                ends[i] = starts[i + 1]
        self.starts, self.ends, self.names = starts, ends, names

    def name(self, address: int) -> str | None:
        i = bisect.bisect_right(self.starts, address) - 1
        if i < 0 or address >= self.ends[i]:
            return None
        return self.names[i]


def trace(args, kind, directory: str) -> tuple[FirstUses, int]:
    """Runs one session under lackey; returns what it used and the binary's load address."""
    fifo = os.path.join(directory, "trace")
    os.mkfifo(fifo)
    argv = [shutil.which("valgrind"), "--tool=lackey", "--trace-mem=yes", "--trace-syscalls=yes", f"--log-file={fifo}",
            args.binary] + kind.arguments(directory)
    child = PtyChild(argv, kind.environment(directory), 80, 24, args)
    uses = FirstUses(fifo)  # opening the FIFO waits for valgrind to open its end
    try:
        session.start(child, kind, args.start_timeout)
        base = mapping_base(child.pid, args.binary)
        kind.drive(child)
        info = child.finish(quit_key=None, timeout_s=120)
    except BenchError:
        child.kill()
        raise
    if info["killed"]:
        raise BenchError(f"the app did not quit at the end of the {kind.name} session")
    uses.join(120)
    print(f"link order: {kind.name} session: {uses.lines:,} lines of trace, {len(uses.code):,} instructions, "
          f"{len(uses.data):,} blocks of data", file=sys.stderr)
    return uses, base


def hot_functions(runs: list[tuple[dict[int, int], int]], symbols: Symbols, times: int) -> set[str]:
    """The functions some instruction of which ran at least `times` times in a session after
    its start: what every key (or every row drawn) runs."""
    hot = set()
    for counts, base in runs:
        for address, count in counts.items():
            if count >= times and (name := symbols.name(address - base)):
                hot.add(name)
    return hot


def first_used(runs: list[tuple[list[int], int]], symbols: Symbols) -> list[str]:
    """The names of the symbols the runs used, in the order first used, each once."""
    names, seen = [], set()
    for addresses, base in runs:
        for address in addresses:
            name = symbols.name(address - base)
            if name and name not in seen:
                seen.add(name)
                names.append(name)
    return names


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo", help="the release binary to trace")
    p.add_argument("--output", default=".build/todo.order")
    add_driver_options(p, settle_ms=300, first_byte_timeout=30.0, start_timeout=300.0)
    return p.parse_args(argv)


HEADER = """\
# What start-up and two sessions use (Benchmarks/link-order/session.py: a file of three todos,
# then the simulated list `make bench` measures): the functions keys run again and again,
# then the other functions, each in the order first used, then the data. For lld's
# --symbol-ordering-file: laid out together, they are paged in together, a key touches fewer
# pages and cache lines, and less of the binary is resident. Made by the release build
# (make/release.mk runs Benchmarks/link-order/generate.py) from the code it was built from,
# and made again when a source is newer: never committed.
"""


def main(argv=None) -> int:
    args = parse_args(argv)
    nm = shutil.which("nm") or shutil.which("llvm-nm")
    if not shutil.which("valgrind") or not nm:
        print(f"error: {'valgrind' if nm else 'nm'} is not installed. To fix: apt-get install "
              f"{'valgrind' if nm else 'binutils'}, then run this again.", file=sys.stderr)
        return 2
    if not os.access(args.binary, os.X_OK):
        print(f"error: no executable at {args.binary}. To fix: make release builds it "
              "(or pass --binary).", file=sys.stderr)
        return 2
    runs = []
    try:
        for kind in session.SESSIONS.values():
            with tempfile.TemporaryDirectory(prefix="todo-link-order-") as directory:
                runs.append(trace(args, kind, directory))
    except BenchError as error:
        print(f"error: the traced session stopped: {error}", file=sys.stderr)
        return 1
    nm_lines = subprocess.run([nm, "--defined-only", "--numeric-sort", "--print-size", "--no-demangle",
                               args.binary], check=True, capture_output=True, text=True).stdout.splitlines()
    code_symbols = Symbols(nm_lines, CODE_TYPES, True)
    functions = first_used([(uses.code, base) for uses, base in runs], code_symbols)
    # What keys run again and again first, together: a key touches fewer pages and lines.
    hot = hot_functions([(uses.runs_after_start, base) for uses, base in runs], code_symbols, HOT_RUNS)
    functions = [name for name in functions if name in hot] + [name for name in functions if name not in hot]
    data = first_used([(uses.data, base) for uses, base in runs], Symbols(nm_lines, DATA_TYPES, False))
    if len(functions) < 100:
        print(f"error: only {len(functions)} functions of {args.binary} were named. To fix: trace a binary "
              "with its symbol table (not stripped).", file=sys.stderr)
        return 1
    with open(args.output, "w") as f:
        f.write(HEADER + "\n".join(functions + data) + "\n")
    print(f"link order: {len(functions):,} functions ({len(hot):,} that keys run again and again first) and "
          f"{len(data):,} data symbols written to {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
