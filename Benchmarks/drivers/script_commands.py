#!/usr/bin/env python3
"""The commands for scripts at size: `todo ls --json`, `ls`, `ls --porcelain`, `add`, `done N`,
`del`, `pri`, `append` and `archive` on a 100,000-line todo.txt (each change on a fresh copy
of the list, in a state folder of the run's own), under `/usr/bin/time -v`: wall time, CPU
time (user + system: what the load of a shared machine does not stretch) and maximum
resident set size, medians of several runs, beside the budgets of issue 43 (ls --json
<= 0.5 s and <= 60 MB; add, done <= 150 ms). `add` and `done` run again with the state a
user of the app has: a record of what the app last saw (a copy of the list, which the
command carries forward) and a journal of about 1 MiB (its bound). Then 200 `todo add`
started at once on a small list: how many landed, how many failed, and the wall time until
the last one ended. Prints a Markdown section; never fails on timing.

    script_commands.py --binary .build/release/todo [--lines 100000] [--repetitions 5] [--parallel 200]
"""
import argparse, os, random, re, shutil, statistics, subprocess, sys, tempfile, time


def make_list(lines: int) -> str:
    """A list as people keep them: most todos open, one in ten done (some with `pri:`), priorities
    A to D on most open ones, creation dates on two in three, words of several lengths (some
    beyond ASCII), `+projects`, `@contexts`, `due:`, `t:`, `rec:`, `id:` and `after:`."""
    rnd = random.Random(43)
    verbs = "buy call email fix write review plan pay book clean read send water check order ask draft renew".split()
    nouns = "milk report plants invoice car dentist taxes slides garden letter ticket passport budget café naïve résumé".split()
    out = []
    for i in range(lines):
        done = i % 10 == 3
        parts = [f"x 2026-{i % 12 + 1:02d}-{i % 28 + 1:02d}"] if done else ([] if i % 4 == 0 else [f"({'ABCD'[i % 4]})"])
        if i % 3 != 2:
            parts.append(f"2026-{(i // 28) % 12 + 1:02d}-{i % 28 + 1:02d}")
        parts.append(" ".join([rnd.choice(verbs)] + [rnd.choice(nouns) for _ in range(rnd.randint(1, 5))]))
        parts.append(f"todo {i}")
        if i % 2 == 0: parts.append(f"+project{i % 50}")
        if i % 3 == 0: parts.append(f"@context{i % 7}")
        if i % 5 == 0: parts.append(f"due:2026-12-{i % 28 + 1:02d}")
        if i % 97 == 0: parts.append("rec:1w")
        if i % 41 == 0: parts.append(f"t:2027-01-{i % 28 + 1:02d}")
        if i % 13 == 0: parts.append(f"id:{i}")
        if i % 17 == 5: parts.append(f"after:{(i // 13) * 13}")
        if done and i % 20 == 3: parts.append("pri:B")
        out.append(" ".join(parts) + "\n")
    return "".join(out)


def state_name(path: str) -> str:
    """The name of a list's files in the state folder (ListStateName): its file name and the
    FNV-1a hash of its real path."""
    real = os.path.realpath(path)
    value = 0xCBF29CE484222325
    for byte in real.encode():
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{os.path.basename(real)}-{value:016x}"


def app_state(folder: str, path: str, text: str, binary: str, env: dict) -> None:
    """The state folder a user of the app has: the record of what it last saw (the list) and a
    journal near its bound (1 MiB), made of the entry a real `todo add` writes."""
    shutil.rmtree(folder, ignore_errors=True)
    with open(path, "w") as handle:
        handle.write("Seed todo\n")
    subprocess.run([binary, "--file", path, "add", "Journal entry of a step +bench"], env=env,
                   capture_output=True, check=True)
    journal = os.path.join(folder, "todo", "journal", state_name(path) + ".jsonl")
    with open(journal) as handle:
        template = handle.read().splitlines()[-1]
    lines = []
    size, step = 0, 1
    while size < 1_000_000:
        line = re.sub(r'"step":\d+', f'"step":{step}', template)
        lines.append(line)
        size += len(line) + 1
        step += 1
    with open(journal, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    os.makedirs(os.path.join(folder, "todo", "seen"), mode=0o700, exist_ok=True)
    with open(os.path.join(folder, "todo", "seen", state_name(path) + ".txt"), "w") as handle:
        handle.write(text)


def timed(command: list[str], env: dict) -> tuple[float, float, int, int]:
    """Wall ms around the process, CPU ms (user + system), max RSS KiB, exit status. Standard
    output goes to a file, as a script's redirection sends it."""
    with tempfile.TemporaryFile() as output:
        started = time.perf_counter()
        done = subprocess.run(["/usr/bin/time", "-v"] + command, stdout=output, stderr=subprocess.PIPE, env=env)
        wall = (time.perf_counter() - started) * 1000
    stderr = done.stderr.decode(errors="replace")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", stderr).group(1))
    status = int(re.search(r"Exit status: (\d+)", stderr).group(1))
    cpu = sum(float(re.search(rf"{kind} time \(seconds\): ([\d.]+)", stderr).group(1)) for kind in ("User", "System"))
    return wall, cpu * 1000, rss, status


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
        state = env["XDG_STATE_HOME"]
        middle = str(args.lines // 2 + 1)
        cases = [
            ("ls --json", ["ls", "--json"], "<= 500 ms, <= 60 MB", False),
            ("ls", ["ls"], "", False),
            ("ls --porcelain", ["ls", "--porcelain"], "", False),
            ("add", ["add", "Buy milk due:tomorrow"], "<= 150 ms", False),
            (f"done {middle}", ["done", middle], "<= 150 ms", False),
            ("done of a rec: todo (line 98)", ["done", "98"], "<= 150 ms", False),
            (f"del {middle}", ["del", middle], "", False),
            (f"pri {middle} A", ["pri", middle, "A"], "", False),
            (f"append {middle} +more", ["append", middle, "+more"], "", False),
            ("archive (10,000 done)", ["archive"], "", False),
            ("add, with the app's record and a 1 MiB journal", ["add", "Buy milk due:tomorrow"], "<= 150 ms", True),
            (f"done {middle}, the same", ["done", middle], "<= 150 ms", True),
        ]
        rows = []
        for name, words, budget, with_state in cases:
            walls, cpus, rsss, statuses = [], [], [], set()
            for _ in range(args.repetitions):
                if with_state:
                    app_state(state, path, text, binary, env)
                else:
                    shutil.rmtree(state, ignore_errors=True)
                shutil.copyfile(source, path)
                for leftover in ("done.txt",):
                    if os.path.exists(os.path.join(folder, leftover)):
                        os.unlink(os.path.join(folder, leftover))
                wall, cpu, rss, status = timed([binary, "--file", path] + words, env)
                walls.append(wall)
                cpus.append(cpu)
                rsss.append(rss)
                statuses.add(status)
            rows.append((name, statistics.median(walls), statistics.median(cpus), statistics.median(rsss) / 1024,
                         statuses, budget))
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
        print(f"Release build, medians of {args.repetitions} runs each (`/usr/bin/time -v`, standard output to a file), "
              f"load {' '.join(load)} ({os.cpu_count()} cores). CPU: user + system time, which the load does not "
              "stretch as it stretches the wall time.\n")
        print("| command | wall ms | CPU ms | max RSS MiB | exit | budget |")
        print("| --- | ---: | ---: | ---: | --- | --- |")
        for name, wall, cpu, rss, statuses, budget in rows:
            print(f"| `todo {name}` | {wall:.0f} | {cpu:.0f} | {rss:.1f} | {','.join(map(str, sorted(statuses)))} | {budget} |")
        print(f"\n{args.parallel} `todo add` at once on a 2-line list: {landed} landed, {failed} failed, "
              f"{parallel_wall:.2f} s until the last ended.")
        return 0
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
