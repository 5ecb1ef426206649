#!/usr/bin/env python3
"""The commands for scripts at size: `todo ls --json`, `todo ls`, `todo add` and `todo done N`
on a 100,000-line todo.txt (each change on a fresh copy of the list, its journal and record
in a state folder of the run's own), under `/usr/bin/time -v`: wall time and maximum
resident set size, medians of several runs, beside the budgets of issue 43 (ls --json
<= 0.5 s and <= 60 MB; add, done <= 150 ms). Then 200 `todo add` started at once on a small
list: how many landed, how many failed, and the wall time until the last one ended.
Prints a Markdown section; never fails on timing.

    script_commands.py --binary .build/release/todo [--lines 100000] [--repetitions 5] [--parallel 200]
"""
import argparse, os, re, shutil, statistics, subprocess, sys, tempfile, time


def make_list(lines: int) -> str:
    return "".join(
        f"({'ABC'[i % 3]}) 2026-01-{i % 28 + 1:02d} todo number {i} +project{i % 50} @context{i % 7}"
        + (f" due:2026-12-{i % 28 + 1:02d}" if i % 5 == 0 else "") + (" rec:1w" if i % 97 == 0 else "") + "\n"
        for i in range(lines)
    )


def timed(command: list[str], env: dict) -> tuple[float, int, int, int]:
    """Wall ms around the process, max RSS KiB, exit status, bytes written to stdout."""
    started = time.perf_counter()
    done = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, env=env)
    wall = (time.perf_counter() - started) * 1000
    stderr = done.stderr.decode(errors="replace")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", stderr).group(1))
    status = int(re.search(r"Exit status: (\d+)", stderr).group(1))
    return wall, rss, status, len(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--lines", type=int, default=100_000)
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("--parallel", type=int, default=200)
    args = parser.parse_args()
    binary = os.path.abspath(args.binary)
    folder = tempfile.mkdtemp(prefix="todo-script-bench-")
    try:
        text = make_list(args.lines)
        source = os.path.join(folder, "source.txt")
        with open(source, "w") as handle:
            handle.write(text)
        path = os.path.join(folder, "todo.txt")
        env = dict(os.environ, XDG_STATE_HOME=os.path.join(folder, "state"), TODO_TODAY="2026-11-26")
        cases = [
            ("ls --json", ["ls", "--json"], "<= 500 ms, <= 60 MB"),
            ("ls", ["ls"], ""),
            ("add", ["add", "Buy milk due:tomorrow"], "<= 150 ms"),
            ("done 50001", ["done", str(args.lines // 2 + 1)], "<= 150 ms"),
            ("done of a rec: todo (line 98)", ["done", "98"], "<= 150 ms"),
        ]
        rows = []
        for name, words, budget in cases:
            walls, rsss, statuses = [], [], set()
            for _ in range(args.repetitions):
                shutil.copyfile(source, path)
                shutil.rmtree(env["XDG_STATE_HOME"], ignore_errors=True)
                wall, rss, status, _ = timed([binary, "--file", path] + words, env)
                walls.append(wall)
                rsss.append(rss)
                statuses.add(status)
            rows.append((name, statistics.median(walls), statistics.median(rsss) / 1024, statuses, budget))
        # 200 adds at once on a small list.
        with open(path, "w") as handle:
            handle.write("One\nTwo\n")
        shutil.rmtree(env["XDG_STATE_HOME"], ignore_errors=True)
        started = time.perf_counter()
        children = [
            subprocess.Popen([binary, "--file", path, "add", f"Parallel todo {n}"], env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            for n in range(args.parallel)
        ]
        failed = sum(1 for child in children if child.wait() != 0)
        parallel_wall = time.perf_counter() - started
        with open(path) as handle:
            landed = sum(1 for line in handle if line.startswith("Parallel todo "))
        load = open("/proc/loadavg").read().split()[:3]
        print(f"\n## The commands for scripts at {args.lines:,} lines\n")
        print(f"Release build, medians of {args.repetitions} runs (`/usr/bin/time -v`), load {' '.join(load)}.\n")
        print("| command | wall ms | max RSS MiB | exit | budget |")
        print("| --- | ---: | ---: | --- | --- |")
        for name, wall, rss, statuses, budget in rows:
            print(f"| `todo {name}` | {wall:.0f} | {rss:.1f} | {','.join(map(str, sorted(statuses)))} | {budget} |")
        print(f"\n{args.parallel} `todo add` at once on a 2-line list: {landed} landed, {failed} failed, "
              f"{parallel_wall:.2f} s until the last ended.")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
