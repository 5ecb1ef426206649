#!/usr/bin/env python3
"""`todo merge-driver` on two large edits of one todo.txt, as git runs it: the ancestor's
lines (100,000 by default), and ours and theirs each with 100 changes spread over the whole
file (additions, completions, edits, deletions; no line changed on both sides), so that the
shared start and end the merge sets aside are short and the whole list is merged. Each run
copies ours again and runs the driver under `/usr/bin/time -v`: wall time (measured around
the process, and /usr/bin/time's), and the maximum resident set size; medians of several
runs. `git merge-file` (git's own text merge, which writes conflict markers) on the same
files is timed beside it for scale. Checks the merge kept every change of both sides.
Prints a Markdown section; never fails on timing.

    merge_driver.py --binary .build/release/todo [--lines 100000] [--changes 100] [--repetitions 5]
"""
import argparse, os, random, re, shutil, statistics, subprocess, sys, tempfile, time


def lists(lines: int, changes: int, seed: int = 30):
    rng = random.Random(seed)
    ancestor = [
        f"({'ABC'[i % 3]}) 2026-01-{i % 28 + 1:02d} todo number {i} +project{i % 50} @context{i % 7}"
        for i in range(lines)
    ]
    places = rng.sample(range(1, lines - 1), 2 * changes)
    sides = []
    for side, chosen in (("ours", places[:changes]), ("theirs", places[changes:])):
        edited = list(ancestor)
        expected = {"added": [], "kept": [], "gone": []}
        # From the end, so that an index still names its line after an insertion or deletion.
        for n, index in enumerate(sorted(chosen, reverse=True)):
            line = ancestor[index]
            kind = n % 4
            if kind == 0:
                new = f"new todo {n} from {side} +{side}"
                edited.insert(index + 1, new)
                expected["added"].append(new)
            elif kind == 1:
                edited[index] = "x 2026-11-26 " + line
                expected["kept"].append(edited[index])
                expected["gone"].append(line)
            elif kind == 2:
                edited[index] = line + f" due:2026-12-{n % 28 + 1:02d}"
                expected["kept"].append(edited[index])
                expected["gone"].append(line)
            else:
                del edited[index]
                expected["gone"].append(line)
        sides.append((edited, expected))
    return ancestor, sides


def timed(command: list[str]) -> tuple[float, float, int, int]:
    """Wall ms around the process, /usr/bin/time's elapsed s, max RSS KiB, exit status."""
    started = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True)
    wall = (time.perf_counter() - started) * 1000
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr).group(1))
    elapsed = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", done.stderr).group(1)
    seconds = sum(float(part) * 60**i for i, part in enumerate(reversed(elapsed.split(":"))))
    status = int(re.search(r"Exit status: (\d+)", done.stderr).group(1))
    return wall, seconds, rss, status


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--changes", type=int, default=100)
    parser.add_argument("--repetitions", type=int, default=5)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    ancestor, ((ours, our_changes), (theirs, their_changes)) = lists(args.lines, args.changes)
    folder = tempfile.mkdtemp(prefix="todo-merge-bench-")
    try:
        paths = {name: os.path.join(folder, name) for name in ("O", "ours", "B", "A")}
        for name, lines in (("O", ancestor), ("ours", ours), ("B", theirs)):
            with open(paths[name], "w") as file:
                file.write("\n".join(lines) + "\n")
        size = os.path.getsize(paths["O"])
        runs = {"todo merge-driver": [], "git merge-file": []}
        for _ in range(args.repetitions):
            shutil.copyfile(paths["ours"], paths["A"])
            driver = timed([binary, "merge-driver", paths["O"], paths["A"], paths["B"], "todo.txt"])
            if driver[3] != 0:
                sys.exit(f"merge_driver: the driver exited with {driver[3]}")
            runs["todo merge-driver"].append(driver)
            shutil.copyfile(paths["ours"], paths["A"])
            runs["git merge-file"].append(timed(["git", "merge-file", "-p", paths["A"], paths["O"], paths["B"]]))
        shutil.copyfile(paths["ours"], paths["A"])
        subprocess.run([binary, "merge-driver", paths["O"], paths["A"], paths["B"], "todo.txt"], check=True)
        with open(paths["A"]) as file:
            merged = file.read().split("\n")[:-1]
        present = set(merged)
        lost = [
            line for changes in (our_changes, their_changes)
            for line in changes["added"] + changes["kept"] if line not in present
        ]
        stale = [line for changes in (our_changes, their_changes) for line in changes["gone"] if line in present]
        expected = len(ancestor) + sum(
            len(c["added"]) - (len(c["gone"]) - len(c["kept"])) for c in (our_changes, their_changes))
        print(f"\n## todo merge-driver: {args.lines:,} lines, {args.changes} changes a side\n")
        print(f"Ancestor {size / 1048576:.1f} MiB; changes spread over the file, none on both sides; "
              f"median of {args.repetitions} runs (`Benchmarks/drivers/merge_driver.py`).\n")
        print("| program | wall (ms) | /usr/bin/time elapsed (s) | max RSS (MiB) |")
        print("| --- | --- | --- | --- |")
        for name, results in runs.items():
            walls, elapsed, rss = zip(*[(r[0], r[1], r[2]) for r in results])
            print(f"| {name} | {statistics.median(walls):.0f} (runs {', '.join(f'{w:.0f}' for w in walls)}) "
                  f"| {statistics.median(elapsed):.2f} | {statistics.median(rss) / 1024:.1f} |")
        print(f"\nMerged: {len(merged):,} lines (expected {expected:,}); every change of both sides "
              f"kept: {'yes' if not lost and not stale and len(merged) == expected else f'NO ({len(lost)} lost, {len(stale)} stale)'}.")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    main()
