#!/usr/bin/env python3
"""`todo caldav-sync` with nothing to do (issue 34, decision 0264): a list of N todos
(1,000 and 10,000 by default) synced once into an empty vdir (one `.ics` a todo), then
synced again and again with nothing changed on either side, as the app does after a save
that a sync already carried, or after its own writes woke the vdir's watch. Wall time
around the process, median of several runs, and the first sync's for scale. Checks that a
no-change sync wrote no object and changed no line. Prints a Markdown section; never fails
on timing.

    caldav_sync.py --binary .build/release/todo [--sizes 1000,10000] [--repetitions 5]
"""
import argparse, os, shutil, statistics, subprocess, tempfile, time


def run(binary: str, folder: str) -> tuple[float, str]:
    environment = dict(os.environ, XDG_STATE_HOME=os.path.join(folder, "state"),
                       XDG_CONFIG_HOME=os.path.join(folder, "config"))
    started = time.perf_counter()
    done = subprocess.run(
        [binary, "--file", os.path.join(folder, "todo.txt"), "caldav-sync", os.path.join(folder, "vdir")],
        capture_output=True, text=True, env=environment)
    wall = (time.perf_counter() - started) * 1000
    if done.returncode != 0:
        raise SystemExit(f"todo caldav-sync failed: {done.stderr}")
    return wall, done.stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    print("\n## todo caldav-sync with nothing to do\n")
    print("| todos | first sync (ms) | no-change sync, median (ms) | runs |")
    print("|---:|---:|---:|---:|")
    for size in [int(s) for s in args.sizes.split(",")]:
        folder = tempfile.mkdtemp(prefix="todo-caldav-bench-")
        try:
            with open(os.path.join(folder, "todo.txt"), "w") as file:
                for i in range(size):
                    file.write(f"({'ABC'[i % 3]}) 2026-01-{i % 28 + 1:02d} todo number {i} "
                               f"+project{i % 50} @context{i % 7} due:2026-12-{i % 28 + 1:02d}\n")
            first, _ = run(binary, folder)
            walls = []
            for _ in range(args.repetitions):
                wall, summary = run(binary, folder)
                if "0 objects written, 0 deleted, 0 lines" not in summary:
                    raise SystemExit(f"a no-change sync changed something: {summary}")
                walls.append(wall)
            print(f"| {size:,} | {first:.0f} | {statistics.median(walls):.1f} | {len(walls)} |")
        finally:
            shutil.rmtree(folder)


if __name__ == "__main__":
    main()
