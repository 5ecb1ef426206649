#!/usr/bin/env python3
"""Plants one-line bugs in the sources, one at a time, and says which ones a test catches.

    python3 Scripts/plant-bugs.py Scripts/planted-bugs.txt [--only LABEL,...] [--scratch-path DIR]

Each line of the list is one mutant (blank lines and lines starting with `#` are skipped):

    label | file | where | replacement [| option ...]

- `label`: a short name, unique in the list.
- `file`: the source file, relative to the repository's top folder.
- `where`: an exact snippet that occurs once in the file (it is replaced by `replacement`);
  or `@N`, line N whole (replaced by `replacement`, its indentation kept); or `@N:snippet`,
  the snippet that occurs once on line N.
- options, separated by ` | `: `filter=X` runs only the unit tests `swift test --filter X`
  selects (faster; all unit tests by default); `e2e=X` runs the end-to-end tests
  `--filter X` selects when the unit tests let the mutant through (a behaviour only the
  running app shows).

A `|` in a field may be written `\\|` (so that ` | ` inside code is not a separator).
`--check` only checks that every mutant applies. For each mutant: the file is changed,
`swift build --build-tests` and the unit tests (`swift test --skip-build --skip
EndToEndTests`) run, then the file is put back (`git checkout -- FILE`, whatever happens,
Ctrl-C too). A mutant is `killed` when a test fails (or the tests crash or hang past the
timeout), `survived` when every test passes, and `build-failed` when it does not compile (it
does not count: replace it). The tree is checked clean before the run, the clean tree's
tests must pass first (`--no-baseline` skips that), and the clean tree is built again at the
end, so that the scratch folder never holds a planted bug. Python 3 standard library only.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import signal
import subprocess
import sys
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@dataclasses.dataclass
class Mutant:
    label: str
    file: str
    where: str
    replacement: str
    filter: str | None = None
    e2e: str | None = None
    line_number: int = 0  # Where it was planted, for the table.


@dataclasses.dataclass
class Outcome:
    mutant: Mutant
    result: str  # killed, killed (e2e), survived, build-failed, not planted
    seconds: float
    detail: str = ""


class Stop(Exception):
    """A signal (SIGTERM, SIGHUP) that ends the run, the file put back first."""


def split_fields(line: str) -> list[str]:
    placeholder = "\x00"
    fields = line.replace("\\|", placeholder).split(" | ")
    return [field.replace(placeholder, "|").strip() for field in fields]


def read_list(path: str) -> list[Mutant]:
    mutants: list[Mutant] = []
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, start=1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            fields = split_fields(line)
            if len(fields) < 4:
                sys.exit(f"{path}:{number}: expected 'label | file | where | replacement', got: {line}")
            mutant = Mutant(fields[0], fields[1], fields[2], fields[3])
            for option in fields[4:]:
                key, _, value = option.partition("=")
                if key == "filter" and value:
                    mutant.filter = value
                elif key == "e2e" and value:
                    mutant.e2e = value
                else:
                    sys.exit(f"{path}:{number}: unknown option '{option}' (filter=X or e2e=X)")
            if any(other.label == mutant.label for other in mutants):
                sys.exit(f"{path}:{number}: the label '{mutant.label}' is used twice")
            mutants.append(mutant)
    return mutants


def mutated(text: str, mutant: Mutant) -> tuple[str, int]:
    """The file's text with the mutant planted, and the line it is on; raises ValueError."""
    lines = text.split("\n")
    match = re.fullmatch(r"@(\d+)(?::(.*))?", mutant.where, re.S)
    if match:
        index = int(match.group(1)) - 1
        if not 0 <= index < len(lines):
            raise ValueError(f"line {index + 1} is past the end of {mutant.file}")
        snippet = match.group(2)
        if snippet is None:
            indentation = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
            lines[index] = indentation + mutant.replacement
        else:
            if lines[index].count(snippet) != 1:
                raise ValueError(f"line {index + 1} holds '{snippet}' {lines[index].count(snippet)} times")
            lines[index] = lines[index].replace(snippet, mutant.replacement)
        return "\n".join(lines), index + 1
    count = text.count(mutant.where)
    if count != 1:
        raise ValueError(f"'{mutant.where}' occurs {count} times in {mutant.file}, not once")
    offset = text.index(mutant.where)
    return text.replace(mutant.where, mutant.replacement), text.count("\n", 0, offset) + 1


def run(command: list[str], log: str, timeout: float | None) -> tuple[int | None, str]:
    """Runs `command` in the repository, its output to the file `log`; its status (None
    when stopped at the timeout) and its output."""
    with open(log, "w", encoding="utf-8") as handle:
        handle.write("$ " + " ".join(command) + "\n")
        handle.flush()
        process = subprocess.Popen(
            command, cwd=REPOSITORY, stdout=handle, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            status: int | None = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            status = None
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()
    with open(log, encoding="utf-8", errors="replace") as handle:
        return status, handle.read()


def failing_tests(output: str) -> str:
    """The first tests the output names as failing (XCTest and Swift Testing), or a crash."""
    names: list[str] = []
    for pattern in (
        r"Test Case '-?\[?([^' \]]+[ .][^'\]]+)\]?' failed",
        r"✘ Test (\S+(?: \S+)?) (?:recorded an issue|failed)",
        r"Test (\S+\(\)) recorded an issue",
    ):
        for name in re.findall(pattern, output):
            if name not in names:
                names.append(name)
    if not names:
        crash = re.search(r"(Fatal error[^\n]*|error: Exited with (?:signal|unexpected)[^\n]*)", output)
        return crash.group(1)[:90] if crash else "(no test named: see the log)"
    more = f" (+{len(names) - 2} more)" if len(names) > 2 else ""
    return ", ".join(names[:2]) + more


def build(scratch: str, log: str, timeout: float) -> int | None:
    status, _ = run(["swift", "build", "--build-tests", "--scratch-path", scratch], log, timeout)
    return status


def unit_tests(scratch: str, test_filter: str | None, log: str, timeout: float) -> tuple[int | None, str]:
    command = ["swift", "test", "--skip-build", "--scratch-path", scratch, "--skip", "EndToEndTests"]
    if test_filter:
        command += ["--filter", test_filter]
    return run(command, log, timeout)


def e2e_tests(scratch: str, test_filter: str, log: str, timeout: float) -> tuple[int | None, str]:
    command = ["swift", "test", "--skip-build", "--scratch-path", scratch, "--filter", test_filter]
    return run(command, log, timeout)


def restore(path: str) -> None:
    subprocess.run(["git", "checkout", "--", path], cwd=REPOSITORY, check=True)


def dirty(paths: list[str]) -> list[str]:
    output = subprocess.run(
        ["git", "status", "--porcelain", "--"] + paths, cwd=REPOSITORY, capture_output=True, text=True,
        check=True,
    ).stdout
    return [line[3:] for line in output.splitlines()]


def plant(mutant: Mutant, args: argparse.Namespace, logs: str, number: int) -> Outcome:
    start = time.monotonic()
    path = os.path.join(REPOSITORY, mutant.file)
    try:
        with open(path, encoding="utf-8") as handle:
            original = handle.read()
        text, mutant.line_number = mutated(original, mutant)
    except (OSError, ValueError) as error:
        return Outcome(mutant, "not planted", 0, str(error))
    stem = os.path.join(logs, f"{number:02d}-{re.sub(r'[^A-Za-z0-9_.-]', '_', mutant.label)}")
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        if build(args.scratch_path, stem + ".build.log", args.build_timeout) != 0:
            return Outcome(mutant, "build-failed", time.monotonic() - start, f"see {stem}.build.log")
        status, output = unit_tests(args.scratch_path, mutant.filter, stem + ".test.log", args.test_timeout)
        if status is None:
            return Outcome(mutant, "killed", time.monotonic() - start, "the unit tests hang (timeout)")
        if status != 0:
            return Outcome(mutant, "killed", time.monotonic() - start, failing_tests(output))
        if mutant.e2e and not args.no_e2e:
            status, output = e2e_tests(args.scratch_path, mutant.e2e, stem + ".e2e.log", args.test_timeout)
            if status is None:
                return Outcome(mutant, "killed (e2e)", time.monotonic() - start, "the e2e tests hang (timeout)")
            if status != 0:
                return Outcome(mutant, "killed (e2e)", time.monotonic() - start, failing_tests(output))
            return Outcome(mutant, "survived", time.monotonic() - start, f"unit tests and e2e {mutant.e2e} pass")
        return Outcome(mutant, "survived", time.monotonic() - start, "every unit test passes")
    finally:
        restore(mutant.file)


def table(outcomes: list[Outcome]) -> str:
    rows = [("#", "label", "where", "result", "time", "detail")]
    for number, outcome in enumerate(outcomes, start=1):
        where = f"{os.path.basename(outcome.mutant.file)}:{outcome.mutant.line_number}"
        rows.append(
            (str(number), outcome.mutant.label, where, outcome.result, f"{outcome.seconds:.0f}s", outcome.detail)
        )
    widths = [max(len(row[column]) for row in rows) for column in range(5)]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row[:5], widths)) + "  " + row[5] for row in rows]
    return "\n".join(line.rstrip() for line in lines)


def summary(outcomes: list[Outcome], seconds: float) -> str:
    count = lambda result: sum(1 for outcome in outcomes if outcome.result == result)  # noqa: E731
    unit, e2e, survived = count("killed"), count("killed (e2e)"), count("survived")
    counted = unit + e2e + survived
    rate = f"{100 * (unit + e2e) / counted:.1f} %" if counted else "n/a"
    return (
        f"planted {len(outcomes)}: killed by unit tests {unit}, killed only end to end {e2e}, "
        f"survived {survived}, did not build {count('build-failed')}, not planted {count('not planted')}\n"
        f"kill rate: {unit + e2e} of {counted} = {rate}; the run took {seconds / 60:.1f} min"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("list", help="the mutant list (Scripts/planted-bugs.txt)")
    parser.add_argument("--scratch-path", default=".build-mutants", help="swift's build folder (.build-mutants)")
    parser.add_argument("--only", help="the labels to run, comma-separated")
    parser.add_argument("--no-baseline", action="store_true", help="skip the clean tree's build and tests")
    parser.add_argument("--no-e2e", action="store_true", help="never run the end-to-end tests")
    parser.add_argument("--check", action="store_true", help="only check that each mutant applies; build nothing")
    parser.add_argument("--build-timeout", type=float, default=3600, help="seconds (3600)")
    parser.add_argument("--test-timeout", type=float, default=1800, help="seconds per test run (1800)")
    args = parser.parse_args()

    mutants = read_list(args.list)
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {mutant.label for mutant in mutants}
        if unknown:
            sys.exit(f"no mutant labelled {', '.join(sorted(unknown))}")
        mutants = [mutant for mutant in mutants if mutant.label in wanted]
    if args.check:
        problems = 0
        for mutant in mutants:
            try:
                with open(os.path.join(REPOSITORY, mutant.file), encoding="utf-8") as handle:
                    _, mutant.line_number = mutated(handle.read(), mutant)
                print(f"ok  {mutant.label}: {mutant.file}:{mutant.line_number}")
            except (OSError, ValueError) as error:
                problems += 1
                print(f"BAD {mutant.label}: {error}")
        return 1 if problems else 0
    changed = dirty(sorted({mutant.file for mutant in mutants}))
    if changed:
        sys.exit("these files have changes that are not committed (a mutant's file is put back with git "
                 f"checkout): {', '.join(changed)}")
    logs = os.path.join(REPOSITORY, args.scratch_path, "planted-bugs-logs")
    os.makedirs(logs, exist_ok=True)

    def stop(signum: int, _frame: object) -> None:
        raise Stop(f"stopped by signal {signum}")

    # Ctrl-C too, even where the shell started this with SIGINT ignored (in the background).
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGHUP, stop)

    started = time.monotonic()
    outcomes: list[Outcome] = []
    try:
        if not args.no_baseline:
            print("The clean tree: build and unit tests…", flush=True)
            if build(args.scratch_path, os.path.join(logs, "00-clean.build.log"), args.build_timeout) != 0:
                sys.exit(f"the clean tree does not build: see {logs}/00-clean.build.log")
            began = time.monotonic()
            status, output = unit_tests(args.scratch_path, None, os.path.join(logs, "00-clean.test.log"),
                                        args.test_timeout)
            if status != 0:
                sys.exit(f"the clean tree's unit tests fail ({failing_tests(output)}): see {logs}/00-clean.test.log")
            print(f"  clean: unit tests pass in {time.monotonic() - began:.0f}s", flush=True)
        for number, mutant in enumerate(mutants, start=1):
            print(f"[{number}/{len(mutants)}] {mutant.label} ({mutant.file})…", end=" ", flush=True)
            outcome = plant(mutant, args, logs, number)
            outcomes.append(outcome)
            print(f"{outcome.result} in {outcome.seconds:.0f}s: {outcome.detail}", flush=True)
    except (KeyboardInterrupt, Stop) as reason:
        print(f"\nInterrupted ({str(reason) or 'Ctrl-C'}); every file is put back.", file=sys.stderr)
    finally:
        left = dirty(sorted({mutant.file for mutant in mutants}))
        for path in left:
            restore(path)
    if outcomes:
        print()
        print(table(outcomes))
        print()
        print(summary(outcomes, time.monotonic() - started))
    # The scratch folder holds the last mutant's build: build the clean tree again.
    print("Building the clean tree again…", flush=True)
    if build(args.scratch_path, os.path.join(logs, "99-clean.build.log"), args.build_timeout) != 0:
        print(f"warning: the clean tree did not build again: see {logs}/99-clean.build.log", file=sys.stderr)
    return 0 if all(outcome.result != "survived" for outcome in outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
