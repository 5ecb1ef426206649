#!/usr/bin/env python3
"""`todo ls is:ready` at size: on a chain of linked todos (each `id:` and waiting for the
next with `after:`, the dependency index made from every line), beside the plain `todo ls`
of the same chain and of as many unlinked lines (no index made). Wall time and maximum
resident set size under `/usr/bin/time -v`, medians of several runs; the ratio of the ready
listing to the plain listing of the same lines (issue 46's budget: within 3×). Prints a
Markdown section; never fails on timing.

    ready_listing.py --binary .build/release/todo [--lines 1000000] [--repetitions 5]
"""
import argparse, os, shutil, statistics, sys, tempfile

from script_commands import timed


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    folder = tempfile.mkdtemp(prefix="todo-ready-bench-")
    try:
        chain = os.path.join(folder, "chain.txt")
        with open(chain, "w") as handle:
            handle.writelines(f"Step {i} id:s{i} after:s{i + 1}\n" for i in range(args.lines))
        plain = os.path.join(folder, "plain.txt")
        with open(plain, "w") as handle:
            handle.writelines(f"Step {i} of the list, nothing linked\n" for i in range(args.lines))
        env = dict(os.environ, XDG_STATE_HOME=os.path.join(folder, "state"), TODO_TODAY="2026-11-26")
        cases = [("ls is:ready, the chain", chain, ["ls", "is:ready"]), ("ls, the chain", chain, ["ls"]),
                 ("ls, unlinked lines", plain, ["ls"])]
        rows = []
        for name, path, words in cases:
            walls, rsss = [], []
            for _ in range(args.repetitions):
                wall, rss, status, _ = timed([binary, "--file", path] + words, env)
                if status != 0:
                    print(f"error: todo {' '.join(words)} exited {status}", file=sys.stderr)
                    return 1
                walls.append(wall)
                rsss.append(rss)
            rows.append((name, statistics.median(walls), statistics.median(rsss) / 1024))
        load = open("/proc/loadavg").read().split()[:3]
        print(f"\n## `todo ls is:ready` on a chain of {args.lines:,} linked todos\n")
        print(f"Release build, medians of {args.repetitions} runs (`/usr/bin/time -v`), load {' '.join(load)}.\n")
        print("| command | wall ms | max RSS MiB |")
        print("| --- | ---: | ---: |")
        for name, wall, rss in rows:
            print(f"| `todo {name}` | {wall:.0f} | {rss:.1f} |")
        print(f"\n`ls is:ready` / plain `ls` of the chain: **{rows[0][1] / rows[1][1]:.2f}×** (budget ≤ 3×); "
              f"/ `ls` of unlinked lines: {rows[0][1] / rows[2][1]:.2f}×.")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
