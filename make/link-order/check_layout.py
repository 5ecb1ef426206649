#!/usr/bin/env python3
"""Checks that a release binary was linked as the Makefile means to link it, so that a change
of flags that undoes the layout fails the build instead of costing memory unseen:

- laid out by the order file: the functions of our own modules that the file names lie
  together, not among our other functions (unordered, ~1 MB of those lies between them);
- `--static-cxx`: libstdc++ linked in, not loaded (no NEEDED entry for it);
- no symbols exported (`--no-export-dynamic`).

The release build makes the order file itself, from the code it links (make/release.mk); a
note says how many of the symbols it names the code no longer has (renamed, changed or gone),
the sign that it is older than the code (`make link-order` makes it again).
Python 3.11 standard library only; needs nm and readelf (binutils) or their llvm- twins. Exit
status 0 when the binary is as meant, 1 when not (each reason on its own line), 2 for a bad
command line.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys

OUR_MODULES = ("$s8ToDoCore", "$s16TerminalProtocol", "$s11ToDoRuntime", "$s12ToDoTerminal", "$s4todo")
MAX_BETWEEN = 0.5


def tool(name: str) -> str:
    found = shutil.which(name) or shutil.which(f"llvm-{name}")
    if not found:
        raise SystemExit(f"error: {name} is not installed. To fix: apt-get install binutils.")
    return found


def run(argv: list[str]) -> list[str]:
    return subprocess.run(argv, check=True, capture_output=True, text=True).stdout.splitlines()


def ordered_functions(order_file: str) -> list[str]:
    with open(order_file) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def layout_problem(binary: str, order_file: str) -> str | None:
    """None when the functions of our modules that the order file names lie together: between
    the first and the last of them, at most half as many bytes of our modules' other
    functions as of theirs (unordered, our other functions are everywhere between them)."""
    named = set(name for name in ordered_functions(order_file) if name.startswith(OUR_MODULES))
    ordered, others = {}, {}
    for line in run([tool("nm"), "--defined-only", "--print-size", "--no-demangle", binary]):
        fields = line.split()
        if len(fields) == 4 and fields[2] in "tT" and fields[3].startswith(OUR_MODULES):
            place = ordered if fields[3] in named else others
            place[int(fields[0], 16)] = int(fields[1], 16)
    if len(ordered) < 50:
        return (f"only {len(ordered)} of the order file's functions of our modules are in {binary}: the file "
                "is not this code's. To fix: make link-order.")
    first, last = min(ordered), max(ordered)
    size = sum(ordered.values())
    between = sum(length for start, length in others.items() if first <= start <= last and start not in ordered)
    if between > MAX_BETWEEN * size:
        return (f"{between:,} bytes of our modules' other functions lie among the {size:,} bytes of those the "
                "order file names: the order was not applied. To fix: link with lld, our modules compiled "
                "with -function-sections, and --symbol-ordering-file (the Makefile's LINK_ORDER_FLAGS).")
    return None


def names_gone(binary: str, order_file: str) -> tuple[int, int]:
    """How many of the symbols of our modules that the order file names the binary no longer
    has, and how many it names."""
    named = set(name for name in ordered_functions(order_file) if name.startswith(OUR_MODULES))
    present = set(line.split()[-1] for line in run([tool("nm"), "--defined-only", "--no-demangle", binary]))
    return len(named - present), len(named)


def needed_libraries(binary: str) -> list[str]:
    return [line.split("[", 1)[1].rstrip("]") for line in run([tool("readelf"), "--dynamic", "--wide", binary])
            if "(NEEDED)" in line]


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--binary", default=".build/release/todo")
    p.add_argument("--order-file", default=".build/todo.order")
    p.add_argument("--ordered", action="store_true", help="check the layout of the order file")
    p.add_argument("--static-cxx", action="store_true", help="check that libstdc++ is linked in")
    return p.parse_args(argv)


def main(argv=None) -> int:
    args = parse_args(argv)
    if not os.access(args.binary, os.R_OK):
        print(f"error: no binary at {args.binary}. To fix: make release (or pass --binary).", file=sys.stderr)
        return 2
    problems = []
    if args.ordered:
        problem = layout_problem(args.binary, args.order_file)
        if problem:
            problems.append(problem)
        gone, named = names_gone(args.binary, args.order_file)
        if gone:
            print(f"note: {gone:,} of the {named:,} symbols of our modules that {args.order_file} names are no "
                  "longer in the code: the file is older than the code, and each function that runs and is not "
                  "named pages in up to 64 KB of its own. To fix: make link-order.", file=sys.stderr)
    if args.static_cxx:
        loaded = [name for name in needed_libraries(args.binary) if name.startswith("libstdc++")]
        if loaded:
            problems.append(f"{args.binary} loads {loaded[0]}: libstdc++ was not linked in. To fix: put a "
                            "directory holding only libstdc++.a first on the library path (the Makefile's "
                            "STATIC_CXX_DIR).")
    exported = [line for line in run([tool("nm"), "--dynamic", "--defined-only", args.binary]) if line.strip()]
    if exported:
        problems.append(f"{args.binary} exports {len(exported):,} symbols. To fix: link with --no-export-dynamic.")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
